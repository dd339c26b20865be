// The words a date range writes besides its figures, in folded text: month names, the words for
// "to the present" and the joiners between its ends. A text made of these says only when
// something happened; any other word ("Promoción", "Titulada", "(2 años)") says more.
import { monthNumbers } from './month-names';
import { presentPhrases } from './present-words';

const dateWordPattern = new RegExp(
  String.raw`^(?:${[
    ...Object.keys(monthNumbers),
    ...presentPhrases.flatMap((phrase) => phrase.split(' ')),
  ].join('|')}|de|del|a|al|desde|hasta|y|e|el|la|from|to|since|until|till|and|the)$`,
  'u',
);

/**
 * Whether a folded word is one a date range writes ("marzo", "actualidad", "al").
 *
 * @example isDateWord('set') // true
 * @example isDateWord('promocion') // false
 */
export function isDateWord(folded: string): boolean {
  return dateWordPattern.test(folded);
}
