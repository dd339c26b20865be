// Text a CV template ships for the owner to replace, left in by mistake: a run of x's where the
// hobbies go, "Lorem ipsum", a bracketed instruction ("[Escribe aquí tu cargo]"). It stays in the
// CV (nothing is removed silently) and the owner is told, since a recruiter would see it.

/** A word of four or more x's ("xxxxxxxx", "XXXX"): a blank to fill in. */
const fillInBlankPattern = /(?:^|[^\p{L}])(?:x{4,}|X{4,})(?![\p{L}])/u;
/** The Latin filler text of design templates. */
const fillerTextPattern = /\blorem ipsum\b|\bdolor sit amet\b|\bconsectetur adipiscing\b/iu;
/** A bracketed instruction to the template's user ("[Escribe tu cargo]", "[Your title]"). */
const bracketedInstructionPattern =
  /\[\s*(?:escrib|ingres|agreg|añad|inserta|coloca|complet|tu |su |nombre de|fecha de|your |enter |add |type |insert )[^\]]{0,80}\]/iu;

/**
 * The lines that still hold a template's text to replace.
 *
 * @example
 * findTemplatePlaceholders(['Hobbies: xxxxxxxx', 'Lectura y ajedrez']); // ['Hobbies: xxxxxxxx']
 */
export function findTemplatePlaceholders(texts: readonly string[]): string[] {
  return texts.filter(
    (text) =>
      fillInBlankPattern.test(text) ||
      fillerTextPattern.test(text) ||
      bracketedInstructionPattern.test(text),
  );
}
