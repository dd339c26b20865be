// Which tense a job's bullets take (issue 13, item 2): the past for a job that ended ("Coordiné",
// "Managed"), the present for the current one ("Coordino", "Manage"). Without dates the engine
// cannot know, and a rewrite that needs a tense is not made.
import type { DateRange } from '../model/cv-document';

export type EntryTense = 'ended' | 'current';

/**
 * "current" for a range to the present, "ended" for one with an end (or a single date), null
 * when the entry has no dates.
 *
 * @example entryTense({ start: { year: 2019, month: 1 }, end: { year: 2020, month: 12 }, current: false, text: '2019 – 2020' }) // 'ended'
 */
export function entryTense(dates: DateRange | null): EntryTense | null {
  if (dates === null) return null;
  if (dates.current) return 'current';
  if (dates.end !== null) return 'ended';
  // A start and an open dash ("2023 –") may be a job still going: not sure, no tense.
  if (dates.start !== null && !/[-–—]\s*$/u.test(dates.text)) return 'ended';
  return null;
}
