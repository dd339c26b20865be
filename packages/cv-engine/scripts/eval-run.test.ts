import { describe, expect, it } from 'vitest';
import { runEvaluation } from './eval-run';

describe('runEvaluation', () => {
  it('skips only the shared sets when ../shared is absent, and says so', async () => {
    const evaluation = await runEvaluation({
      groups: ['corpus', 'real'],
      split: 'all',
      scans: 'skip',
      sharedCorpusDir: '/nonexistent/shared/corpus',
    });
    expect(evaluation.files).toEqual([]);
    expect(evaluation.completeSets).toEqual([]);
    expect(evaluation.notes.join('\n')).toContain(
      'the shared sets (corpus/cv, real) were skipped; fixtures only',
    );
  });
});
