// Text helpers the interview's brief, feedback and LLM guard share: Spanish text folded for
// comparison (accents and case ignored) with every character kept in place, so a match found in
// the folded text can be quoted from the original as it was said.

/**
 * Lower case without accents, one character for one character ("Implementé" → "implemente"), so
 * positions in the folded text are positions in the original.
 *
 * @example foldText('Logré el 20 % más') // 'logre el 20 % mas'
 */
export function foldText(text: string): string {
  let folded = '';
  for (const character of text) {
    const plain = character.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    folded += plain.length === character.length ? plain : character;
  }
  return folded;
}

const wordPattern = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** The words of a text (letters or digits), in order. */
export function listWords(text: string): string[] {
  return text.match(wordPattern) ?? [];
}

export function countWords(text: string): number {
  return listWords(text).length;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Where a term occurs in a text as whole words, accents and case ignored, a plural allowed
 * ("Excel" in "usé excels", "SQL" in "sql"; not "SQL" in "sqlite"); the original's span or null.
 *
 * @example findTerm('Usé Power BI a diario', 'power bi') // 'Power BI'
 */
export function findTerm(text: string, term: string): string | null {
  const foldedTerm = foldText(term.trim());
  if (foldedTerm === '') return null;
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])${escapeRegExp(foldedTerm).replace(/\s+/g, '\\s+')}(?:e?s)?(?![\\p{L}\\p{N}])`,
    'u',
  );
  const match = pattern.exec(foldText(text));
  return match ? text.slice(match.index, match.index + match[0].length) : null;
}

/** Whether `part` appears in `text`, accents, case and runs of spaces ignored. */
export function containsFolded(text: string, part: string): boolean {
  const squeeze = (value: string) => foldText(value).replace(/\s+/g, ' ').trim();
  const needle = squeeze(part);
  return needle !== '' && squeeze(text).includes(needle);
}

/** Cuts a text to at most `maximum` characters at a word boundary, with an ellipsis. */
export function shortenText(text: string, maximum: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maximum) return clean;
  const cut = clean.slice(0, maximum - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > maximum / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/u, '')}…`;
}

/** Spanish words that carry no topic: never a term to look for in an answer. */
export const spanishFunctionWords: ReadonlySet<string> = new Set(
  (
    'a al ante bajo con contra de del desde durante en entre hacia hasta mediante para por segun ' +
    'sin sobre tras y e o u ni que el la los las lo un una unos unas mi mis tu tus su sus este ' +
    'esta estos estas ese esa como mas muy se es son ser para etc of the and for in to with'
  ).split(' '),
);
