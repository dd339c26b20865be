// How the editor writes a date range's printed text when the user picks its months and years. The
// same phrasing the engine's optimiser writes (packages/cv-engine/src/language/format-date-range.ts:
// "ene. 2020 – actualidad", "set." as in Peru); the web cannot import the engine itself, only its
// model, so the few lines are repeated here and a test pins them to the same examples.
import type { CvDate, CvDocument, DateRange } from '@cvlisto/cv-engine/model';

type CvLanguage = CvDocument['language'];

const monthAbbreviations = {
  es: [
    'ene.',
    'feb.',
    'mar.',
    'abr.',
    'may.',
    'jun.',
    'jul.',
    'ago.',
    'set.',
    'oct.',
    'nov.',
    'dic.',
  ],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
} as const;
const presentWord = { es: 'actualidad', en: 'Present' } as const;
const rangeSeparator = ' – ';

/** The month names the editor's pickers offer, in Spanish whatever the CV's language. */
export const monthNames = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'setiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/**
 * "mar. 2021" / "Mar 2021", or the year alone when there is no month.
 *
 * @example formatCvDateText({ year: 2021, month: 3 }, 'es') // 'mar. 2021'
 */
export function formatCvDateText(date: CvDate, language: CvLanguage): string {
  const month = date.month === null ? undefined : monthAbbreviations[language][date.month - 1];
  return month === undefined ? String(date.year) : `${month} ${date.year}`;
}

/**
 * The printed text of a range built from its parts; empty when there is nothing to print.
 *
 * @example formatDateRangeText({ start: { year: 2020, month: 1 }, end: null, current: true }, 'es') // 'ene. 2020 – actualidad'
 */
export function formatDateRangeText(
  range: Pick<DateRange, 'start' | 'end' | 'current'>,
  language: CvLanguage,
): string {
  const { start, end, current } = range;
  if (start === null) {
    if (current) return presentWord[language];
    return end === null ? '' : formatCvDateText(end, language);
  }
  const startText = formatCvDateText(start, language);
  if (current) return `${startText}${rangeSeparator}${presentWord[language]}`;
  if (end === null || (end.year === start.year && end.month === start.month)) return startText;
  return `${startText}${rangeSeparator}${formatCvDateText(end, language)}`;
}

/** True when `end` is before `start` (a year alone counts as any month of it). */
export function isDateBefore(end: CvDate, start: CvDate): boolean {
  if (end.year !== start.year) return end.year < start.year;
  return end.month !== null && start.month !== null && end.month < start.month;
}
