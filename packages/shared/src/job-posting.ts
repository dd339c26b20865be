// A job posting long enough to tailor a CV to (issue 13, item 5): "Analista" alone names a role but
// no skill, so there is nothing to match and the credit would buy nothing. The web form says so
// before upload, and the server refuses it before any credit is reserved; the engine keeps the
// same limit of its own for callers that skip the server.

/** Fewer words than this is a title, not a posting: functions, requirements and knowledge. */
export const minJobDescriptionWords = 20;

/**
 * The posting's words as a reader counts them: runs separated by spaces that hold a letter (a bare
 * number or a dash is not a word).
 *
 * @example countJobDescriptionWords('Analista de presupuesto - 2 vacantes') // 4
 */
export function countJobDescriptionWords(text: string): number {
  return text.split(/\s+/u).filter((word) => /\p{L}/u.test(word)).length;
}

/** True when the posting is too short to tailor to (an empty one is "missing", not short). */
export function isJobDescriptionTooShort(text: string): boolean {
  const words = countJobDescriptionWords(text);
  return words > 0 && words < minJobDescriptionWords;
}
