// First person in a CV (issue 3, stage 3: bullets "in first person"). A CV speaks without "yo",
// "mi" or "me": a recruiter reads "Coordiné los despachos", not "Yo me encargué de coordinar".
// Verbs conjugated in the first person without a pronoun ("Coordiné") are the norm and allowed.
import { foldText } from '../language/fold-text';

// Folded. Spanish: pronouns, possessives and the first-person forms of ser/estar/tener/buscar
// that open so many summaries ("Soy una persona proactiva…", "Tengo 5 años…").
const spanishFirstPerson = new Set([
  'yo',
  'mi',
  'mis',
  'me',
  'conmigo',
  'soy',
  'estoy',
  'tengo',
  'busco',
  // The plural speaks for a team but still in the first person ("Nosotros implementamos…",
  // "nuestros clientes").
  'nosotros',
  'nosotras',
  'nuestro',
  'nuestra',
  'nuestros',
  'nuestras',
]);
const englishFirstPerson = new Set(['my', 'me', 'myself', 'we', 'our', 'ours', 'ourselves']);
// "mine" is the pronoun only where a pronoun stands ("a project of mine", "Mine was…"); elsewhere it
// is the noun of a mining CV ("mine plans", "an open-pit mine").
const englishMinePronoun = /(?:^|\b(?:of|is|was|are|were)\s+)$/iu;

/**
 * The first-person words of `text` as written, in order (empty when there are none).
 *
 * @example findFirstPersonWords('Me encargué de mi equipo', 'es') // ['Me', 'mi']
 * @example findFirstPersonWords('I led my team', 'en') // ['I', 'my']
 */
export function findFirstPersonWords(text: string, language: 'es' | 'en'): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/[\p{L}']+/gu)) {
    const word = match[0];
    const folded = foldText(word);
    if (language === 'es' ? spanishFirstPerson.has(folded) : englishFirstPerson.has(folded)) {
      found.push(word);
    } else if (language === 'en' && folded === 'mine') {
      if (englishMinePronoun.test(text.slice(0, match.index).trimStart())) found.push(word);
    } else if (language === 'en' && /^I(?:'m|'ve|'d|'ll)?$/u.test(word)) {
      // "I" only as a pronoun, not a Roman numeral ("Accounting I"): first word or after a stop.
      if (/^\W*$|[.!?;:]\s*$/u.test(text.slice(0, match.index))) found.push(word);
    }
  }
  return found;
}
