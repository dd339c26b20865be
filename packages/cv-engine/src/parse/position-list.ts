// Several positions at one employer on one line (issue 12): "Banco Wasi: Cajera (2015-2017),
// Asesora de ventas (2017-2021)", or under the employer's name, "Analista (2019-2020) ·
// Asistente (2017-2019)". Each is a position of its own, as the corpus counts them.
import type { DateRange } from '../model/cv-document';
import { findDateRange } from './dates';

export type ListedPosition = { readonly title: string; readonly dates: DateRange };

/**
 * The positions a line lists, each a role with its dates in brackets, two or more, separated by
 * commas, semicolons, bars or dots; with the employer before a colon when the line names it.
 * Null for any other line.
 *
 * @example
 * readPositionList('Banco Wasi: Cajera (2015-2017), Asesora (2017-2021)')?.employer; // 'Banco Wasi'
 */
export function readPositionList(
  text: string,
): { readonly employer: string | null; readonly positions: readonly ListedPosition[] } | null {
  const colon = /^([^():]{3,80}?)\s*:\s+(?=\S)/u.exec(text);
  const list = colon ? text.slice(colon[0].length) : text;
  const items = splitOutsideBrackets(list.replace(/[.\s]+$/u, ''));
  if (items.length < 2) return null;
  const positions: ListedPosition[] = [];
  for (const item of items) {
    const match = /^(\p{Lu}[^()]{1,80}?)\s*\(([^()]+)\)$/u.exec(item);
    const inside = match?.[2] ?? '';
    const dates = findDateRange(inside);
    // The brackets hold the dates and nothing else of note ("2015-2017", "2019 – 2 años").
    if (!match?.[1] || !dates || dates.index > 1 || inside.length - dates.length > 12) return null;
    if (match[1].split(/\s+/u).length > 8) return null;
    positions.push({ title: match[1], dates: dates.range });
  }
  return { employer: colon?.[1]?.trim() ?? null, positions };
}

/** The items of a list, split at commas, semicolons, bars and middle dots outside brackets. */
function splitOutsideBrackets(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === '(') depth += 1;
    else if (character === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && /[,;|·•]/u.test(character ?? '')) {
      items.push(text.slice(start, index).trim());
      start = index + 1;
    }
  }
  items.push(text.slice(start).trim());
  return items.filter((item) => item !== '');
}
