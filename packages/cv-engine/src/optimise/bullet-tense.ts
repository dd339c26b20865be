// Which tense a job's bullets take (issue 13, item 2): the past for a job that ended ("Coordiné",
// "Managed"), the present for the current one ("Coordino", "Manage"). Without dates the engine
// cannot know, unless the job's own bullets say it (tenseFromBullets); else a rewrite that needs a
// tense is not made.
import type { DateRange } from '../model/cv-document';
import { foldText } from '../language/fold-text';
import {
  identifyEnglishVerb,
  identifySpanishVerb,
  isNounLikeSpanishForm,
  isSpanishNoun,
} from '../vocabulary/action-verbs';

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
 * The tense a job's own bullets speak in, for a job without dates: "ended" when two or more open
 * with a past form ("Gestioné…", "Coordinó…", "Managed…") and none with a present of the first
 * person; "current" when one or more open with that present ("Coordino…", "Superviso…") and none
 * with a past. Null when they mix, or say nothing (nouns, infinitives, third-person presents,
 * which job postings use for any job).
 *
 * @example tenseFromBullets(['Concilié cuentas bancarias', 'Elaboré planillas', 'Registro de compras']) // 'ended'
 */
export function tenseFromBullets(bullets: readonly string[]): EntryTense | null {
  let past = 0;
  let present = 0;
  for (const bullet of bullets) {
    const match = /^[\s\-–•*]*(\p{L}+)(?:\s+(\p{L}+))?/u.exec(bullet);
    const word = match?.[1];
    if (word === undefined) continue;
    const next = foldText(match?.[2] ?? '');
    const spanish = identifySpanishVerb(word);
    const english = identifyEnglishVerb(word);
    // Written with its accent, a preterite cannot be a noun ("Gestioné", not "gestione").
    if (spanish?.kind === 'preterite' || spanish?.kind === 'preteriteThird') {
      if (/[éíó]$/u.test(word) || spanish.kind === 'preterite') past += 1;
    } else if (
      spanish?.kind === 'present' &&
      !isNounLikeSpanishForm(foldText(word)) &&
      !isSpanishNoun(word, next)
    ) {
      present += 1;
    } else if (english?.kind === 'past' && foldText(word) !== english.base) {
      past += 1;
    }
  }
  if (past >= 2 && present === 0) return 'ended';
  if (present >= 1 && past === 0) return 'current';
  return null;
}

/**
 * For each entry of a list, the tense its place says when its own dates cannot: in a list written
 * newest first (the dated entries' starts never grow down the list), an entry without dates below
 * one that ended is older, so it ended too. Null for every other entry, and for every entry of a
 * list not ordered that way.
 *
 * @example tensesFromOrder([{ dates: ended2021 }, { dates: null }, { dates: ended2018 }]) // [null, 'ended', null]
 */
export function tensesFromOrder(
  entries: readonly { readonly dates: DateRange | null }[],
): (EntryTense | null)[] {
  const starts = entries
    .map((entry) => entry.dates?.start ?? null)
    .filter((start) => start !== null)
    .map((start) => start.year * 12 + (start.month ?? 1));
  const newestFirst =
    starts.length >= 2 &&
    starts.every((start, index) => index === 0 || start <= (starts[index - 1] ?? start)) &&
    (starts.at(-1) ?? 0) < (starts[0] ?? 0);
  let endedAbove = false;
  return entries.map((entry) => {
    const own = entryTense(entry.dates);
    if (own === 'ended') endedAbove = true;
    return newestFirst && own === null && entry.dates === null && endedAbove ? 'ended' : null;
  });
}
