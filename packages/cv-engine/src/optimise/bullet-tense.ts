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

/**
 * The tense of an entry in its section's list: its own dates', or for an undated entry listed
 * below a dated one, "ended" — a CV lists its jobs newest first, so a job below another is an
 * earlier one and is over. An undated entry at the top may be the current job: null. A section
 * whose dated entries run oldest first tells nothing about the undated ones: null.
 *
 * @example entryTenseInList([{ sectionId: 's', dates: ended2020 }, { sectionId: 's', dates: null }], 1) // 'ended'
 */
export function entryTenseInList(
  entries: readonly { readonly sectionId: string; readonly dates: DateRange | null }[],
  index: number,
): EntryTense | null {
  const entry = entries[index];
  if (entry === undefined) return null;
  const own = entryTense(entry.dates);
  if (own !== null || entry.dates !== null) return own;
  const section = entries.filter((other) => other.sectionId === entry.sectionId);
  const position = section.indexOf(entry);
  if (!section.slice(0, position).some((other) => other.dates !== null)) return null;
  const starts = section
    .map((other) => other.dates?.start ?? null)
    .filter((start): start is NonNullable<typeof start> => start !== null)
    .map((start) => start.year * 12 + (start.month ?? 1));
  const newestFirst = starts.every((start, i) => i === 0 || start <= (starts[i - 1] ?? start));
  return newestFirst ? 'ended' : null;
}
