// Words cut at a line end ("princi- pales"), left with a hyphen and a space when the source's
// lines were joined (issue 13, item 2: "joined hyphenation"). Only a break that looks like a line
// break is joined: two lower-case halves around "- ". Real compounds ("teórico-práctico",
// "e-commerce") have no space and are never touched; a spaced one is kept when the CV shows it is
// two words.
import { foldText } from './fold-text';
import type { WordEvidence } from './word-evidence';

// English hyphenates at a suffix ("manage- ment", "develop- ing"); a compound's second half is a
// word ("data- driven"), so English joins only at these.
const englishSuffix =
  /^(?:ment|ments|tion|tions|sion|sions|ing|ings|ed|ity|ities|ance|ances|ence|ences|ive|ives|able|ible|al|ally|ly|er|ers|or|ors|ness|ure|ures|ism|ist|ists|ology|ize|ise|ized|ised|ization|isation|ful|less|ous|ent|ents|ant|ants|ency|ancy|ic|ical|ics|ation|ations)$/u;

/**
 * Joins the words a line end cut in two.
 *
 * @example joinHyphenation('Elaboré los princi- pales reportes', 'es', new Map()) // 'Elaboré los principales reportes'
 * @example joinHyphenation('Curso teórico- práctico', 'es', new Map()) // unchanged: two accents, two words
 */
export function joinHyphenation(text: string, language: 'es' | 'en', words: WordEvidence): string {
  // A soft hyphen (U+00AD) is only a hint where a word may break: it never belongs in the text.
  const withoutSoftHyphens = text.replace(/(?<=\p{L})\u00AD\s*(?=\p{L})/gu, '');
  return withoutSoftHyphens.replace(
    /(?<![\p{L}\-\u2010])(\p{Ll}{2,})[-\u2010]\s+(\p{Ll}{2,})(?![\p{L}\-\u2010])/gu,
    (whole, first: string, second: string) => {
      const joined = `${first}${second}`;
      if (words.has(foldText(joined))) return joined;
      if (words.has(foldText(`${first}-${second}`))) return whole;
      if (language === 'en') return englishSuffix.test(second) ? joined : whole;
      // A Spanish word carries at most one written accent: two mean two words.
      const accented = /[áéíóú]/u;
      if (accented.test(first) && accented.test(second)) return whole;
      if (words.has(foldText(first)) && words.has(foldText(second))) return whole;
      return joined;
    },
  );
}
