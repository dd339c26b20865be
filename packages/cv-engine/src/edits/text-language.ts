// Whether a text that should now be English is still Spanish (issue 7, fact guard: a translation
// that left a field in Spanish is not a translation). A cheap count of function words each
// language cannot do without; short texts say too little and are never judged.
import { foldText } from '../language/fold-text';

/** Fewer words than this ("Excel avanzado", "Inglés — Intermedio") are never judged. */
const minimumWords = 4;

// Words that are function words in one language and not words at all in the other ("a" and "no"
// are both, so they count for neither).
const spanishFunctionWords = new Set(
  `de del la las el los y en para con por una un unos unas que se su sus al como mas sobre entre
desde hasta durante mediante segun cada este esta estos estas tambien lo le les mi mis muy pero`.split(
    /\s+/u,
  ),
);
const englishFunctionWords = new Set(
  `the and of to in for with on an by at from as into through during across per its their this
these those was were is are be been has have had which that also while over under`.split(/\s+/u),
);

/**
 * True when `text` reads as Spanish: at least two Spanish function words and more of them than
 * English ones. `properNames` (organisations, institutions, places) are left out first: "Banco de
 * Crédito del Perú" inside an English sentence stays as written.
 *
 * @example looksSpanish('Elaboré los estados financieros de 3 empresas del grupo') // true
 * @example looksSpanish('Prepared the monthly financial statements for Banco de Crédito del Perú', ['Banco de Crédito del Perú']) // false
 */
export function looksSpanish(text: string, properNames: readonly string[] = []): boolean {
  let folded = foldText(text);
  for (const name of properNames) {
    const foldedName = foldText(name).trim();
    if (foldedName.length >= 3) folded = folded.replaceAll(foldedName, ' ');
  }
  const words = folded.split(/[^a-zñ]+/u).filter((word) => word !== '');
  if (words.length < minimumWords) return false;
  const spanish = words.filter((word) => spanishFunctionWords.has(word)).length;
  const english = words.filter((word) => englishFunctionWords.has(word)).length;
  return spanish >= 2 && spanish > english;
}
