// `npm run eval:cv [-- options]` (issues 3 and 12): extract → parse every labelled CV — our
// fixtures, the shared corpus's cv/ and real/ — and print, per set and (for real/) per format and
// layout, every field's found/total beside its target, then the misses as `file: field`. Never a
// value: real/ holds real people's data.
//
//   --set fixtures|corpus|real   only that group (repeatable; default all)
//   --split dev|aside|all        which part of real/ (default all; aside misses are listed only
//                                with --split aside: tune on dev, COMMON-12.md)
//   --scans include|skip|only    the scanned files, read by OCR in seconds each (default include)
//   --output all|plain|skip      issue 13's output evidence: optimise every text CV (all: also
//                                tailored to each posting in jobs/), read our PDF back, and
//                                count retention, invention and pages (default all)
//   --robustness                 also read the dev third again with one cue taken away (bold,
//                                sizes, list markers, block gaps), and each heading and entry
//                                field in words no vocabulary holds: eval-robustness.ts
//   --check                      exit 1 when a set falls below scripts/eval-thresholds.ts
//   --print-thresholds           print thresholds just below today's figures, to paste there
import {
  checkThresholds,
  evalSetIds,
  evalSetTitles,
  formatFieldTable,
  formatMisses,
  suggestThresholds,
  type FileScore,
  type RealSplit,
  type ReportColumn,
} from './eval-scoring';
import { evalSetGroups, runEvaluation, type EvalSetGroup, type ScanChoice } from './eval-run';
import { actionVerbThresholds, evalThresholds, outputThresholds } from './eval-thresholds';
import { formatConfidenceTable } from './eval-confidence';
import { runOutputEvaluation } from './eval-output-run';
import {
  checkActionVerbThresholds,
  checkOutputThresholds,
  formatOutputTable,
  listOutputMisses,
} from './eval-output';
import { readDevFiles, runEntryWording, runHeadingWording, runRobustness } from './eval-robustness';

function readOptions(argv: readonly string[]) {
  const groups: EvalSetGroup[] = [];
  let split: RealSplit = 'all';
  let scans: ScanChoice = 'include';
  let output: 'all' | 'plain' | 'skip' = 'all';
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    const value = argv[index + 1] ?? '';
    if (argument === '--set') {
      if (!(evalSetGroups as readonly string[]).includes(value)) {
        throw new Error(`--set takes ${evalSetGroups.join('|')}, not "${value}"`);
      }
      groups.push(value as EvalSetGroup);
      index += 1;
    } else if (argument === '--scans') {
      if (value !== 'include' && value !== 'skip' && value !== 'only') {
        throw new Error(`--scans takes include|skip|only, not "${value}"`);
      }
      scans = value;
      index += 1;
    } else if (argument === '--output') {
      if (value !== 'all' && value !== 'plain' && value !== 'skip') {
        throw new Error(`--output takes all|plain|skip, not "${value}"`);
      }
      output = value;
      index += 1;
    } else if (argument === '--split') {
      if (value !== 'dev' && value !== 'aside' && value !== 'all') {
        throw new Error(`--split takes dev|aside|all, not "${value}"`);
      }
      split = value;
      index += 1;
    }
  }
  return {
    groups: groups.length > 0 ? groups : [...evalSetGroups],
    split,
    scans,
    output,
    check: argv.includes('--check'),
    robustness: argv.includes('--robustness'),
    printThresholds: argv.includes('--print-thresholds'),
  };
}

const options = readOptions(process.argv.slice(2));
const evaluation = await runEvaluation(options);
const { files } = evaluation;
const real = files.filter((file) => file.set.startsWith('real-'));

const output: string[] = [
  'CV evaluation: found/total per field; "·" marks a figure below its target',
  '',
];
output.push(...evaluation.notes);
if (evaluation.ocrSeconds > 0) {
  output.push(`OCR read the scans in ${evaluation.ocrSeconds.toFixed(1)} s.`);
}

const setColumns: ReportColumn[] = evalSetIds
  .map((set) => ({ title: evalSetTitles[set], files: files.filter((file) => file.set === set) }))
  .filter((column) => column.files.length > 0);
// The sum of real/'s sets, when the run has more than one (beside the reviewer's whole-corpus figures).
if (new Set(real.map((file) => file.set)).size > 1) {
  setColumns.push({ title: `real ${options.split}`, files: real });
}
output.push('', 'By set', formatFieldTable(setColumns));

function groupColumns(values: readonly string[], pick: (file: FileScore) => string | null) {
  return values
    .map((value) => ({ title: value, files: real.filter((file) => pick(file) === value) }))
    .filter((column) => column.files.length > 0);
}
if (real.length > 0) {
  output.push(
    '',
    `real/ (${options.split}) by format`,
    formatFieldTable(groupColumns(['pdf', 'docx', 'doc', 'scan'], (file) => file.format)),
  );
  const layouts = [...new Set(real.map((file) => file.layout ?? 'unknown'))].sort();
  output.push(
    '',
    `real/ (${options.split}) by layout`,
    formatFieldTable(groupColumns(layouts, (file) => file.layout ?? 'unknown')),
  );
}

for (const set of ['real-dev', 'real-aside'] as const) {
  const table = formatConfidenceTable(files.filter((file) => file.set === set));
  if (table) output.push('', `${evalSetTitles[set]}: ${table}`);
}

if (options.robustness) {
  const readings = await readDevFiles();
  output.push(
    '',
    'Real dev, read again with one cue taken away (scans left out)',
    formatFieldTable(runRobustness(readings)),
  );
  const wording = runHeadingWording(readings);
  output.push(
    '',
    'Real dev, each heading read again in words no vocabulary holds (one at a time)',
    `  headings found: ${wording.disguised}/${wording.headings} disguised, ${wording.asWritten}/${wording.headings} as written`,
    ...wording.misses.map((miss) => `    ${miss}`),
  );
  output.push(
    '',
    'Real dev, each entry field read again in words no vocabulary holds (one at a time)',
  );
  for (const field of runEntryWording(readings)) {
    output.push(
      `  ${field.field}: ${field.disguised}/${field.values} disguised, ${field.asWritten}/${field.values} as written`,
      ...field.misses.map((miss) => `    ${miss}`),
    );
  }
}

output.push('', 'Misses (file: field)');
for (const set of evalSetIds) {
  const inSet = files.filter((file) => file.set === set);
  if (inSet.length === 0) continue;
  const shown = options.split === 'aside' ? inSet : inSet.filter((file) => !file.aside);
  const misses = formatMisses(shown);
  output.push(`  ${evalSetTitles[set]}: ${misses.length === 0 ? 'none' : ''}`);
  output.push(...misses.map((line) => `    ${line}`));
  const hidden = inSet.length - shown.length;
  if (hidden > 0) {
    output.push(`    (${hidden} aside file(s): misses not listed; --split aside lists them)`);
  }
}

const outputEvaluation =
  options.output === 'skip'
    ? null
    : await runOutputEvaluation({
        tailoring: options.output === 'all' ? 'each-posting' : 'none',
        groups: options.groups,
      });
const outputRuns = (outputEvaluation?.runs ?? []).filter(
  (run) =>
    options.split === 'all' ||
    !run.set.startsWith('real-') ||
    run.aside === (options.split === 'aside'),
);
if (outputEvaluation !== null) {
  output.push(
    '',
    'Output (issue 13): runs that kept every source word, added none, and did not grow',
    formatOutputTable(outputRuns, evalSetIds),
    '',
    'Output misses (file (posting): measure)',
  );
  const shown = options.split === 'aside' ? outputRuns : outputRuns.filter((run) => !run.aside);
  const misses = listOutputMisses(shown);
  output.push(...(misses.length === 0 ? ['  none'] : misses.map((miss) => `  ${miss}`)));
  const hidden = outputRuns.length - shown.length;
  if (hidden > 0)
    output.push(`  (${hidden} aside run(s): misses not listed; --split aside lists them)`);
}
console.log(output.join('\n'));

if (options.printThresholds) {
  console.log(
    `\nThresholds just below today's figures:\n${JSON.stringify(
      suggestThresholds(files, evaluation.completeSets),
      null,
      2,
    )}`,
  );
}

if (options.check) {
  const failures = checkThresholds(files, evalThresholds, evaluation.completeSets);
  const checked = evaluation.completeSets.map((set) => evalSetTitles[set]).join(', ');
  if (outputEvaluation !== null) {
    failures.push(
      ...checkOutputThresholds(outputRuns, outputThresholds, outputEvaluation.completeSets),
      ...checkActionVerbThresholds(outputRuns, actionVerbThresholds, outputEvaluation.completeSets),
    );
  }
  if (failures.length > 0) {
    console.error(
      `\nBelow the thresholds (scripts/eval-thresholds.ts):\n  ${failures.join('\n  ')}`,
    );
    process.exitCode = 1;
  } else {
    console.log(`\nThresholds held on: ${checked}.`);
  }
}
