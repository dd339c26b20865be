// A line written wholly in brackets: a note beside the text, not a field of it.

/**
 * Whether the whole text is one note in brackets, a closing full stop allowed: a form's
 * instruction ("(Consignar del grado más reciente al más antiguo.)") or an aside
 * ("(Con carácter de declaración jurada)").
 *
 * @example isBracketedNote('(Marcar con X el nivel alcanzado.)') // true
 * @example isBracketedNote('Inglés (avanzado)') // false
 */
export function isBracketedNote(text: string): boolean {
  return /^\([^()]+\)\.?$/u.test(text.trim());
}
