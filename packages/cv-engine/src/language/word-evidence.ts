// What a CV itself says about how its words are spelled (issue 13, item 2): a word the CV writes in
// lower case somewhere is an ordinary word, so an ALL-CAPS bullet can be put in sentence case
// without lowering an acronym, and "princi- pales" can be joined when "principales" is written
// elsewhere. The CV is the only dictionary the engine trusts for its own words.
import { foldText } from './fold-text';

/** Folded word → how the CV spells it inside mixed-case text ("lima" → "Lima", "caja" → "caja"). */
export type WordEvidence = ReadonlyMap<string, string>;

/**
 * Collects the spellings of the words of `texts`, skipping all-caps texts (they say nothing about
 * case). A lower-case spelling wins; a sentence's first word counts in lower case.
 *
 * @example collectWordEvidence(['Atendí a clientes en Lima']).get('lima') // 'Lima'
 */
export function collectWordEvidence(texts: readonly string[]): WordEvidence {
  const evidence = new Map<string, string>();
  // A word seen only at the start of a text ("Elaboración de…") is an ordinary word in its lower
  // case unless the CV also writes it capitalised inside a sentence (a name: "Lima").
  const atStart = new Map<string, string>();
  for (const text of texts) {
    if (!/\p{Ll}/u.test(text)) continue;
    let first = true;
    for (const match of text.matchAll(/\p{L}+/gu)) {
      const word = match[0];
      const sentenceStart = first || /[.:;!?]\s*$/u.test(text.slice(0, match.index));
      first = false;
      if (word.length < 2) continue;
      const key = foldText(word);
      if (sentenceStart) {
        if (/^\p{Lu}?\p{Ll}+$/u.test(word)) atStart.set(key, word.toLocaleLowerCase('es'));
        continue;
      }
      // An all-caps word inside mixed text is an acronym as the CV writes it ("SQL", "BCP").
      const known = evidence.get(key);
      if (known === undefined || word === word.toLocaleLowerCase('es')) evidence.set(key, word);
    }
  }
  for (const [key, word] of atStart) if (!evidence.has(key)) evidence.set(key, word);
  return evidence;
}
