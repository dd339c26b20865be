// Words of a text with their places in it, accent- and case-folded, so keywords found in folded
// text can be cut back out of the original (tailor shows the CV's own spelling, never the posting's).
import { foldText } from './fold-text';
import { stemWord } from './stem-word';

export type TextToken = {
  /** Lower-cased, without accents: "gestión" → "gestion". */
  readonly folded: string;
  /** The light stem used for matching: "contables" → "contabl". */
  readonly stem: string;
  /** Offsets of the word in the original text. */
  readonly start: number;
  readonly end: number;
};

// Letters and digits, keeping tool names whole: "asp.net", "invierte.pe", "c++", "c#", "node.js".
const wordPattern = /[\p{L}\p{N}]+(?:[.+#][\p{L}\p{N}]+)*[+#]*/gu;

/**
 * Splits `text` into folded, stemmed words with their offsets in `text`.
 *
 * @example
 * tokeniseText('Gestión de Proyectos').map((token) => token.stem); // ['gestion', 'de', 'proyect']
 */
export function tokeniseText(text: string): readonly TextToken[] {
  const cached = tokenCache.get(text);
  if (cached !== undefined) return cached;
  const tokens = tokeniseUncached(text);
  // Analyse, optimise and tailor look at the same CV texts several times in one request; a small
  // memo keeps that to one tokenisation each. Cleared wholesale so memory stays bounded.
  if (tokenCache.size >= maximumCachedTexts) tokenCache.clear();
  tokenCache.set(text, tokens);
  return tokens;
}

const maximumCachedTexts = 4096;
const tokenCache = new Map<string, readonly TextToken[]>();

function tokeniseUncached(text: string): readonly TextToken[] {
  const folded = foldText(text);
  const tokens: TextToken[] = [];
  for (const match of folded.matchAll(wordPattern)) {
    const word = match[0];
    tokens.push({
      folded: word,
      stem: stemWord(word),
      start: match.index,
      end: match.index + word.length,
    });
  }
  return tokens;
}
