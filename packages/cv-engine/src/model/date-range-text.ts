// The one date format optimise writes (and the editor, issue 14) (issue 3, stage 4: "one date format"). We write
// "ene. 2020 – actualidad" (English: "Jan 2020 – Present"): it is the issue's own example, Peruvian
// recruiters read it at a glance ("set." as in Peru), ATS parsers read "Mon YYYY" reliably, it has
// no day/month order to confuse, and it adds no digit the CV did not have ("01/2020" would turn a
// written month into a number the source never showed). The render stage falls back to the same
// format when a range has no text.
import type { CvDate, DateRange } from './cv-document';

export const monthAbbreviations = {
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
/** How a range to the present ends. */
export const presentWord = { es: 'actualidad', en: 'Present' } as const;
const rangeSeparator = ' – ';

/**
 * The range in the standard format, or null when it has too little data to rewrite safely (the
 * caller keeps the text as written).
 *
 * @example formatDateRange({ start: { year: 2021, month: 3 }, end: null, current: true, text: '03/2021 - a la fecha' }, 'es') // 'mar. 2021 – actualidad'
 */
export function formatDateRange(
  range: Omit<DateRange, 'text'> & { readonly text?: string },
  language: 'es' | 'en',
): string | null {
  if (range.start === null) {
    // "2016" alone (a graduation year) is fine; "– actualidad" alone would hide the start date.
    return range.end !== null && !range.current ? formatCvDate(range.end, language) : null;
  }
  const start = formatCvDate(range.start, language);
  if (range.current) return `${start}${rangeSeparator}${presentWord[language]}`;
  // A single date is parsed as starting and ending there: it stays one date, never "2019 – 2019".
  if (range.end === null || sameDate(range.start, range.end)) return start;
  return `${start}${rangeSeparator}${formatCvDate(range.end, language)}`;
}

function sameDate(left: CvDate, right: CvDate): boolean {
  return left.year === right.year && left.month === right.month;
}

/** "mar. 2021" / "Mar 2021", or the year alone when the CV gives no month. */
function formatCvDate(date: CvDate, language: 'es' | 'en'): string {
  const month = date.month === null ? undefined : monthAbbreviations[language][date.month - 1];
  return month === undefined ? String(date.year) : `${month} ${date.year}`;
}
