// Safe rewrites of an English bullet's opening (issue 13, item 2): "Responsible for managing…" →
// "Managed…", "I designed…" → "Designed…", "Development of APIs" → "Developed APIs", and the
// verb in the job's tense. The same rule as the Spanish rewrites holds: only verb forms of the
// closed table in vocabulary/action-verbs.ts are added, and anything else is left as written.
import {
  conjugateEnglishVerb,
  findEnglishNominalisation,
  identifyEnglishVerb,
  type EnglishVerbTense,
} from '../vocabulary/action-verbs';
import { foldText } from '../language/fold-text';
import { isDutyLine } from '../language/duty-line';
import { capitaliseFirstLetter } from '../language/capitalise-text';
import type { EntryTense } from './bullet-tense';
import type { BulletRewriteReason } from './rewrite-bullet';

type Rewritten = { readonly text: string; readonly reasons: BulletRewriteReason[] };

const englishTenseOf: Record<EntryTense, EnglishVerbTense> = { ended: 'past', current: 'present' };

// "I designed…", "We designed…": the pronoun goes, the verb (the same for both) stays.
const englishPronounOpening =
  /^(?:i|we)\s+(?!am\b|are\b|was\b|were\b|have\b|had\b|will\b|would\b)(?=\p{L})/u;
// "I was", "I'm", "I've been": the first-person frame before a duty phrase.
const englishFirstPersonFrame = /^(?:i\s+(?:was|am|have\s+been)|i['’]m|i['’]ve\s+been)\s+/u;
const englishResponsibleOpening =
  /^(?:(?:i\s+)?(?:was|am|have\s+been)\s+|i['’]m\s+|i['’]ve\s+been\s+)?(?:responsible\s+(?:for|of)|in\s+charge\s+of|accountable\s+for|tasked\s+with)\s+/u;

// "My role was to coordinate…", "My duties included managing…": rewritten when a verb follows.
const englishDutyOpening =
  /^my\s+(?:main\s+)?(?:role|roles|duty|duties|task|tasks|responsibility|responsibilities|job)\s+(was|were|is|are|included|includes|involved|involves)\s+(?:to\s+)?/u;

export function rewriteEnglishOpening(bullet: string, entryTense: EntryTense | null): Rewritten {
  const folded = foldText(bullet);
  const reasons: BulletRewriteReason[] = [];
  const duty = englishDutyOpening.exec(folded);
  if (duty?.[1]) {
    const tense: EnglishVerbTense = /^(?:is|are|includes|involves)$/u.test(duty[1])
      ? 'present'
      : 'past';
    const rest = bullet.slice(duty[0].length);
    const first = /^\p{L}+/u.exec(rest)?.[0] ?? '';
    const verb = identifyEnglishVerb(first);
    const form =
      verb !== null && (verb.kind === 'base' || verb.kind === 'gerund')
        ? conjugateEnglishVerb(verb.base, tense)
        : null;
    // "answering phones and filing documents": every listed verb takes the tense, or none does.
    const listed =
      form === null || verb === null
        ? null
        : retenseListedEnglish(rest.slice(first.length), verb.kind, tense);
    if (form === null || listed === null) return { text: bullet, reasons };
    return {
      text: capitaliseFirstLetter(`${form}${listed}`),
      reasons: ['first-person', 'direct-verb'],
    };
  }
  const responsible = englishResponsibleOpening.exec(folded);
  if (responsible) {
    const firstPerson = englishFirstPersonFrame.test(folded);
    const ownTense: EnglishVerbTense | null = /^(?:i\s+am|am|i['’]m)\b/u.test(folded)
      ? 'present'
      : /^(?:i\s+)?(?:was|have)\b|^i['’]ve\b/u.test(folded)
        ? 'past'
        : null;
    const tense = ownTense ?? (entryTense === null ? null : englishTenseOf[entryTense]);
    const rest = bullet.slice(responsible[0].length);
    const duty =
      tense === null ? null : (rewriteEnglishDuty(rest, tense) ?? manageEnglishObject(rest, tense));
    if (duty !== null) {
      return {
        text: duty,
        reasons: firstPerson ? ['first-person', 'direct-verb'] : ['action-verb'],
      };
    }
    if (firstPerson) {
      const frame = englishFirstPersonFrame.exec(folded)?.[0] ?? '';
      return { text: capitaliseFirstLetter(bullet.slice(frame.length)), reasons: ['first-person'] };
    }
    return { text: bullet, reasons };
  }
  // "I have developed…", "I've led…": the first-person perfect reads as the past.
  const perfect = /^i(?:\s+have|['’]ve)\s+(\p{L}+)(?=[\s,.;]|$)/u.exec(folded);
  const participle = perfect?.[1] === undefined ? null : identifyEnglishVerb(perfect[1]);
  if (perfect && participle?.kind === 'past') {
    const past = conjugateEnglishVerb(participle.base, 'past');
    if (past !== null) {
      return {
        text: capitaliseFirstLetter(`${past}${bullet.slice(perfect[0].length)}`),
        reasons: ['first-person', 'direct-verb'],
      };
    }
  }
  let text = bullet;
  const pronoun = englishPronounOpening.exec(folded);
  if (pronoun) {
    text = bullet.slice(pronoun[0].length);
    reasons.push('first-person');
  }
  if (entryTense === null) return { text, reasons };
  const tense = englishTenseOf[entryTense];
  // "Support to the sales team in…", a Spanish speaker's "Apoyo a…": the noun with "to" is the
  // verb with its object ("Supported the sales team in…").
  const supportTo = /^support\s+to\s+(?=\p{L})/iu.exec(text);
  const supported = conjugateEnglishVerb('support', tense);
  if (supportTo && supported !== null) {
    return {
      text: capitaliseFirstLetter(`${supported} ${text.slice(supportTo[0].length)}`),
      reasons: [...reasons, 'action-verb'],
    };
  }
  // Tried even when the opening could be a verb: only nouns of the table before "of" (or a
  // preposition they keep) match, and "Scheduling, tracking and distribution of" is nouns.
  const nominal = rewriteEnglishNominal(text, tense);
  if (nominal !== null) return { text: nominal, reasons: [...reasons, 'action-verb'] };
  const retensed = retenseEnglishVerb(text, tense) ?? retenseEnglishVerbPair(text, tense);
  if (retensed !== null) return { text: retensed, reasons: [...reasons, 'tense'] };
  const withSupport = rewriteWithEnglishSupportVerb(text, tense);
  if (withSupport !== null) return { text: withSupport, reasons: [...reasons, 'action-verb'] };
  return { text, reasons };
}

/**
 * The verb that goes with a duty named by a noun whose own verb does not fit or does not exist
 * ("Customer service", "Data entry", "Quality control"): services are provided, tasks performed,
 * studies conducted. A closed list, as in Spanish ("Brindé atención…", "Realicé mantenimiento…").
 */
const englishSupportVerbs: Readonly<Record<string, 'provide' | 'perform' | 'conduct'>> = {
  service: 'provide',
  support: 'provide',
  assistance: 'provide',
  advice: 'provide',
  guidance: 'provide',
  coaching: 'provide',
  mentoring: 'provide',
  training: 'provide',
  care: 'provide',
  entry: 'perform',
  control: 'perform',
  maintenance: 'perform',
  reconciliation: 'perform',
  processing: 'perform',
  'follow-up': 'perform',
  testing: 'perform',
  analysis: 'perform',
  analyses: 'perform',
  monitoring: 'perform',
  cleaning: 'perform',
  installation: 'perform',
  repair: 'perform',
  research: 'conduct',
  audit: 'conduct',
  inspection: 'conduct',
  interview: 'conduct',
  survey: 'conduct',
  assessment: 'conduct',
};

/**
 * What may follow a duty's noun phrase: its object or its scope. Not a verb of its own, nor a
 * list ("Quality control and safety standards": the verb would govern the standards too).
 */
const afterDutyNounPattern =
  /^\s+(?:for|of|to|on|in|at|with|across|within|using|through|via|during)\b/u;

/**
 * "Customer service for walk-in clients" → "Provided customer service for walk-in clients": the
 * one word added is a verb of the closed list, every word of the bullet stays. Only for a duty
 * line that opens with a noun phrase of one to three words ending in a noun of the list and
 * going on with its object or scope: "Customer service improved by 20 %" (a sentence about it)
 * and "Technical support" alone (a skill or an area) stay as written.
 */
function rewriteWithEnglishSupportVerb(text: string, tense: EnglishVerbTense): string | null {
  if (!isDutyLine(text) || text.split(/\s+/u).length < 3) return null;
  const words = /^([\p{L}-]+)(?:\s+([\p{L}-]+))?(?:\s+([\p{L}-]+))?/u.exec(text);
  if (!words) return null;
  const opening = [words[1], words[2], words[3]].filter((word): word is string => !!word);
  for (let count = 1; count <= opening.length; count += 1) {
    const head = foldText(opening[count - 1] ?? '');
    const verb = englishSupportVerbs[head] ?? englishSupportVerbs[head.replace(/s$/u, '')];
    if (verb === undefined) continue;
    // The words before the head modify it ("Customer", "Preventive"); a verb among them means
    // the line already says what was done.
    if (opening.slice(0, count - 1).some((word) => identifyEnglishVerb(word) !== null)) return null;
    const phrase = opening.slice(0, count).join(' ');
    if (!text.startsWith(phrase) || !afterDutyNounPattern.test(text.slice(phrase.length))) {
      return null;
    }
    const form = conjugateEnglishVerb(verb, tense);
    if (form === null) return null;
    // A capitalised first word is lowered after the verb; an acronym or a name in capitals stays.
    const first = /^\p{Lu}\p{Ll}+(?:-\p{Ll}+)?$/u.test(opening[0] ?? '')
      ? text.slice(0, 1).toLowerCase() + text.slice(1)
      : text;
    return `${form} ${first}`;
  }
  return null;
}

/**
 * "Design and develop REST APIs" for an ended job → "Designed and developed REST APIs". The
 * first verb alone may be a noun ("Design and implementation of …" are nouns): the second, a verb
 * that is never a noun, says they are verbs.
 */
function retenseEnglishVerbPair(text: string, tense: EnglishVerbTense): string | null {
  if (tense !== 'past') return null;
  const match = /^(\p{Lu}?\p{Ll}+)\s+and\s+(\p{Ll}+)(?=\s+\p{L})/u.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const first = identifyEnglishVerb(match[1]);
  const second = identifyEnglishVerb(match[2]);
  if (first?.kind !== 'base' || second?.kind !== 'base' || second.nounLike) return null;
  const firstPast = conjugateEnglishVerb(first.base, 'past');
  const secondPast = conjugateEnglishVerb(second.base, 'past');
  if (firstPast === null || secondPast === null) return null;
  return capitaliseFirstLetter(`${firstPast} and ${secondPast}${text.slice(match[0].length)}`);
}

/**
 * Being responsible for a thing is managing it: "Responsible for the warehouse inventory" →
 * "Managed the warehouse inventory". Null for a gerund or verb the table lacks ("ensuring…"), a
 * clause ("that…"), the person's own possessive, or a one-word charge ("payroll": a role's title).
 */
function manageEnglishObject(object: string, tense: EnglishVerbTense): string | null {
  const words = [...object.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)].map((match) => match[0]);
  const first = words[0];
  if (first === undefined || words.length < 2) return null;
  if (/^(?:that|whether|how|what|my|our|to)$/u.test(first) || /ing$/u.test(first)) return null;
  const verb = identifyEnglishVerb(first);
  if (verb !== null && !verb.nounLike) return null;
  const form = conjugateEnglishVerb('manage', tense);
  return form === null ? null : capitaliseFirstLetter(`${form} ${object}`);
}

/** After "Responsible for": "managing the store" or "the development of X". */
function rewriteEnglishDuty(duty: string, tense: EnglishVerbTense): string | null {
  const first = /^(\p{L}+)(?=[\s,.;]|$)/u.exec(duty)?.[1];
  const verb = first === undefined ? null : identifyEnglishVerb(first);
  // "processing of monthly payroll": a gerund before "of" is the noun ("Processed of…" is no
  // English); the noun's own rewrite applies.
  const nounBeforeOf = /^\p{L}+\s+of\s/iu.test(duty);
  if (first !== undefined && verb?.kind === 'gerund' && !nounBeforeOf) {
    const form = conjugateEnglishVerb(verb.base, tense);
    const listed = retenseListedGerunds(duty.slice(first.length), tense);
    if (form === null || listed === null) return null;
    return capitaliseFirstLetter(`${form}${listed}`);
  }
  const article = /^the\s+/iu.exec(duty);
  return rewriteEnglishNominal(duty.slice(article?.[0].length ?? 0), tense);
}

/**
 * "Development of X" → "Developed X"; "Design and implementation of X" → "Designed and
 * implemented X"; "Design, testing and deployment of X" → "Designed, tested and deployed X".
 */
function rewriteEnglishNominal(text: string, tense: EnglishVerbTense): string | null {
  const match =
    /^(?:the\s+)?(\p{L}+(?:\s*,\s*\p{L}+)*)(?:,?\s+and\s+(\p{L}+))?\s+(of|in|with|on|to)\s+/iu.exec(
      text,
    );
  if (!match?.[1] || !match[3]) return null;
  const listed = match[1].split(/\s*,\s*/u);
  const nouns = [...listed, match[2]].filter((noun): noun is string => noun !== undefined);
  const nominals = nouns.map((noun) => findEnglishNominalisation(noun));
  const preposition = match[3].toLowerCase();
  const keep = preposition !== 'of';
  if (keep && (nominals.length > 1 || !nominals[0]?.prepositions?.includes(preposition))) {
    return null;
  }
  const verbs: string[] = [];
  for (const nominal of nominals) {
    const verb = nominal === null ? null : conjugateEnglishVerb(nominal.verb, tense);
    if (verb === null) return null;
    verbs.push(verb);
  }
  // The list's own punctuation stays: "A, B and C" keeps its commas and its "and".
  const separators = [...match[0].matchAll(/,?\s+and\s+|\s*,\s*/giu)]
    .map((separator) => separator[0])
    .slice(0, verbs.length - 1);
  const opening = verbs.map((verb, index) => `${verb}${separators[index] ?? ''}`).join('');
  const prepositionText = keep ? `${match[3]} ` : '';
  return capitaliseFirstLetter(`${opening} ${prepositionText}${text.slice(match[0].length)}`);
}

/** Nouns a gerund names rather than governs: roles, teams and the things a field provides. */
const gerundCompoundHeadPattern =
  /^(?:assistants?|associates?|managers?|interns?|internships?|coordinators?|specialists?|officers?|leads?|leaders?|analysts?|clerks?|supervisors?|directors?|consultants?|engineers?|technicians?|instructors?|designers?|representatives?|agents?|executives?|advisors?|advisers?|fellows?|fellowships?|trainees?|volunteers?|heads?|teams?|departments?|programs?|programmes?|courses?|sessions?|materials?|campaigns?|strategy|strategies|plans?|budgets?|platforms?|tools?|skills?)$/u;

/**
 * An opening verb in the wrong form for the job: "Developing models" or, for an ended job,
 * "Develop models" → "Developed models". Verbs that are also nouns ("Support", "Research") are
 * left alone as a bare opening: "Research assistant…" is not a duty.
 */
function retenseEnglishVerb(text: string, tense: EnglishVerbTense): string | null {
  const match = /^(\p{L}+)(?:\s+(\p{L}+))?/u.exec(text);
  const word = match?.[1];
  if (word === undefined || !/^\p{Lu}?\p{Ll}+$/u.test(word)) return null;
  const verb = identifyEnglishVerb(word);
  if (verb === null || verb.nounLike) return null;
  const next = (match?.[2] ?? '').toLowerCase();
  if (next === '' || next === 'of' || next === 'and') return null;
  // "Teaching assistant", "Marketing intern", "Training sessions": a gerund before a role or a
  // thing it names is a noun, not the duty's verb ("Taught assistant" is no English).
  if (verb.kind === 'gerund' && gerundCompoundHeadPattern.test(next)) return null;
  const wrongForm =
    verb.kind === 'gerund' || (tense === 'past' && (verb.kind === 'base' || verb.kind === 'third'));
  if (!wrongForm) return null;
  const form = conjugateEnglishVerb(verb.base, tense);
  if (form === null || form === word.toLowerCase()) return null;
  let rest = text.slice(word.length);
  // "Managing a team, hiring staff and training cashiers": the listed gerunds take the tense too.
  if (verb.kind === 'gerund') {
    const listed = retenseListedGerunds(rest, tense);
    if (listed === null) return null;
    rest = listed;
  }
  return capitaliseFirstLetter(`${form}${rest}`);
}

/**
 * The rest of a duty after its first verb, with the verbs listed after it in the same form
 * conjugated too: gerunds ("and filing documents" → "and filed documents") or, for an ended job,
 * bare verbs ("and train staff" → "and trained staff"). Null when a listed verb cannot be told
 * from a noun ("and support staff"), so the duty stays as written.
 */
function retenseListedEnglish(
  rest: string,
  kind: 'base' | 'gerund' | 'third' | 'past',
  tense: EnglishVerbTense,
): string | null {
  if (kind === 'gerund') return retenseListedGerunds(rest, tense);
  if (kind !== 'base' || tense === 'present') return rest;
  const words = [...rest.matchAll(/\p{L}+/gu)];
  let result = '';
  let copied = 0;
  for (const [index, match] of words.entries()) {
    const verb = identifyEnglishVerb(match[0]);
    if (verb?.kind !== 'base') continue;
    const previous = words[index - 1];
    const gap = rest.slice(
      previous === undefined ? 0 : previous.index + previous[0].length,
      match.index,
    );
    const listed = /[,;]/u.test(gap) || previous?.[0].toLowerCase() === 'and';
    if (!listed) continue;
    const form = verb.nounLike ? null : conjugateEnglishVerb(verb.base, tense);
    if (form === null) return null;
    result += `${rest.slice(copied, match.index)}${form}`;
    copied = match.index + match[0].length;
  }
  return `${result}${rest.slice(copied)}`;
}

/**
 * The rest of a bullet that opened with a gerund, with each gerund listed after ",", ";" or "and"
 * and followed by its object conjugated too. A gerund at the end or before "of" is a noun ("sales
 * and marketing", "training of staff") and stays. Null when a listed gerund is not in the table,
 * or when a gerund with an object also sits inside a phrase before it ("tools for monitoring
 * servers and testing code"), where the list could belong to that phrase.
 */
function retenseListedGerunds(rest: string, tense: EnglishVerbTense): string | null {
  const words = [...rest.matchAll(/\p{L}+/gu)];
  let result = '';
  let copied = 0;
  let inner = false;
  for (const [index, match] of words.entries()) {
    const word = match[0].toLowerCase();
    if (!word.endsWith('ing')) continue;
    const next = words[index + 1];
    const end = match.index + match[0].length;
    // A gerund with an object goes on in the same clause: "hiring staff", not "marketing." or "of".
    const hasObject =
      next !== undefined &&
      /^\s+$/u.test(rest.slice(end, next.index)) &&
      !/^(?:of|and|or)$/iu.test(next[0]);
    if (!hasObject) continue;
    const previous = words[index - 1];
    const gap = rest.slice(
      previous === undefined ? 0 : previous.index + previous[0].length,
      match.index,
    );
    const listed = /[,;]/u.test(gap) || previous?.[0].toLowerCase() === 'and';
    if (!listed) {
      inner = true;
      continue;
    }
    const verb = identifyEnglishVerb(word);
    const form = verb?.kind === 'gerund' ? conjugateEnglishVerb(verb.base, tense) : null;
    if (form === null || inner) return null;
    result += `${rest.slice(copied, match.index)}${form}`;
    copied = end;
  }
  return `${result}${rest.slice(copied)}`;
}
