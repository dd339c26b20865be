// Text set in small capitals (Word's "Small caps"): the lower-case letters show as small
// capitals, the capitals as big ones. Read as it looks (corpus README): a run typed without a
// capital shows all in capitals ("experiencia laboral" → "EXPERIENCIA LABORAL"); one with its
// capitals typed shows them bigger, in the mixed case it was typed ("Experiencia laboral").

/**
 * The displayed form of a run of small capitals.
 *
 * @example
 * showSmallCapitals('experiencia laboral'); // 'EXPERIENCIA LABORAL'
 * showSmallCapitals('Experiencia laboral'); // 'Experiencia laboral'
 */
export function showSmallCapitals(text: string): string {
  return /\p{Lu}/u.test(text) ? text : text.toLocaleUpperCase('es');
}
