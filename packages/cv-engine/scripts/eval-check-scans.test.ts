// The scanned sets of `npm run eval:cv -- --check` inside `npm test` (issue 12): the fixtures'
// scanned twins and real/'s scans, read by OCR (seconds a page), must stay at or above
// scripts/eval-thresholds.ts. Apart from eval-check.test.ts so the two run side by side.
import { describe, expect, it } from 'vitest';
import { checkThresholds } from './eval-scoring';
import { runEvaluation } from './eval-run';
import { evalThresholds } from './eval-thresholds';

describe('reading the labelled CVs (scans, by OCR)', () => {
  it('stays at or above the thresholds on every scanned set it can reach', async () => {
    const evaluation = await runEvaluation({
      groups: ['fixtures', 'corpus', 'real'],
      split: 'all',
      scans: 'only',
    });
    for (const note of evaluation.notes) console.log(note);
    expect(evaluation.completeSets).toContain('fixtures-scanned');
    expect(checkThresholds(evaluation.files, evalThresholds, evaluation.completeSets)).toEqual([]);
  }, 300_000);
});
