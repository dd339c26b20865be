// `npm run eval:cv -- --check`'s output half inside `npm test` (issue 13): every text CV —
// fixtures, corpus/cv, real/ — optimised alone and tailored to each posting of jobs/, read back
// from our own PDF, must keep at least the share of runs scripts/eval-thresholds.ts holds for
// retention, invention and pages. Failures name set, kind and measure, never a word.
import { describe, expect, it } from 'vitest';
import { checkOutputThresholds } from './eval-output';
import { runOutputEvaluation } from './eval-output-run';
import { outputThresholds } from './eval-thresholds';

describe('the output of every labelled CV (issue 13)', () => {
  it('keeps the source words, adds none and does not grow, at or above the thresholds', async () => {
    const evaluation = await runOutputEvaluation({ tailored: true });
    expect(evaluation.completeSets).toContain('fixtures');
    expect(evaluation.runs.length).toBeGreaterThan(0);
    expect(
      checkOutputThresholds(evaluation.runs, outputThresholds, evaluation.completeSets),
    ).toEqual([]);
  }, 600_000);
});
