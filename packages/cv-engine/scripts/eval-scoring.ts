// Scoring for `npm run eval:cv` (issue 3, widened in issue 12): compares a parsed CvDocument with
// a corpus label (format and conventions in shared/corpus/README.md), field by field and, for the
// labels that list them, entry by entry. Pure: no files, no clock. A miss is named by file and
// field (`es-b04: experience[2].dates`), never by value: real/ holds real people's data.
import { z } from 'zod';
import type { CvDocument } from '../src/model/cv-document';

const experienceLabelSchema = z.object({
  title: z.string().nullable(),
  organisation: z.string().nullable(),
  dates: z.string().nullable(),
});
const educationLabelSchema = z.object({
  degree: z.string().nullable(),
  institution: z.string().nullable(),
  dates: z.string().nullable(),
});

/** A label file. The entry lists are in real/'s labels only; older label sets give counts. */
export const cvLabelSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  links: z.array(z.string()),
  sections: z.array(z.string()),
  experience: z.array(experienceLabelSchema).optional(),
  education: z.array(educationLabelSchema).optional(),
  experience_count: z.number().int().min(0),
  education_count: z.number().int().min(0),
  language: z.enum(['es', 'en']),
});
export type CvLabel = z.infer<typeof cvLabelSchema>;

export const evaluatedFields = [
  'name',
  'email',
  'phone',
  'location',
  'links',
  'sections',
  'experience.count',
  'experience.title',
  'experience.organisation',
  'experience.dates',
  'education.count',
  'education.degree',
  'education.institution',
  'education.dates',
  'language',
  'scan',
] as const;
export type EvaluatedField = (typeof evaluatedFields)[number];

/**
 * Issue 12's targets on real CVs, in percent, printed beside every figure. `scan`: a CV read by
 * OCR has its e-mail right and ≥ 80 % of its headings found.
 */
export const evaluationTargets: Readonly<Partial<Record<EvaluatedField, number>>> = {
  name: 95,
  email: 97,
  phone: 97,
  links: 90,
  sections: 95,
  'experience.count': 90,
  'experience.title': 85,
  'experience.organisation': 85,
  'experience.dates': 85,
  'education.count': 90,
  'education.degree': 85,
  'education.institution': 85,
  'education.dates': 85,
  scan: 100,
};

/** The share of headings a scan must find, with its e-mail right, to count as read (issue 12). */
export const scanHeadingShare = 0.8;

export type FieldScore = {
  readonly field: EvaluatedField;
  /** Points earned and possible: 1/1 for a single value, one point per heading, link or entry field. */
  readonly earned: number;
  readonly possible: number;
  /** What was missed, by position, never by value: `experience[2].dates`, `sections[0]`. */
  readonly misses: readonly string[];
};

/**
 * The form single values (name, e-mail, phone, location, links, headings) are compared in:
 * whitespace collapsed and trimmed, nothing else.
 *
 * @example
 * normaliseForComparison('  Lima,\n Perú '); // 'Lima, Perú'
 */
export function normaliseForComparison(text: string | null): string | null {
  return text === null ? null : text.replace(/\s+/g, ' ').trim();
}

/**
 * The form entry fields (title, organisation, degree, institution, dates) are compared in
 * (issue 12): accent-, case-, punctuation- and spacing-blind, so "Ene. 2020 – Actualidad" matches
 * "ene 2020 - actualidad", letter-spaced "G E R E N T E" matches "Gerente" and a ligature its
 * letters. Only letters and digits are left; null when none are.
 *
 * @example
 * normaliseEntryText('Pontificia Universidad Católica (PUCP)'); // 'pontificiauniversidadcatolicapucp'
 */
export function normaliseEntryText(text: string | null): string | null {
  if (text === null) return null;
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
  return folded === '' ? null : folded;
}

function scoreSingle(
  field: EvaluatedField,
  expected: string | null,
  actual: string | null,
): FieldScore {
  const match = normaliseForComparison(expected) === normaliseForComparison(actual);
  return { field, earned: match ? 1 : 0, possible: 1, misses: match ? [] : [field] };
}

/** Each labelled link found among the parsed ones; a parsed link the label lacks also counts. */
function scoreLinks(expected: readonly string[], actual: readonly string[]): FieldScore {
  const parsed = new Set(actual.map((link) => normaliseForComparison(link)));
  const labelled = new Set(expected.map((link) => normaliseForComparison(link)));
  const misses = expected.flatMap((link, index) =>
    parsed.has(normaliseForComparison(link)) ? [] : [`links[${index}]`],
  );
  const earned = expected.length - misses.length;
  const extra = [...parsed].filter((link) => !labelled.has(link)).length;
  if (extra > 0) misses.push(`links (${extra} not in the label)`);
  return { field: 'links', earned, possible: expected.length + extra, misses };
}

function scoreSections(expected: readonly string[], cv: CvDocument): FieldScore {
  const parsed = new Set(cv.sections.map((section) => normaliseForComparison(section.heading)));
  const misses = expected.flatMap((heading, index) =>
    parsed.has(normaliseForComparison(heading)) ? [] : [`sections[${index}]`],
  );
  return {
    field: 'sections',
    earned: expected.length - misses.length,
    possible: expected.length,
    misses,
  };
}

function scoreCount(
  field: 'experience.count' | 'education.count',
  expected: number,
  actual: number,
): FieldScore {
  const match = expected === actual;
  return {
    field,
    earned: match ? 1 : 0,
    possible: 1,
    misses: match ? [] : [`${field} (${actual} read, ${expected} labelled)`],
  };
}

/**
 * Entry fields as a set (shared/corpus/README.md: "compare entries as a set"): each labelled
 * field that is not null is found when some parsed entry has the same field, normalised.
 */
function scoreEntryField<Key extends string>(
  section: 'experience' | 'education',
  key: Key,
  labelled: ReadonlyArray<Readonly<Record<Key, string | null>>>,
  parsed: ReadonlyArray<string | null>,
): FieldScore {
  const found = new Set(parsed.map((value) => normaliseEntryText(value)));
  let possible = 0;
  const misses: string[] = [];
  labelled.forEach((entry, index) => {
    const expected = normaliseEntryText(entry[key]);
    if (expected === null) return;
    possible += 1;
    if (!found.has(expected)) misses.push(`${section}[${index}].${key}`);
  });
  return {
    field: `${section}.${key}` as EvaluatedField,
    earned: possible - misses.length,
    possible,
    misses,
  };
}

/**
 * Scores one parsed CV against its label. `readByOcr` adds the scan criterion.
 *
 * @example
 * scoreCv(label, parseCv(document)).find((score) => score.field === 'email')?.earned; // 1
 */
export function scoreCv(label: CvLabel, cv: CvDocument, readByOcr = false): FieldScore[] {
  const email = scoreSingle('email', label.email, cv.contact.email);
  const sections = scoreSections(label.sections, cv);
  const scores: FieldScore[] = [
    scoreSingle('name', label.name, cv.contact.name),
    email,
    scoreSingle('phone', label.phone, cv.contact.phone),
    scoreSingle('location', label.location, cv.contact.location),
    scoreLinks(label.links, cv.contact.links),
    sections,
    scoreCount('experience.count', label.experience_count, cv.experience.length),
  ];
  if (label.experience) {
    for (const key of ['title', 'organisation', 'dates'] as const) {
      const parsed = cv.experience.map((entry) =>
        key === 'dates' ? (entry.dates?.text ?? null) : entry[key],
      );
      scores.push(scoreEntryField('experience', key, label.experience, parsed));
    }
  }
  scores.push(scoreCount('education.count', label.education_count, cv.education.length));
  if (label.education) {
    for (const key of ['degree', 'institution', 'dates'] as const) {
      const parsed = cv.education.map((entry) =>
        key === 'dates' ? (entry.dates?.text ?? null) : entry[key],
      );
      scores.push(scoreEntryField('education', key, label.education, parsed));
    }
  }
  scores.push(scoreSingle('language', label.language, cv.language));
  if (readByOcr) {
    const headingsRead =
      sections.possible === 0 || sections.earned / sections.possible >= scanHeadingShare;
    const read = email.earned === 1 && headingsRead;
    scores.push({ field: 'scan', earned: read ? 1 : 0, possible: 1, misses: read ? [] : ['scan'] });
  }
  return scores;
}

/** Every field scored zero: a file the engine could not read. */
export function scoreUnreadable(label: CvLabel, cv: CvDocument, readByOcr = false): FieldScore[] {
  return scoreCv(label, cv, readByOcr).map((score) => ({
    ...score,
    earned: 0,
    misses: [score.field],
  }));
}

/** One scored file: its id (no path: ids are not personal data), where it belongs, its scores. */
export type FileScore = {
  readonly id: string;
  readonly set: EvalSetId;
  /** pdf, docx, doc, or scan (a PDF read by OCR). */
  readonly format: string;
  /** The manifest's layout column (one-column, two-column, other), when known. */
  readonly layout: string | null;
  /** A real/ file of the aside split: its misses are not listed unless that split is asked for. */
  readonly aside: boolean;
  /** The engine's error code when the file could not be read. */
  readonly failure: string | null;
  readonly fields: readonly FieldScore[];
  /** Each reading the parser gave a confidence, and whether it was right (eval-confidence.ts). */
  readonly readings?: readonly { field: string; uncertain: boolean; right: boolean }[];
};

export const evalSetIds = [
  'fixtures',
  'invented',
  'fixtures-scanned',
  'corpus-cv',
  'real-dev',
  'real-aside',
  'real-scans',
] as const;
export type EvalSetId = (typeof evalSetIds)[number];

export const evalSetTitles: Readonly<Record<EvalSetId, string>> = {
  fixtures: 'fixtures/cvs',
  invented: 'fixtures/invented',
  'fixtures-scanned': 'fixtures/scanned (OCR)',
  'corpus-cv': 'corpus/cv',
  'real-dev': 'real dev',
  'real-aside': 'real aside',
  'real-scans': 'real scans (OCR)',
};

/** Held-out discipline (COMMON-12.md): sorted by id, every third real/ file is set aside. */
export type RealSplit = 'dev' | 'aside' | 'all';

/**
 * The aside ids: sorted, every third one (index % 3 === 2). One rule, computed, never listed.
 *
 * @example
 * asideIds(['a', 'b', 'c', 'd', 'e', 'f']); // Set {'c', 'f'}
 */
export function asideIds(ids: readonly string[]): ReadonlySet<string> {
  const sorted = [...ids].sort();
  return new Set(sorted.filter((_, index) => index % 3 === 2));
}

export type FieldSummary = {
  readonly field: EvaluatedField;
  readonly earned: number;
  readonly possible: number;
  /** earned / possible in percent, or null when nothing was scored. */
  readonly percent: number | null;
};

/**
 * Adds up the files' scores per field (headings, links and entry fields are summed point by point).
 *
 * @example
 * summariseScores(files).find((summary) => summary.field === 'name')?.percent; // 92.3
 */
export function summariseScores(files: readonly FileScore[]): FieldSummary[] {
  return evaluatedFields.map((field) => {
    let earned = 0;
    let possible = 0;
    for (const file of files) {
      for (const score of file.fields) {
        if (score.field !== field) continue;
        earned += score.earned;
        possible += score.possible;
      }
    }
    return { field, earned, possible, percent: possible === 0 ? null : (earned / possible) * 100 };
  });
}

function formatPercent(value: number | null): string {
  return value === null ? '—' : `${value.toFixed(1)} %`;
}

function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const formatRow = (row: readonly string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    formatRow(header),
    formatRow(widths.map((width) => '-'.repeat(width))),
    ...rows.map(formatRow),
  ];
}

/** A column of a report table: a title and the files it sums. */
export type ReportColumn = { readonly title: string; readonly files: readonly FileScore[] };

/**
 * One table: a row per field, a column per group of files (`found/total  %`), the target beside
 * each field. Fields no column scored are left out.
 *
 * @example
 * formatFieldTable([{ title: 'real dev', files }]);
 */
export function formatFieldTable(columns: readonly ReportColumn[]): string {
  const summaries = columns.map((column) => summariseScores(column.files));
  const rows: string[][] = [];
  for (const [index, field] of evaluatedFields.entries()) {
    const cells = summaries.map((summary) => summary[index]);
    if (cells.every((cell) => !cell || cell.possible === 0)) continue;
    const target = evaluationTargets[field];
    rows.push([
      field,
      target === undefined ? '' : `≥ ${target} %`,
      ...cells.map((cell) =>
        !cell || cell.possible === 0
          ? '—'
          : `${cell.earned}/${cell.possible} ${formatPercent(cell.percent)}${
              target !== undefined && cell.percent !== null && cell.percent < target ? ' ·' : ''
            }`,
      ),
    ]);
  }
  const header = [
    'field',
    'target',
    ...columns.map((column) => `${column.title} (${column.files.length})`),
  ];
  return formatTable(header, rows).join('\n');
}

/**
 * The misses of some files, one line per file: `es-b04: name, experience[2].dates`. Never values.
 *
 * @example
 * formatMisses(files); // ['es-b04: name, experience[2].dates']
 */
export function formatMisses(files: readonly FileScore[]): string[] {
  const lines: string[] = [];
  for (const file of files) {
    const misses = file.fields.flatMap((score) => score.misses);
    const failure = file.failure === null ? '' : ` (not read: ${file.failure})`;
    if (misses.length === 0 && failure === '') continue;
    lines.push(`${file.id}${failure}: ${misses.join(', ')}`);
  }
  return lines;
}

/** Minimum percentages per set and field, held by `--check` (scripts/eval-thresholds.ts). */
export type EvalThresholds = Readonly<
  Partial<Record<EvalSetId, Readonly<Partial<Record<EvaluatedField, number>>>>>
>;

/**
 * The fields of the given sets that fell below their threshold, as `set: field 29.5 % < 30 %`.
 * Sets not in `sets` are not checked (skipped or not run).
 *
 * @example
 * checkThresholds(files, thresholds, ['fixtures']); // []
 */
export function checkThresholds(
  files: readonly FileScore[],
  thresholds: EvalThresholds,
  sets: readonly EvalSetId[],
): string[] {
  const failures: string[] = [];
  for (const set of sets) {
    const minimums = thresholds[set];
    if (!minimums) continue;
    const summaries = summariseScores(files.filter((file) => file.set === set));
    for (const summary of summaries) {
      const minimum = minimums[summary.field];
      if (minimum === undefined) continue;
      // A field with nothing to score (a set that lost its files) fails too.
      const percent = summary.percent ?? -1;
      // Rounded to a hundredth so 2/3 = 66.666… is not below a threshold written 66.66.
      if (Math.round(percent * 100) / 100 < minimum) {
        failures.push(`${set}: ${summary.field} ${formatPercent(summary.percent)} < ${minimum} %`);
      }
    }
  }
  return failures;
}

/**
 * Thresholds just below the given scores (each field's percent rounded down to a tenth), for
 * `--print-thresholds`: what a helper pastes into eval-thresholds.ts after improving reading.
 *
 * @example
 * suggestThresholds(files, ['real-dev']); // { 'real-dev': { email: 95.3, ... } }
 */
export function suggestThresholds(
  files: readonly FileScore[],
  sets: readonly EvalSetId[],
): Record<string, Record<string, number>> {
  const suggested: Record<string, Record<string, number>> = {};
  for (const set of sets) {
    const fields: Record<string, number> = {};
    for (const summary of summariseScores(files.filter((file) => file.set === set))) {
      if (summary.percent === null) continue;
      fields[summary.field] = Math.floor(Math.round(summary.percent * 100) / 10) / 10;
    }
    suggested[set] = fields;
  }
  return suggested;
}
