// A header line set in two weights with no separator between them ("Jefe de Logística" bold,
// then "Banco del Sur" plain): a person reads two fields where the weight changes (issue 12).

/** Each part opens like a name, not a label or a sentence's middle. */
const namePattern = /^[\p{Lu}\d][^:;]*$/u;

/**
 * The line's two parts when its words change weight once (bold then plain, or the other way
 * round), both opening with a capital; null for one weight, for more changes (a bold word inside
 * a sentence) and where the first part is a label ("Teléfono:"). `joinText` writes the first
 * part's runs as the line's text does, so the line can be cut where that part ends.
 *
 * @example
 * readWeightParts([bold('Analista'), plain('Banco Sur')], 'Analista Banco Sur', join);
 * // ['Analista', 'Banco Sur']
 */
export function readWeightParts<Run extends { readonly text: string; readonly bold: boolean }>(
  runs: readonly Run[],
  text: string,
  joinText: (runs: readonly Run[]) => string,
): [string, string] | null {
  const words = runs.filter((run) => run.text.trim().length > 0);
  const breakAt = words.findIndex((run, index) => index > 0 && run.bold !== words[0]?.bold);
  if (breakAt <= 0 || words.slice(breakAt).some((run) => run.bold !== words[breakAt]?.bold))
    return null;
  const first = joinText(words.slice(0, breakAt)).trim();
  if (first.length === 0 || !text.startsWith(first)) return null;
  const second = text.slice(first.length).trim();
  return namePattern.test(first) && namePattern.test(second) && /\p{L}{2}/u.test(second)
    ? [first, second]
    : null;
}

/**
 * The line opens with a whole field set in bold, then plain text after a separator or a capital
 * ("Banco Sur" bold, then "| Lima, Perú" or "Remoto (Bogotá)" plain at the right margin): a
 * person sees a bold name, however long the plain rest runs. False for a line of one weight, one
 * that opens plain, and a bold label ("Logros:").
 *
 * @example
 * readsBoldLead([bold('Banco Sur'), plain('Lima, Perú')], 'Banco Sur | Lima, Perú', join); // true
 */
export function readsBoldLead<Run extends { readonly text: string; readonly bold: boolean }>(
  runs: readonly Run[],
  text: string,
  joinText: (runs: readonly Run[]) => string,
): boolean {
  const words = runs.filter((run) => run.text.trim().length > 0);
  const breakAt = words.findIndex((run) => !run.bold);
  if (breakAt <= 0) return false;
  const first = joinText(words.slice(0, breakAt)).trim();
  return (
    first.length > 0 &&
    text.startsWith(first) &&
    namePattern.test(first) &&
    /\p{L}{2}/u.test(first) &&
    /^\s*[|•·–—]\s|^\s+[\p{Lu}(]/u.test(text.slice(first.length))
  );
}
