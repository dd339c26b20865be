// Issue 13's evidence as a table and a check: per set, plain and tailored runs, how many outputs
// kept every source word (retention), added none (invention), did not grow (pages) and have no
// last page under a quarter full (last-page) and whose score did not fall (score: the output's
// analysis, of our own PDF read back, against the source's), beside the targets. Counts only: the tokens behind
// them may be a real person's words.
import type { EvalSetId } from './eval-scoring';
import { evalSetTitles } from './eval-scoring';
import type { OutputRun } from './eval-output-run';
import { measureBullets } from './eval-bullets';
import { minimumLastPageFill } from '../src/render/render-pdf';

export const outputMeasures = ['retention', 'invention', 'pages', 'last-page', 'score'] as const;
export type OutputMeasure = (typeof outputMeasures)[number];
export type RunKind = 'plain' | 'tailored';

/** Percent of runs that pass, per set, run kind and measure: the floor `--check` holds. */
export type OutputThresholds = Partial<
  Record<EvalSetId, Partial<Record<RunKind, Partial<Record<OutputMeasure, number>>>>>
>;

/** Issue 13's goal for every measure: every file. */
const outputTarget = 100;

/**
 * Whether one run passes a measure. Pages hold only for a 1–2-page source (a longer CV may be
 * condensed or not; issue 13 asks nothing of it).
 */
export function passes(run: OutputRun, measure: OutputMeasure): boolean | null {
  switch (measure) {
    case 'retention':
      return run.evidence.lost.length === 0;
    case 'invention':
      return run.evidence.invented.length === 0;
    case 'pages':
      return run.sourcePages > 2 ? null : run.outputPages <= run.sourcePages;
    case 'last-page':
      // Issue 13: no last page under a quarter full (a single page may hold a short CV).
      return run.outputPages <= 1 || run.outputLastPageFill >= minimumLastPageFill;
    case 'score':
      // Never worse: an output that scores below its source describes a CV we made worse.
      return run.scoreAfter >= run.scoreBefore;
  }
}

type Tally = { readonly passed: number; readonly counted: number };

function tally(runs: readonly OutputRun[], measure: OutputMeasure): Tally {
  const verdicts = runs.map((run) => passes(run, measure)).filter((verdict) => verdict !== null);
  return { passed: verdicts.filter(Boolean).length, counted: verdicts.length };
}

const percent = ({ passed, counted }: Tally) => (counted === 0 ? 100 : (passed / counted) * 100);

function runsOf(runs: readonly OutputRun[], set: EvalSetId, kind: RunKind): OutputRun[] {
  return runs.filter((run) => run.set === set && (run.posting === null) === (kind === 'plain'));
}

/**
 * The table eval:cv prints: one row per measure and run kind, one column per set.
 *
 * @example formatOutputTable(runs, ['fixtures', 'real-dev'])
 */
export function formatOutputTable(runs: readonly OutputRun[], sets: readonly EvalSetId[]): string {
  const present = sets.filter((set) => runs.some((run) => run.set === set));
  const header = ['measure', 'target', ...present.map((set) => evalSetTitles[set])];
  const rows: string[][] = [];
  for (const kind of ['plain', 'tailored'] as const) {
    for (const measure of outputMeasures) {
      const cells = present.map((set) => {
        const result = tally(runsOf(runs, set, kind), measure);
        if (result.counted === 0) return '—';
        const mark = percent(result) < outputTarget ? ' ·' : '';
        return `${result.passed}/${result.counted} ${percent(result).toFixed(1)} %${mark}`;
      });
      if (cells.every((cell) => cell === '—')) continue;
      rows.push([`${measure} (${kind})`, `${outputTarget} %`, ...cells]);
    }
  }
  const tokens = present.map((set) => {
    const inSet = runs.filter((run) => run.set === set);
    const lost = inSet.reduce((sum, run) => sum + run.evidence.lost.length, 0);
    const invented = inSet.reduce((sum, run) => sum + run.evidence.invented.length, 0);
    const total = inSet.reduce((sum, run) => sum + run.evidence.sourceTokens, 0);
    return `${lost} lost, ${invented} new of ${total}`;
  });
  rows.push(['tokens (all runs)', '', ...tokens]);
  // Do no harm: a source line printed twice (kept in its section and again as unplaced, say).
  rows.push([
    'repeated lines (plain)',
    '0',
    ...present.map((set) => {
      const plain = runsOf(runs, set, 'plain');
      const lines = plain.reduce((sum, run) => sum + run.repeatedLines, 0);
      const files = plain.filter((run) => run.repeatedLines > 0).length;
      return `${lines} in ${files} of ${plain.length} files`;
    }),
  ]);
  // Improvement, on the plain runs: bullets as printed, before → after.
  const bullets = present.map((set) =>
    measureBullets(runsOf(runs, set, 'plain').map(({ before, after }) => ({ before, after }))),
  );
  const share = (part: number, whole: number) =>
    whole === 0 ? '—' : `${((part / whole) * 100).toFixed(1)} %`;
  rows.push([
    'action-verb bullets (plain)',
    '≥ 80 %',
    ...bullets.map(
      (measure) =>
        `${share(measure.actionVerbBefore, measure.bullets)} → ${share(measure.actionVerbAfter, measure.bulletsAfter)} of ${measure.bulletsAfter}`,
    ),
  ]);
  // The same over duty lines only (language/duty-line.ts): what the rewrites can reach, apart from
  // the labels, places and titles a parse leaves under a job.
  rows.push([
    'action-verb duties (plain)',
    '',
    ...bullets.map(
      (measure) =>
        `${share(measure.dutyActionVerbBefore, measure.duties)} → ${share(measure.dutyActionVerbAfter, measure.dutiesAfter)} of ${measure.dutiesAfter}`,
    ),
  ]);
  rows.push([
    'first-person bullets (plain)',
    '0',
    ...bullets.map((measure) => `${measure.firstPersonBefore} → ${measure.firstPersonAfter}`),
  ]);
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)),
  );
  const line = (row: readonly string[]) =>
    row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n');
}

/** Each output whose measure fails, as `set file (posting): measure` — never a token. */
export function listOutputMisses(runs: readonly OutputRun[]): string[] {
  return runs.flatMap((run) =>
    outputMeasures
      .filter((measure) => passes(run, measure) === false)
      .map(
        (measure) =>
          `${run.id}${run.posting === null ? '' : ` (${run.posting})`}: ${measure}${describeMiss(run, measure)}`,
      ),
  );
}

function describeMiss(run: OutputRun, measure: OutputMeasure): string {
  if (measure === 'pages') return ` (${run.sourcePages} → ${run.outputPages})`;
  if (measure === 'last-page') {
    return ` (${run.outputPages} pages, the last ${Math.round(run.outputLastPageFill * 100)} % full)`;
  }
  if (measure === 'score') return ` (${run.scoreBefore} → ${run.scoreAfter})`;
  return '';
}

/** The least share (percent) of printed bullets that open on an action verb, per set (plain runs). */
export type ActionVerbThresholds = Partial<Record<EvalSetId, number>>;

/**
 * The failures of `--check` for issue 13's improvement: a set whose printed bullets open on an
 * action verb less often than its threshold, after optimising alone.
 *
 * @example checkActionVerbThresholds(runs, { fixtures: 85 }, ['fixtures']) // []
 */
export function checkActionVerbThresholds(
  runs: readonly OutputRun[],
  thresholds: ActionVerbThresholds,
  sets: readonly EvalSetId[],
): string[] {
  const failures: string[] = [];
  for (const set of sets) {
    const minimum = thresholds[set];
    if (minimum === undefined) continue;
    const measure = measureBullets(
      runsOf(runs, set, 'plain').map(({ before, after }) => ({ before, after })),
    );
    if (measure.bulletsAfter === 0) continue;
    const share = (measure.actionVerbAfter / measure.bulletsAfter) * 100;
    if (share < minimum) {
      failures.push(
        `${evalSetTitles[set]} action-verb bullets (plain): ${share.toFixed(1)} % < ${minimum} %`,
      );
    }
  }
  return failures;
}

/**
 * The failures of `--check`: a set, kind and measure below its threshold.
 *
 * @example checkOutputThresholds(runs, outputThresholds, ['fixtures']) // []
 */
export function checkOutputThresholds(
  runs: readonly OutputRun[],
  thresholds: OutputThresholds,
  sets: readonly EvalSetId[],
): string[] {
  const failures: string[] = [];
  for (const set of sets) {
    for (const kind of ['plain', 'tailored'] as const) {
      for (const measure of outputMeasures) {
        const minimum = thresholds[set]?.[kind]?.[measure];
        if (minimum === undefined) continue;
        const result = tally(runsOf(runs, set, kind), measure);
        if (result.counted > 0 && percent(result) < minimum) {
          failures.push(
            `${evalSetTitles[set]} ${measure} (${kind}): ${percent(result).toFixed(1)} % < ${minimum} %`,
          );
        }
      }
    }
  }
  return failures;
}
