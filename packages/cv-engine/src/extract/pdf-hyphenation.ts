// Words hyphenated at a line end ("princi-" / "pales"): a person reads one word (issue 12).

/**
 * A line that ends in a word broken by a hyphen: a last token of letters only, then the hyphen
 * (a wrapped address keeps its hyphen: "linkedin.com/in/ana-" + "torres").
 */
const brokenWordEndPattern = /(?:^|[\s(])\p{L}+-$/u;
/** The next line continues the word when it starts with a lower-case letter. */
const continuationStartPattern = /^\p{Ll}/u;

/**
 * Whether a line ending in `text` and the next line starting with `next` split one word: the
 * hyphen ends the line after a letter, and the next line goes on in lower case ("2014-" then
 * "Actualidad" is a date range, not a broken word).
 */
export function isBrokenWord(text: string, next: string): boolean {
  return (
    brokenWordEndPattern.test(text.trimEnd()) && continuationStartPattern.test(next.trimStart())
  );
}

/** A compound name goes on after its hyphen with a capital ("Aix-" / "Marseille"). */
const compoundStartPattern = /^\p{Lu}/u;

/**
 * Whether a line ending in `text` and the next line starting with `next` split a hyphenated
 * compound at its own hyphen ("Chiclayo-" / "Pátapo", "Aix-" / "Marseille"): one name, whose
 * hyphen stays and takes no space.
 */
export function isBrokenCompound(text: string, next: string): boolean {
  return brokenWordEndPattern.test(text.trimEnd()) && compoundStartPattern.test(next.trimStart());
}

/**
 * Joins a wrapped line to the text before it: the broken word's hyphen is dropped, a compound's
 * hyphen is kept without a space, else one space separates them.
 *
 * @example
 * joinWrappedText('Lenguajes de programa-', 'ción'); // 'Lenguajes de programación'
 * joinWrappedText('Sede Aix-', 'Marseille'); // 'Sede Aix-Marseille'
 */
export function joinWrappedText(text: string, next: string): string {
  if (isBrokenWord(text, next)) return `${text.trimEnd().slice(0, -1)}${next.trimStart()}`;
  if (isBrokenCompound(text, next)) return `${text.trimEnd()}${next.trimStart()}`;
  return `${text.trimEnd()} ${next.trimStart()}`;
}
