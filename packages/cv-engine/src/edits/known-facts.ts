// What a CV states, indexed so the fact guard can tell whether an edit mentions something new
// (issue 7; PRODUCT.md §4: no employer, date, degree, figure or skill that is not in the source).
// Everything is compared accent- and case-folded. Each detector is deliberately simple and
// deterministic: it errs towards rejecting an edit, and a rejected edit only costs the model's
// wording for that one field (the built-in text stays).
import { listCvTexts } from '../keywords/cv-text';
import type { CvDocument } from '../model/cv-document';
import { foldText } from '../language/fold-text';
import { findRunEnds, listVocabularyForms, matchVocabularyAt } from '../keywords/extract-keywords';
import { findKeywordIn, prepareTexts } from '../keywords/match-keywords';
import { skillsVocabulary } from '../vocabulary/skills-vocabulary';
import { stemWord } from '../language/stem-word';
import { tokeniseText } from '../language/tokenise-text';

export type KnownFacts = {
  /** Folded words, each also without its inner dots and dashes ("s.a.c." → "sac"). */
  readonly words: ReadonlySet<string>;
  /** All the texts folded, one per line, for phrase look-ups. */
  readonly foldedText: string;
  /** Every number, normalised (see readNumberValues), plus number words ("tres" → "3"). */
  readonly numbers: ReadonlySet<string>;
  readonly degreeClasses: ReadonlySet<DegreeClass>;
  readonly certifications: ReadonlySet<string>;
  /** True when the texts evidence the vocabulary term at this index (any spelling or alias). */
  readonly evidencesSkill: (vocabularyIndex: number) => boolean;
};

/**
 * Indexes the whole CV plus any `extraTexts` (e.g. the texts a request offered, which the built-in
 * engine derived from the CV).
 *
 * @example collectKnownFacts(cv).numbers.has('30') // true when the CV says "30 %"
 */
export function collectKnownFacts(cv: CvDocument, extraTexts: readonly string[] = []): KnownFacts {
  const texts = [...listCvTexts(cv).map((text) => text.text), ...extraTexts];
  const foldedText = texts.map(foldText).join('\n');
  const words = new Set<string>();
  for (const word of listWords(foldedText)) {
    words.add(word.text);
    words.add(compactWord(word.text));
    for (const part of word.text.split(/[.&'’-]+/u)) if (part !== '') words.add(part);
  }

  const numbers = new Set<string>();
  for (const mention of findNumbers(texts.join('\n'))) {
    for (const value of mention.values) numbers.add(value);
  }
  for (const word of words) {
    const value = numberWords[word];
    if (value !== undefined) numbers.add(value);
  }
  for (const date of listCvDates(cv)) numbers.add(String(date));

  const searchable = prepareTexts(texts.map((text) => ({ text, zone: 'skill' as const })));
  const skillCache = new Map<number, boolean>();
  return {
    words,
    foldedText,
    numbers,
    degreeClasses: new Set(findDegreeClasses(foldedText)),
    certifications: new Set(findCertifications(foldedText).map((found) => found.id)),
    evidencesSkill: (index) => {
      const cached = skillCache.get(index);
      if (cached !== undefined) return cached;
      const keyword = {
        term: skillsVocabulary[index]?.term ?? '',
        kind: 'vocabulary' as const,
        weight: 1,
        occurrences: 1,
        forms: listVocabularyForms(index),
      };
      const found = searchable.some((item) => findKeywordIn(item, keyword) !== null);
      skillCache.set(index, found);
      return found;
    },
  };
}

function listCvDates(cv: CvDocument): number[] {
  const ranges = [...cv.experience, ...cv.education, ...cv.projects].flatMap((entry) =>
    entry.dates === null ? [] : [entry.dates.start, entry.dates.end],
  );
  const dates = [...ranges, ...cv.certifications.map((entry) => entry.date)];
  return dates.flatMap((date) => (date === null ? [] : [date.year]));
}

type Word = { readonly text: string; readonly start: number; readonly end: number };

// Words with their inner dots, ampersands, apostrophes and dashes: "S.A.C.", "RR.HH.", "Ramírez",
// "Coca-Cola", "Bachelor's". A trailing dot is kept only after a one-letter part ("S.A.C.").
const wordPattern = /[\p{L}\p{N}]+(?:[.&'’-][\p{L}\p{N}]+)*(?:(?<=(?:^|[.])\p{L})\.)?/gu;

/** The words of `text` with their offsets. */
export function listWords(text: string): Word[] {
  return [...text.matchAll(wordPattern)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** "s.a.c." → "sac", "rr.hh." → "rrhh", "coca-cola" → "cocacola". */
export function compactWord(folded: string): string {
  return folded.replace(/[.&'’-]+/gu, '');
}

// Small numbers people write in words: a figure in an edit is not new when the CV spelled it out.
const numberWords: Readonly<Record<string, string>> = {
  cero: '0',
  uno: '1',
  una: '1',
  dos: '2',
  tres: '3',
  cuatro: '4',
  cinco: '5',
  seis: '6',
  siete: '7',
  ocho: '8',
  nueve: '9',
  diez: '10',
  once: '11',
  doce: '12',
  trece: '13',
  catorce: '14',
  quince: '15',
  veinte: '20',
  treinta: '30',
  cuarenta: '40',
  cincuenta: '50',
  cien: '100',
  ciento: '100',
  mil: '1000',
  docena: '12',
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  fifteen: '15',
  twenty: '20',
  thirty: '30',
  forty: '40',
  fifty: '50',
  hundred: '100',
  thousand: '1000',
  dozen: '12',
};

export type NumberMention = {
  /** As written, with its currency or unit for the message: "S/ 1,500", "30 %", "3x". */
  readonly text: string;
  /** Its possible values, normalised: "1.500" → ["1500", "1.5"]. */
  readonly values: readonly string[];
};

// An amount with a currency sign before it or a unit after it; "2 500" (thousands grouped by a
// space, as Peru writes them) is one number.
const numberPattern =
  /(?:(?:S\/|US\$|\$|€)\s?)?(?:\d{1,3}(?:[ \u00A0]\d{3})+(?!\d)|\d+(?:[.,]\d+)*)(?:\s?%|x\b)?/gu;

/**
 * Every digit group of `text` with its possible values ("1.500" is 1500 in Peru and 1.5 in the
 * US, so both count).
 *
 * @example findNumbers('Ahorré S/ 1,500 (20%)').map((found) => found.values) // [['1500', '1.5'], ['20']]
 */
export function findNumbers(text: string): NumberMention[] {
  return [...text.matchAll(numberPattern)].map((match) => ({
    text: match[0].trim(),
    values: readNumberValues(
      (/\d[\d \u00A0]*(?:[.,]\d+)*/u.exec(match[0])?.[0] ?? '').replace(/[ \u00A0]/gu, ''),
    ),
  }));
}

function readNumberValues(digits: string): string[] {
  const integer = (raw: string): string => raw.replace(/^0+(?=\d)/u, '');
  const decimal = (whole: string, fraction: string): string => {
    const trimmed = fraction.replace(/0+$/u, '');
    return trimmed === '' ? integer(whole) : `${integer(whole)}.${trimmed}`;
  };
  if (/^\d+$/u.test(digits)) return [integer(digits)];
  const parts = digits.split(/[.,]/u);
  if (/^\d{1,3}(?:[.,]\d{3})+$/u.test(digits)) {
    const grouped = integer(parts.join(''));
    return parts.length === 2 ? [grouped, decimal(parts[0] ?? '', parts[1] ?? '')] : [grouped];
  }
  if (parts.length === 2) return [decimal(parts[0] ?? '', parts[1] ?? '')];
  // "14.03.2020", "1.2.3": each group on its own.
  return parts.map(integer);
}

// Degrees in classes that hold across Spanish and English, so a translation keeps its class
// ("Bachiller" → "Bachelor's degree") and an upgrade shows ("Bachiller" → "MBA"). Matched on
// folded text. "Ingeniería" is a field, not a title: only "ingeniero/a" and "engineer" count.
export const degreeClasses = {
  bachelor: /\b(?:bachiller(?:ato)?|bachelor(?:'?s)?|b\.\s?sc?\.|bsc|b\.\s?a\.)(?![\p{L}])/u,
  licentiate: /\b(?:licenciad[oa]|licenciatura|licentiate|licensed)\b/u,
  'professional-title': /\b(?:titulo profesional|titulad[oa]|professional (?:degree|title))\b/u,
  master: /\b(?:magister|maestria|master(?:'s|s)?|msc|m\.\s?sc?\.|m\.\s?a\.)(?![\p{L}])/u,
  mba: /\bmba\b/u,
  doctorate: /\b(?:doctorado|doctorate|doctor(?:a)? (?:en|of)|ph\.?\s?d\.?)(?![\p{L}])/u,
  technician:
    /\b(?:tecnic[oa] (?:en|profesional|superior)|profesional tecnic[oa]|technician|technical degree|associate degree)\b/u,
  engineer: /\b(?:ingenier[oa]|engineer)\b/u,
  diploma: /\b(?:diplomado|diplomatura|diploma)\b/u,
  postgraduate:
    /\b(?:posgrado|postgrado|postgraduate|post-graduate|graduate (?:degree|studies))\b/u,
  specialisation:
    /\b(?:segunda especialidad|especializacion|specialization|specialisation|specialty)\b/u,
} as const;
export type DegreeClass = keyof typeof degreeClasses;

/**
 * A class the CV states also allows its usual English renderings: a Peruvian "Licenciado" is often
 * written "Bachelor's degree", never more.
 */
export const degreeClassEquivalents: Readonly<
  Partial<Record<DegreeClass, readonly DegreeClass[]>>
> = {
  bachelor: ['licentiate', 'professional-title'],
  licentiate: ['professional-title'],
};

/** "Scrum Master" is a certification, not a master's degree. */
const notDegrees = /\b(?:scrum master|master data|master class|masterclass|plan maestro)\b/gu;

/**
 * The degree classes a folded text mentions, each with the words that matched.
 *
 * @example findDegreeClasses('bachelor’s degree in industrial engineering') // ['bachelor']
 */
export function findDegreeClasses(folded: string): DegreeClass[] {
  const text = folded.replace(notDegrees, (match) => ' '.repeat(match.length)).replaceAll('’', "'");
  return (Object.keys(degreeClasses) as DegreeClass[]).filter((id) => degreeClasses[id].test(text));
}

/** Where in `folded` the words that put it in `degreeClass` are, for the user's message. */
export function findDegreeWords(folded: string, degreeClass: DegreeClass): TextSpan | null {
  const text = folded.replace(notDegrees, (match) => ' '.repeat(match.length)).replaceAll('’', "'");
  const match = degreeClasses[degreeClass].exec(text);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}

/** Offsets in a text; folded text keeps the offsets of the original (foldText). */
export type TextSpan = { readonly start: number; readonly end: number };

// Certifications by name and acronym, with the usual Spanish equivalents under one id. ISO norms
// carry their number ("ISO 9001" and "ISO 27001" are different claims).
const certificationPatterns: readonly { readonly id: string; readonly pattern: RegExp }[] = [
  { id: 'pmp', pattern: /\b(?:pmp|project management professional)\b/u },
  { id: 'capm', pattern: /\bcapm\b/u },
  { id: 'pmi-acp', pattern: /\bpmi[- ]acp\b/u },
  { id: 'ccna', pattern: /\bccna\b/u },
  { id: 'ccnp', pattern: /\bccnp\b/u },
  { id: 'ccie', pattern: /\bccie\b/u },
  { id: 'itil', pattern: /\bitil\b/u },
  { id: 'cobit', pattern: /\bcobit\b/u },
  { id: 'prince2', pattern: /\bprince ?2\b/u },
  { id: 'togaf', pattern: /\btogaf\b/u },
  { id: 'scrum-master', pattern: /\b(?:scrum master|csm|psm)\b/u },
  { id: 'product-owner', pattern: /\b(?:cspo|pspo)\b/u },
  {
    id: 'cpa',
    pattern: /\b(?:cpa|cpc|certified public accountant|contador(?:a)? publico colegiad[oa])\b/u,
  },
  { id: 'cfa', pattern: /\b(?:cfa|chartered financial analyst)\b/u },
  { id: 'acca', pattern: /\bacca\b/u },
  { id: 'cisa', pattern: /\bcisa\b/u },
  { id: 'cism', pattern: /\bcism\b/u },
  { id: 'cissp', pattern: /\bcissp\b/u },
  { id: 'ceh', pattern: /\b(?:ceh|certified ethical hacker)\b/u },
  { id: 'comptia', pattern: /\b(?:comptia|security\+|network\+)/u },
  { id: 'six-sigma', pattern: /\b(?:six sigma|seis sigma|green belt|black belt|yellow belt)\b/u },
  {
    id: 'aws-certified',
    pattern: /\b(?:aws certified|aws certification|certificacion aws|aws solutions architect)\b/u,
  },
  {
    id: 'azure-certified',
    pattern: /\b(?:az-\d{3}|azure (?:fundamentals|administrator|certified))\b/u,
  },
  {
    id: 'microsoft-certified',
    pattern: /\b(?:microsoft certified|microsoft office specialist|mcp|mos)\b/u,
  },
  { id: 'oracle-certified', pattern: /\b(?:oracle certified|ocp)\b/u },
  { id: 'sap-certified', pattern: /\bsap certified\b/u },
  { id: 'google-certified', pattern: /\bgoogle (?:certified|certification)\b/u },
  { id: 'osha', pattern: /\b(?:osha|nebosh)\b/u },
  { id: 'toefl', pattern: /\btoefl\b/u },
  { id: 'ielts', pattern: /\bielts\b/u },
  { id: 'cambridge', pattern: /\b(?:cambridge (?:english|fce|cae|cpe)|first certificate)\b/u },
];

/**
 * The certifications a folded text names: `id` groups spellings; `start`/`end` locate the words.
 *
 * @example findCertifications('certificacion pmp e iso 9001').map((found) => found.id) // ['pmp', 'iso-9001']
 */
export function findCertifications(folded: string): ({ id: string } & TextSpan)[] {
  const found = certificationPatterns.flatMap(({ id, pattern }) => {
    const match = pattern.exec(folded);
    return match ? [{ id, start: match.index, end: match.index + match[0].length }] : [];
  });
  for (const match of folded.matchAll(/\biso ?(\d{4,5})\b/gu)) {
    found.push({
      id: `iso-${match[1] ?? ''}`,
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  return found;
}

/**
 * The first skills-vocabulary term `text` names that `known` does not evidence, in the text's own
 * words, or null. `ignoredWords` are one-word spellings too ambiguous to count (e.g. "office"),
 * compared by stem.
 *
 * @example findNewSkill('Consultas en SQL Server', collectKnownFacts(cv)) // 'SQL Server'
 */
export function findNewSkill(
  text: string,
  known: KnownFacts,
  ignoredWords: ReadonlySet<string> = new Set(),
): string | null {
  const tokens = tokeniseText(text);
  const runEnds = findRunEnds(text, tokens);
  // By stem, as the vocabulary matches: "officer" and "office" are one stem.
  const ignoredStems = new Set([...ignoredWords].map(stemWord));
  for (let index = 0; index < tokens.length; index += 1) {
    const form = matchVocabularyAt(tokens, index, runEnds[index] ?? tokens.length);
    if (form === null) continue;
    const first = tokens[index];
    const last = tokens[index + form.stems.length - 1];
    index += form.stems.length - 1;
    if (!first || !last) continue;
    if (form.stems.length === 1 && ignoredStems.has(first.stem)) continue;
    if (!known.evidencesSkill(form.index)) return text.slice(first.start, last.end);
  }
  return null;
}
