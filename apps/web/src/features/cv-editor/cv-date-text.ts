// How the editor writes a date range's printed text when the user picks its months and years:
// the engine's own phrasing ("ene. 2020 – actualidad", "set." as in Peru), from its model.
import {
  formatDateRange,
  presentWord,
  type CvDate,
  type DateRange,
} from '@cvlisto/cv-engine/model';

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
 * The printed text of a range built from its parts; empty when there is nothing to print, and
 * the present alone when only «actualidad» is ticked.
 *
 * @example formatDateRangeText({ start: { year: 2020, month: 1 }, end: null, current: true }, 'es') // 'ene. 2020 – actualidad'
 */
export function formatDateRangeText(
  range: Pick<DateRange, 'start' | 'end' | 'current'>,
  language: 'es' | 'en',
): string {
  return formatDateRange(range, language) ?? (range.current ? presentWord[language] : '');
}

/** True when `end` is before `start` (a year alone counts as any month of it). */
export function isDateBefore(end: CvDate, start: CvDate): boolean {
  if (end.year !== start.year) return end.year < start.year;
  return end.month !== null && start.month !== null && end.month < start.month;
}
