// Scoring for `npm run eval:cv` (issue 3, "Evidence it works"): compares a parsed CvDocument with
// a corpus label (format and conventions in shared/corpus/README.md), field by field.
import { z } from 'zod';
import type { CvDocument } from '../src/model/cv-document';

export const cvLabelSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  links: z.array(z.string()),
  sections: z.array(z.string()),
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
  'experience',
  'education',
  'language',
] as const;
export type EvaluatedField = (typeof evaluatedFields)[number];

/** Targets from issue 3: e-mail and phone ≥ 95 %, name ≥ 90 %, section recall ≥ 90 %, counts ≥ 80 %. */
export const evaluationTargets: Readonly<Partial<Record<EvaluatedField, number>>> = {
  email: 0.95,
  phone: 0.95,
  name: 0.9,
  sections: 0.9,
  experience: 0.8,
  education: 0.8,
};

export type FieldScore = {
  readonly field: EvaluatedField;
  /** Points earned and possible: 1/1 for exact fields, headings found / labelled for sections. */
  readonly earned: number;
  readonly possible: number;
  readonly expected: string;
  readonly actual: string;
};

export type FileScore = { readonly file: string; readonly fields: readonly FieldScore[] };

/**
 * The form both sides are compared in: whitespace collapsed and trimmed, nothing else.
 *
 * @example
 * normaliseForComparison('  Lima,\n Perú '); // 'Lima, Perú'
 */
export function normaliseForComparison(text: string | null): string | null {
  return text === null ? null : text.replace(/\s+/g, ' ').trim();
}

function show(value: string | null): string {
  return value === null ? '(null)' : JSON.stringify(value);
}

function scoreExact(
  field: EvaluatedField,
  expected: string | null,
  actual: string | null,
): FieldScore {
  const left = normaliseForComparison(expected);
  const right = normaliseForComparison(actual);
  return {
    field,
    earned: left === right ? 1 : 0,
    possible: 1,
    expected: show(left),
    actual: show(right),
  };
}

/**
 * Scores one parsed CV against its label.
 *
 * @example
 * scoreCv(label, parseCv(document)).find((score) => score.field === 'email')?.earned; // 1
 */
export function scoreCv(label: CvLabel, cv: CvDocument): FieldScore[] {
  const expectedLinks = label.links.map((link) => normaliseForComparison(link));
  const actualLinks = cv.contact.links.map((link) => normaliseForComparison(link));
  const linksMatch =
    expectedLinks.length === actualLinks.length &&
    expectedLinks.every((link, index) => link === actualLinks[index]);
  const parsedHeadings = new Set(
    cv.sections.map((section) => normaliseForComparison(section.heading)),
  );
  const missing = label.sections.filter(
    (heading) => !parsedHeadings.has(normaliseForComparison(heading)),
  );
  const experienceCount = cv.experience.length;
  const educationCount = cv.education.length;
  return [
    scoreExact('name', label.name, cv.contact.name),
    scoreExact('email', label.email, cv.contact.email),
    scoreExact('phone', label.phone, cv.contact.phone),
    scoreExact('location', label.location, cv.contact.location),
    {
      field: 'links',
      earned: linksMatch ? 1 : 0,
      possible: 1,
      expected: JSON.stringify(label.links),
      actual: JSON.stringify(cv.contact.links),
    },
    {
      field: 'sections',
      earned: label.sections.length - missing.length,
      possible: label.sections.length,
      expected: JSON.stringify(label.sections),
      actual: `${JSON.stringify(cv.sections.map((section) => section.heading))}; missing ${JSON.stringify(missing)}`,
    },
    {
      field: 'experience',
      earned: experienceCount === label.experience_count ? 1 : 0,
      possible: 1,
      expected: String(label.experience_count),
      actual: String(experienceCount),
    },
    {
      field: 'education',
      earned: educationCount === label.education_count ? 1 : 0,
      possible: 1,
      expected: String(label.education_count),
      actual: String(educationCount),
    },
    scoreExact('language', label.language, cv.language),
  ];
}

export type FieldSummary = {
  readonly field: EvaluatedField;
  readonly earned: number;
  readonly possible: number;
  /** earned / possible, or null when nothing was scored. */
  readonly accuracy: number | null;
  readonly target: number | null;
  readonly meetsTarget: boolean;
};

/**
 * Adds up the files' scores per field (section recall is summed over all labelled headings).
 *
 * @example
 * summariseScores(files).find((summary) => summary.field === 'name')?.accuracy; // 0.92
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
    const accuracy = possible === 0 ? null : earned / possible;
    const target = evaluationTargets[field] ?? null;
    return {
      field,
      earned,
      possible,
      accuracy,
      target,
      meetsTarget: target === null || (accuracy !== null && accuracy >= target),
    };
  });
}

function formatPercent(value: number | null): string {
  return value === null ? '—' : `${(value * 100).toFixed(1)} %`;
}

/**
 * The per-field accuracy table, then every mismatch file by file.
 *
 * @example
 * console.log(formatEvaluationReport(files));
 */
export function formatEvaluationReport(files: readonly FileScore[]): string {
  const summaries = summariseScores(files);
  const rows = summaries.map((summary) => [
    summary.field,
    `${summary.earned}/${summary.possible}`,
    formatPercent(summary.accuracy),
    summary.target === null ? '' : `≥ ${formatPercent(summary.target)}`,
    summary.target === null ? '' : summary.meetsTarget ? 'ok' : 'MISSED',
  ]);
  const header = ['field', 'score', 'accuracy', 'target', ''];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const formatRow = (row: readonly string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const lines = [
    `CV evaluation over ${files.length} labelled file(s)`,
    '',
    formatRow(header),
    formatRow(widths.map((width) => '-'.repeat(width))),
    ...rows.map(formatRow),
    '',
    'Mismatches:',
  ];
  for (const file of files) {
    const wrong = file.fields.filter((score) => score.earned < score.possible);
    if (wrong.length === 0) continue;
    lines.push(`  ${file.file}`);
    for (const score of wrong) {
      lines.push(`    ${score.field}: expected ${score.expected}, got ${score.actual}`);
    }
  }
  return lines.join('\n');
}

/**
 * The fields whose accuracy is below its issue-3 target.
 *
 * @example
 * listMissedTargets(files); // ['phone']
 */
export function listMissedTargets(files: readonly FileScore[]): EvaluatedField[] {
  return summariseScores(files)
    .filter((summary) => !summary.meetsTarget)
    .map((summary) => summary.field);
}
