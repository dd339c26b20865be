// The document's main language (issue 3, stage 2): Spanish or English, by common words.
import { foldText } from '../language/fold-text';

const spanishWords = new Set([
  'de',
  'la',
  'el',
  'en',
  'y',
  'los',
  'las',
  'del',
  'para',
  'con',
  'por',
  'una',
  'un',
  'que',
  'experiencia',
  'educacion',
  'universidad',
  'habilidades',
  'idiomas',
  'actualidad',
  'gestion',
  'al',
  'como',
  'se',
  'su',
  'mas',
  'sobre',
  'desarrollo',
  'empresa',
]);
const englishWords = new Set([
  'the',
  'and',
  'of',
  'to',
  'in',
  'for',
  'with',
  'on',
  'an',
  'by',
  'at',
  'from',
  'as',
  'experience',
  'education',
  'university',
  'skills',
  'languages',
  'present',
  'management',
  'is',
  'our',
  'team',
  'development',
  'company',
  'using',
]);

/**
 * Tells whether a text is mainly Spanish or English (Spanish when unsure: es-PE product).
 *
 * @example
 * detectLanguage('Experiencia laboral en la empresa'); // 'es'
 */
export function detectLanguage(text: string): 'es' | 'en' {
  let spanish = 0;
  let english = 0;
  for (const word of foldText(text).split(/[^a-z]+/)) {
    if (spanishWords.has(word)) spanish += 1;
    if (englishWords.has(word)) english += 1;
  }
  return english > spanish * 1.2 ? 'en' : 'es';
}
