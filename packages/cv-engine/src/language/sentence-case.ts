// ALL-CAPS bullets read as shouting and are harder to scan (issue 13, item 2: "one capitalisation
// style"). Lowering them is only safe when every word is known to be an ordinary word: the CV
// writes it in lower case elsewhere, or it is a function word. An acronym (no vowel: "RRHH",
// "SQL") stays in capitals; any other unknown word ("SUNAT"?) leaves the bullet as written.
import { foldText } from './fold-text';
import { functionWords } from './stop-words';
import type { WordEvidence } from './word-evidence';

/**
 * The bullet in sentence case, or null when it is not all caps or a word cannot be lowered safely.
 *
 * @example toSentenceCase('ATENCIÓN A CLIENTES EN CAJA', new Map([['atencion', 'atención'], ['clientes', 'clientes'], ['caja', 'caja']])) // 'Atención a clientes en caja'
 */
export function toSentenceCase(text: string, words: WordEvidence): string | null {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length < 8 || /\p{Ll}/u.test(text)) return null;
  let safe = true;
  const lowered = text.replace(/\p{L}+/gu, (word) => {
    const folded = foldText(word);
    if (functionWords.has(folded) && folded !== 'i') return word.toLocaleLowerCase('es');
    if (!/[AEIOUÁÉÍÓÚ]/u.test(word) || word.length === 1) return word;
    const spelled = words.get(folded);
    if (spelled !== undefined) {
      const lower = word.toLocaleLowerCase('es');
      // Same letters, other accents ("CUADRE" and "cuadré"): another word, or caps written
      // without tildes. Either way the bullet's own letters stay.
      if (
        spelled.toLocaleLowerCase('es') === lower ||
        spelled === spelled.toLocaleLowerCase('es')
      ) {
        return spelled.toLocaleLowerCase('es') === lower ? spelled : lower;
      }
      return lower.replace(/^\p{L}/u, (letter) => letter.toLocaleUpperCase('es'));
    }
    safe = false;
    return word;
  });
  if (!safe) return null;
  return lowered.replace(/\p{L}/u, (letter) => letter.toLocaleUpperCase('es'));
}
