// Sentence capitalisation shared by optimise and tailor (issue 3, stage 4: "consistent
// capitalisation"): only the first letter changes, so acronyms and names inside stay as written.

/**
 * Upper-cases the first letter of `text` (after any leading spaces or punctuation).
 *
 * @example capitaliseFirstLetter('gestioné la caja chica') // 'Gestioné la caja chica'
 */
export function capitaliseFirstLetter(text: string): string {
  return text.replace(/\p{L}/u, (letter) => letter.toLocaleUpperCase('es'));
}
