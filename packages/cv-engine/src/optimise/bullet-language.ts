// The language of one bullet (issue 13, item 2: rewrites in Spanish and English). Peruvian CVs
// mix them: an English CV keeps a duty copied from a Spanish one ("Mantenimiento preventivo y
// correctivo"), a Spanish CV a line from an English job ("Development of the billing API").
// Rewriting such a line with the document's language leaves it as written at best; its own
// function words say which language it speaks.
import { foldText } from '../language/fold-text';

// Function words only one of the two languages has ("a" and "en"/"in" look alike: left out).
const markers = {
  es: new Set(['de', 'del', 'el', 'la', 'las', 'los', 'y', 'con', 'para', 'por', 'al', 'una']),
  en: new Set(['the', 'of', 'and', 'with', 'for', 'to', 'on', 'an', 'at', 'by', 'from']),
} as const;

/**
 * The bullet's language: the other one when the bullet has function words of the other language
 * and none of the document's; else the document's (a short line without them says nothing).
 *
 * @example detectBulletLanguage('Mantenimiento preventivo y correctivo de equipos', 'en') // 'es'
 * @example detectBulletLanguage('Managed SAP', 'es') // 'es'
 */
export function detectBulletLanguage(bullet: string, documentLanguage: 'es' | 'en'): 'es' | 'en' {
  const other = documentLanguage === 'es' ? 'en' : 'es';
  const words = foldText(bullet).match(/\p{L}+/gu) ?? [];
  const count = (language: 'es' | 'en') =>
    words.filter((word) => markers[language].has(word)).length;
  return count(documentLanguage) === 0 && count(other) > 0 ? other : documentLanguage;
}
