// Safe rewrites of a bullet's opening (issue 3, stage 4: "bullets starting with an action verb and
// without first person where a safe rewrite exists"). Only fixed patterns are rewritten, with verbs
// conjugated from a table; anything else is left exactly as written. No word is added except the
// conjugated verb and "Responsable", so no fact can appear (PRODUCT.md §4).
import { conjugateVerb, nominalisedVerbs, type VerbTense } from '../vocabulary/action-verbs';
import { foldText } from '../language/fold-text';
import { capitaliseFirstLetter } from '../language/capitalise-text';

// "Me encargué de…", "Estuve a cargo de…": the tense of the opening decides the verb's tense.
const delegationOpenings: readonly { readonly pattern: RegExp; readonly tense: VerbTense }[] = [
  {
    pattern:
      /^(?:me\s+encargue|me\s+ocupe|estuve\s+encargad[oa]|fui\s+encargad[oa]|estuve\s+a\s+cargo)\s+(del?)\s+/u,
    tense: 'preterite',
  },
  {
    pattern:
      /^(?:me\s+encargaba|me\s+ocupaba|estaba\s+encargad[oa]|estaba\s+a\s+cargo)\s+(del?)\s+/u,
    tense: 'imperfect',
  },
  {
    pattern: /^(?:me\s+encargo|me\s+ocupo|estoy\s+encargad[oa]|estoy\s+a\s+cargo)\s+(del?)\s+/u,
    tense: 'present',
  },
];

// "Mi función era registrar…": rewritten only when a verb of the table follows.
const dutyOpenings: readonly { readonly pattern: RegExp; readonly tense: VerbTense }[] = [
  {
    pattern:
      /^mis?\s+(?:funcion|labor|tarea|responsabilidad)(?:es)?\s+(?:era|eran|consistia\s+en)\s+/u,
    tense: 'imperfect',
  },
  {
    pattern: /^mis?\s+(?:funcion|labor|tarea|responsabilidad)(?:es)?\s+(?:fue|fueron)\s+/u,
    tense: 'preterite',
  },
  {
    pattern:
      /^mis?\s+(?:funcion|labor|tarea|responsabilidad)(?:es)?\s+(?:es|son|consiste\s+en)\s+/u,
    tense: 'present',
  },
];

const responsibleOpening = /^(?:fui|era|soy|he\s+sido)\s+(?:el\s+|la\s+)?responsable\s+(del?)\s+/u;
const englishResponsibleOpening = /^i\s+(?:was|am|have\s+been)\s+responsible\s+for\s+/u;
const englishPronounOpening = /^i\s+(?!am\b|was\b|have\b|had\b|will\b|would\b)(?=\p{L})/u;

/**
 * Rewrites a first-person opening into an action verb when a safe pattern applies, and capitalises
 * the first letter; otherwise returns the bullet as it was (capitalised).
 *
 * @example rewriteBullet('Me encargué de coordinar los despachos.', 'es') // 'Coordiné los despachos.'
 * @example rewriteBullet('Fui responsable de la flota.', 'es') // 'Responsable de la flota.'
 * @example rewriteBullet('I managed the store', 'en') // 'Managed the store'
 */
export function rewriteBullet(bullet: string, language: 'es' | 'en'): string {
  const text = bullet.trim();
  return capitaliseFirstLetter(
    language === 'es' ? rewriteSpanishOpening(text) : rewriteEnglishOpening(text),
  );
}

function rewriteSpanishOpening(bullet: string): string {
  // foldText keeps one character per character, so lengths matched on the folded text cut the
  // original text at the same place.
  let text = bullet;
  const pronoun = /^yo\s+/u.exec(foldText(text));
  if (pronoun) text = text.slice(pronoun[0].length);
  const folded = foldText(text);

  const responsible = responsibleOpening.exec(folded);
  if (responsible) return `Responsable ${responsible[1]} ${text.slice(responsible[0].length)}`;

  for (const { pattern, tense } of delegationOpenings) {
    const match = pattern.exec(folded);
    if (!match) continue;
    const rest = text.slice(match[0].length);
    return rewriteDuty(rest, tense) ?? `Responsable ${match[1]} ${rest}`;
  }
  for (const { pattern, tense } of dutyOpenings) {
    const match = pattern.exec(folded);
    if (!match) continue;
    return rewriteDuty(text.slice(match[0].length), tense) ?? text;
  }
  return text;
}

/**
 * "coordinar los despachos" → "coordiné los despachos"; "la elaboración de los reportes" →
 * "elaboré los reportes"; null when the duty does not start with a verb or noun of the table.
 */
function rewriteDuty(duty: string, tense: VerbTense): string | null {
  const folded = foldText(duty);
  const infinitive = /^(\p{L}+)(?=[\s,.;]|$)/u.exec(folded);
  if (infinitive?.[1]) {
    const verb = conjugateVerb(infinitive[1], tense);
    if (verb !== null) return `${verb}${duty.slice(infinitive[1].length)}`;
  }
  const nominal = /^(?:la|el|las|los)\s+(\p{L}+)\s+(del|de|con|en|a)\s+/u.exec(folded);
  if (nominal?.[1] && nominal[2]) {
    const noun = nominal[1].replace(/es$/u, '');
    const verbInfinitive = nominalisedVerbs[noun];
    const verb = verbInfinitive === undefined ? null : conjugateVerb(verbInfinitive, tense);
    if (verb !== null) {
      // "la gestión de proveedores" → "gestioné proveedores"; "del área" → "el área".
      const preposition =
        nominal[2] === 'de' ? '' : nominal[2] === 'del' ? 'el ' : `${nominal[2]} `;
      return `${verb} ${preposition}${duty.slice(nominal[0].length)}`;
    }
  }
  return null;
}

function rewriteEnglishOpening(bullet: string): string {
  const folded = foldText(bullet);
  const responsible = englishResponsibleOpening.exec(folded);
  if (responsible) return `Responsible for ${bullet.slice(responsible[0].length)}`;
  const pronoun = englishPronounOpening.exec(folded);
  return pronoun ? bullet.slice(pronoun[0].length) : bullet;
}
