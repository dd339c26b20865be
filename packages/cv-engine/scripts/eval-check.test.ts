// `npm run eval:cv -- --check` inside `npm test` (issue 12): every labelled set read as text —
// fixtures, corpus/cv, real/ dev and aside — must stay at or above scripts/eval-thresholds.ts, so
// no change can silently make reading worse. The scans are held in eval-check-scans.test.ts, a
// file of their own so the two run side by side. Failures name set and field, never a value.
import { describe, expect, it } from 'vitest';
import { checkThresholds } from './eval-scoring';
import { runEvaluation } from './eval-run';
import { evalThresholds } from './eval-thresholds';

describe('reading the labelled CVs (text)', () => {
  it('stays at or above the thresholds on every set it can reach', async () => {
    const evaluation = await runEvaluation({
      groups: ['fixtures', 'corpus', 'real'],
      split: 'all',
      scans: 'skip',
    });
    // Without ../shared the shared sets are skipped (the note says so): fixtures only.
    for (const note of evaluation.notes) console.log(note);
    expect(evaluation.completeSets).toContain('fixtures');
    expect(evaluation.completeSets).toContain('invented');
    expect(checkThresholds(evaluation.files, evalThresholds, evaluation.completeSets)).toEqual([]);
  }, 180_000);
});
