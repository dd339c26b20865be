// A light stemmer for folded Spanish and English words (issue 3, stage 5: "stems"). It only has to
// give the same stem to the forms a posting and a CV use for one idea — "contables"/"contable",
// "gestión"/"gestionar", "planificación"/"planificar" — not to be linguistically right.

// Checked after the plural "s" is gone, longest first; each needs a stem of at least `minimumStem` letters left so short words survive.
const derivationSuffixes = [
  { suffix: 'acione', minimumStem: 4 },
  { suffix: 'acion', minimumStem: 4 },
  { suffix: 'amiento', minimumStem: 4 },
  { suffix: 'imiento', minimumStem: 4 },
  { suffix: 'ativo', minimumStem: 4 },
  { suffix: 'ativa', minimumStem: 4 },
  { suffix: 'ando', minimumStem: 4 },
  { suffix: 'iendo', minimumStem: 4 },
  { suffix: 'ado', minimumStem: 5 },
  { suffix: 'ada', minimumStem: 5 },
  { suffix: 'ing', minimumStem: 4 },
  { suffix: 'ar', minimumStem: 4 },
  { suffix: 'er', minimumStem: 4 },
  { suffix: 'ir', minimumStem: 4 },
  { suffix: 'ed', minimumStem: 4 },
] as const;

/**
 * Returns the light stem of a folded (lower-case, accentless) word.
 *
 * @example
 * stemWord('contables') === stemWord('contable'); // true
 * stemWord('gestionar') === stemWord('gestion'); // true
 */
export function stemWord(folded: string): string {
  // Tool names ("asp.net", "c++") and numbers are matched as written.
  if (folded.length <= 3 || /[^a-zñ]/u.test(folded)) return folded;
  let word = folded;
  // Plurals: "gestiones" → "gestione", "sistemas" → "sistema"; not "análisis", "síntesis", "business".
  if (word.endsWith('s') && !/(?:is|ss|us)$/u.test(word)) word = word.slice(0, -1);
  for (const { suffix, minimumStem } of derivationSuffixes) {
    if (word.endsWith(suffix) && word.length - suffix.length >= minimumStem) {
      word = word.slice(0, -suffix.length);
      break;
    }
  }
  // Final vowel, so that singular and plural and both genders meet: "contable"/"contabl",
  // "sistema"/"sistem", "publico"/"publica".
  if (word.length > 4 && /[aeo]$/u.test(word)) word = word.slice(0, -1);
  return word;
}
