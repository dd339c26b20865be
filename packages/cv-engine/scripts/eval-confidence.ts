// Is the parser's confidence worth anything? (issue 12, item 3.) Every value the parser read with a
// confidence is checked against the label: a sure reading should be right far more often than an
// uncertain one. `npm run eval:cv` prints, per field, how often each kind was right. Pure.
import { isUncertain, type CvDocument } from '../src/model/cv-document';
import {
  normaliseEntryText,
  normaliseForComparison,
  type CvLabel,
  type FileScore,
} from './eval-scoring';

export type ReadingCheck = {
  readonly field: string;
  readonly uncertain: boolean;
  readonly right: boolean;
};

function checkSingle(
  field: string,
  expected: string | null,
  actual: string | null,
  confidence: number | undefined,
): ReadingCheck[] {
  if (actual === null || confidence === undefined) return [];
  const right = normaliseForComparison(expected) === normaliseForComparison(actual);
  return [{ field, uncertain: isUncertain(confidence), right }];
}

function checkEntries<Entry>(
  section: string,
  entries: readonly Entry[],
  labelled: readonly Record<string, string | null>[] | undefined,
  keys: readonly string[],
  read: (entry: Entry, key: string) => { value: string | null; confidence: number | undefined },
): ReadingCheck[] {
  if (!labelled) return [];
  const checks: ReadingCheck[] = [];
  for (const key of keys) {
    const expected = new Set(labelled.map((entry) => normaliseEntryText(entry[key] ?? null)));
    for (const entry of entries) {
      const { value, confidence } = read(entry, key);
      if (value === null || confidence === undefined) continue;
      checks.push({
        field: `${section}.${key}`,
        uncertain: isUncertain(confidence),
        right: expected.has(normaliseEntryText(value)),
      });
    }
  }
  return checks;
}

/** Each confident reading of `cv`, and whether the label agrees with it. */
export function checkReadings(label: CvLabel, cv: CvDocument): ReadingCheck[] {
  const confidence = cv.contact.confidence ?? {};
  const labelledHeadings = new Set(
    label.sections.map((heading) => normaliseForComparison(heading)),
  );
  return [
    ...checkSingle('name', label.name, cv.contact.name, confidence.name),
    ...checkSingle('email', label.email, cv.contact.email, confidence.email),
    ...checkSingle('phone', label.phone, cv.contact.phone, confidence.phone),
    ...checkSingle('location', label.location, cv.contact.location, confidence.location),
    ...cv.sections.flatMap((section) =>
      section.confidence === undefined
        ? []
        : [
            {
              field: 'sections',
              uncertain: isUncertain(section.confidence),
              right: labelledHeadings.has(normaliseForComparison(section.heading)),
            },
          ],
    ),
    ...checkEntries(
      'experience',
      cv.experience,
      label.experience,
      ['title', 'organisation', 'dates'],
      (entry, key) => ({
        value:
          key === 'dates'
            ? (entry.dates?.text ?? null)
            : (entry[key as 'title' | 'organisation'] ?? null),
        confidence: entry.confidence?.[key as 'title' | 'organisation' | 'dates'],
      }),
    ),
    ...checkEntries(
      'education',
      cv.education,
      label.education,
      ['degree', 'institution', 'dates'],
      (entry, key) => ({
        value:
          key === 'dates'
            ? (entry.dates?.text ?? null)
            : (entry[key as 'degree' | 'institution'] ?? null),
        confidence: entry.confidence?.[key as 'degree' | 'institution' | 'dates'],
      }),
    ),
  ];
}

function percent(right: number, total: number): string {
  return total === 0 ? '—' : `${right}/${total} ${((100 * right) / total).toFixed(0)} %`;
}

/** The table: per field, how often sure and uncertain readings were right. */
export function formatConfidenceTable(files: readonly FileScore[]): string {
  const tally = new Map<string, { sure: [number, number]; unsure: [number, number] }>();
  for (const file of files) {
    for (const check of file.readings ?? []) {
      const row = tally.get(check.field) ?? { sure: [0, 0], unsure: [0, 0] };
      const cell = check.uncertain ? row.unsure : row.sure;
      cell[0] += check.right ? 1 : 0;
      cell[1] += 1;
      tally.set(check.field, row);
    }
  }
  if (tally.size === 0) return '';
  const lines = [
    'Confidence: how often a reading was right, sure vs uncertain (below the low-confidence mark)',
    `${'field'.padEnd(24)} ${'sure: right'.padEnd(16)} uncertain: right`,
  ];
  for (const [field, row] of tally) {
    lines.push(`${field.padEnd(24)} ${percent(...row.sure).padEnd(16)} ${percent(...row.unsure)}`);
  }
  return lines.join('\n');
}
