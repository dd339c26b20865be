// Job posting text → weighted keywords (issue 3, stage 5): Spanish and English, accents folded,
// stop words dropped, words stemmed, multi-word terms from the skills vocabulary or repeated in
// the posting, weighted by how often and in which part of the posting they appear.
import { foldText } from '../language/fold-text';
import { skillsVocabulary } from '../vocabulary/skills-vocabulary';
import { functionWords, keywordStopWords } from '../language/stop-words';
import { tokeniseText, type TextToken } from '../language/tokenise-text';

export const jobKeywordKinds = ['vocabulary', 'phrase', 'word'] as const;
export type JobKeywordKind = (typeof jobKeywordKinds)[number];

export type JobKeyword = {
  /** How the keyword is shown: the vocabulary's spelling, else the posting's words in lower case. */
  readonly term: string;
  readonly kind: JobKeywordKind;
  /** Occurrences times the weight of the part of the posting each one is in. */
  readonly weight: number;
  readonly occurrences: number;
  /** Stem sequences that evidence the keyword in a CV: its own and its aliases'. */
  readonly forms: readonly (readonly string[])[];
};

/** At most this many keywords, heaviest first: beyond it they are noise for a CV. */
const maximumKeywords = 30;

// How much a mention counts by the part of the posting it is in. Requirements and knowledge are
// what an ATS filters on; the header's entity, place and pay say nothing about skills (weight 0).
const postingPartWeights: readonly {
  readonly labels: readonly string[];
  readonly weight: number;
}[] = [
  {
    labels: [
      'entidad',
      'ubicacion',
      'remuneracion',
      'vacantes',
      'numero de convocatoria',
      'publicacion',
      'salario',
      'sueldo',
      'beneficios',
      'fecha',
      'plazo',
      'contacto',
      'company',
      'location',
      'salary',
      'benefits',
      'about us',
      'empresa',
    ],
    weight: 0,
  },
  {
    labels: [
      'puesto',
      'cargo',
      'position',
      'job title',
      'title',
      'conocimientos',
      'requisitos',
      'requirements',
      'qualifications',
      'skills',
      'habilidades tecnicas',
    ],
    weight: 3,
  },
  {
    labels: [
      'especializacion',
      'funciones',
      'responsabilidades',
      'responsibilities',
      'duties',
      'perfil',
      'what you will do',
    ],
    weight: 2,
  },
  {
    labels: [
      'formacion academica',
      'formacion',
      'education',
      'experiencia',
      'experience',
      'competencias',
      'habilidades',
      'competencies',
    ],
    weight: 1.5,
  },
];
const defaultPartWeight = 1;
const kindBonus: Record<JobKeywordKind, number> = { vocabulary: 1.5, phrase: 1.2, word: 1 };

type PostingPart = { readonly text: string; readonly weight: number };

/**
 * Finds the keywords of a job posting, heaviest first.
 *
 * @example
 * extractKeywords('Conocimientos:\nManejo de Excel y SQL Server. Gestión pública.')
 *   .map((keyword) => keyword.term); // ['Excel', 'SQL Server', 'Gestión pública']
 */
export function extractKeywords(postingText: string): readonly JobKeyword[] {
  const tallies = new Map<string, Tally>();
  for (const part of splitPostingParts(postingText)) {
    if (part.weight === 0) continue;
    tallyPart(part, tallies);
  }
  return pruneTallies(tallies)
    .map((tally) => ({
      term: tally.term ?? mostFrequent(tally.surfaces),
      kind: tally.kind,
      weight: Math.round(tally.weight * kindBonus[tally.kind] * 100) / 100,
      occurrences: tally.occurrences,
      forms: tally.forms,
    }))
    .sort((left, right) => right.weight - left.weight || left.term.localeCompare(right.term))
    .slice(0, maximumKeywords);
}

type Tally = {
  term: string | null;
  kind: JobKeywordKind;
  weight: number;
  occurrences: number;
  forms: readonly (readonly string[])[];
  surfaces: Map<string, number>;
};

/** The posting cut at its labelled parts ("Conocimientos:", "Requisitos", "Funciones:"…). */
function splitPostingParts(postingText: string): PostingPart[] {
  const parts: PostingPart[] = [];
  let weight = defaultPartWeight;
  for (const rawLine of postingText.split(/\r?\n/u)) {
    const line = rawLine.trim();
    if (line === '') continue;
    const labelled = /^[#*\s-]*([^:]{2,40}?)\s*:\s*(.*)$/u.exec(line);
    // A line alone is a label only when it is exactly one ("Requisitos", "## Funciones").
    const bareLabel = labelled
      ? null
      : readPartWeight(line.replace(/^[#*\s-]+|[#*:\s]+$/gu, ''), { exact: true });
    if (labelled) {
      const labelWeight = readPartWeight(labelled[1] ?? '');
      if (labelWeight !== null) {
        weight = labelWeight;
        parts.push({ text: labelled[2] ?? '', weight });
        continue;
      }
    } else if (bareLabel !== null) {
      weight = bareLabel;
      continue;
    }
    parts.push({ text: line, weight });
  }
  return parts;
}

function readPartWeight(label: string, options: { exact?: boolean } = {}): number | null {
  const folded = foldText(label)
    .replace(/[^a-z]+/gu, ' ')
    .trim();
  if (folded === '') return null;
  for (const part of postingPartWeights) {
    const matches = (candidate: string): boolean =>
      folded === candidate || (!options.exact && folded.startsWith(`${candidate} `));
    if (part.labels.some(matches)) {
      return part.weight;
    }
  }
  return null;
}

type VocabularyForm = { readonly index: number; readonly stems: readonly string[] };

/** Every vocabulary spelling as stems, longest first, so "SQL Server" wins over "SQL". */
const vocabularyForms: readonly VocabularyForm[] = skillsVocabulary
  .flatMap((entry, index) =>
    [entry.term, ...(entry.aliases ?? [])].map((spelling) => ({
      index,
      stems: tokeniseText(spelling).map((token) => token.stem),
    })),
  )
  .filter((form) => form.stems.length > 0)
  .sort((left, right) => right.stems.length - left.stems.length);

/** The same forms indexed by their first stem (still longest first), for a fast scan. */
const vocabularyFormsByFirstStem: ReadonlyMap<string, readonly VocabularyForm[]> = (() => {
  const index = new Map<string, VocabularyForm[]>();
  for (const form of vocabularyForms) {
    const first = form.stems[0] ?? '';
    index.set(first, [...(index.get(first) ?? []), form]);
  }
  return index;
})();

const vocabularyFormsByTerm: readonly (readonly (readonly string[])[])[] = skillsVocabulary.map(
  (_entry, index) =>
    vocabularyForms.filter((form) => form.index === index).map((form) => form.stems),
);

/** Stem sequences of a vocabulary term and its aliases (used by the matcher too). */
export function listVocabularyForms(index: number): readonly (readonly string[])[] {
  return vocabularyFormsByTerm[index] ?? [];
}

/**
 * Finds the longest vocabulary spelling that starts at `tokens[start]` within one run of words
 * (not across punctuation), or null.
 */
export function matchVocabularyAt(
  tokens: readonly TextToken[],
  start: number,
  runEnd: number,
): VocabularyForm | null {
  const candidates = vocabularyFormsByFirstStem.get(tokens[start]?.stem ?? '') ?? [];
  for (const form of candidates) {
    if (start + form.stems.length > runEnd) continue;
    // A one-word spelling never matches boilerplate ("programa" is not "Programación").
    if (form.stems.length === 1 && keywordStopWords.has(tokens[start]?.folded ?? '')) continue;
    if (form.stems.every((stem, offset) => tokens[start + offset]?.stem === stem)) return form;
  }
  return null;
}

/**
 * Where each run of words joined only by spaces ends: a phrase never spans a comma or a full stop.
 * `runEnds[i]` is the index just past the last token of the run containing token i.
 */
export function findRunEnds(text: string, tokens: readonly TextToken[]): number[] {
  const runEnds = new Array<number>(tokens.length).fill(tokens.length);
  let end = tokens.length;
  for (let index = tokens.length - 1; index >= 0; index -= 1) {
    const token = tokens[index];
    const next = tokens[index + 1];
    if (token && next && !/^\s+$/u.test(text.slice(token.end, next.start))) end = index + 1;
    runEnds[index] = end;
  }
  return runEnds;
}

function tallyPart(part: PostingPart, tallies: Map<string, Tally>): void {
  const tokens = tokeniseText(part.text);
  const runEnds = findRunEnds(part.text, tokens);
  const consumed = new Array<boolean>(tokens.length).fill(false);
  const add = (
    key: string,
    init: () => Omit<Tally, 'weight' | 'occurrences'>,
    surface: string,
  ): void => {
    const tally = tallies.get(key) ?? { ...init(), weight: 0, occurrences: 0 };
    tally.weight += part.weight;
    tally.occurrences += 1;
    tally.surfaces.set(surface, (tally.surfaces.get(surface) ?? 0) + 1);
    tallies.set(key, tally);
  };

  for (let index = 0; index < tokens.length; index += 1) {
    const form = matchVocabularyAt(tokens, index, runEnds[index] ?? tokens.length);
    if (form === null) continue;
    const entry = skillsVocabulary[form.index];
    if (!entry) continue;
    const last = tokens[index + form.stems.length - 1];
    const surface = last ? part.text.slice(tokens[index]?.start, last.end) : entry.term;
    add(
      `v:${form.index}`,
      () => ({
        term: entry.term,
        kind: 'vocabulary',
        forms: listVocabularyForms(form.index),
        surfaces: new Map(),
      }),
      surface,
    );
    consumed.fill(true, index, index + form.stems.length);
    index += form.stems.length - 1;
  }

  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (!token || consumed[index] || !isContentWord(token)) continue;
    const surface = part.text.slice(token.start, token.end).toLocaleLowerCase('es');
    add(
      `w:${token.stem}`,
      () => ({ term: null, kind: 'word', forms: [[token.stem]], surfaces: new Map() }),
      surface,
    );
  }

  // Multi-word terms outside the vocabulary: 2–4 words, content words at both ends, only short
  // function words ("de", "y", "en") inside. Counted here; only the repeated ones are kept (below).
  for (let index = 0; index < tokens.length; index += 1) {
    const runEnd = runEnds[index] ?? tokens.length;
    for (let length = 2; length <= 4 && index + length <= runEnd; length += 1) {
      const window = tokens.slice(index, index + length);
      if (window.some((_token, offset) => consumed[index + offset])) break;
      const first = window[0];
      const last = window[window.length - 1];
      if (!first || !last || !isContentWord(first) || !isContentWord(last)) continue;
      if (window.some((token) => !isContentWord(token) && !functionWords.has(token.folded))) break;
      const stems = window.map((token) => token.stem);
      const surface = part.text.slice(first.start, last.end).toLocaleLowerCase('es');
      add(
        `p:${stems.join(' ')}`,
        () => ({ term: null, kind: 'phrase', forms: [stems], surfaces: new Map() }),
        surface,
      );
    }
  }
}

/**
 * Keeps the phrases that repeat (issue 3: multi-word terms "that appear in a vocabulary or
 * repeat"), and of those only the longest when a shorter one never occurs apart from it; a word
 * that only ever occurs inside kept phrases is dropped as a keyword of its own.
 */
function pruneTallies(tallies: ReadonlyMap<string, Tally>): Tally[] {
  const phrases = [...tallies.values()].filter(
    (tally) => tally.kind === 'phrase' && tally.occurrences >= 2,
  );
  const keptPhrases = phrases.filter(
    (phrase) =>
      !phrases.some(
        (longer) =>
          longer !== phrase &&
          longer.occurrences >= phrase.occurrences &&
          containsSequence(longer.forms[0] ?? [], phrase.forms[0] ?? []),
      ),
  );
  const words = [...tallies.values()].filter((tally) => {
    if (tally.kind !== 'word') return false;
    const insidePhrases = keptPhrases
      .filter((phrase) => (phrase.forms[0] ?? []).includes(tally.forms[0]?.[0] ?? ''))
      .reduce((sum, phrase) => sum + phrase.occurrences, 0);
    return tally.occurrences > insidePhrases;
  });
  const vocabulary = [...tallies.values()].filter((tally) => tally.kind === 'vocabulary');
  return [...vocabulary, ...keptPhrases, ...words];
}

/** True when `needle` occurs as a contiguous run inside `haystack`. */
export function containsSequence(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    if (needle.every((item, offset) => haystack[start + offset] === item)) return true;
  }
  return false;
}

function isContentWord(token: TextToken): boolean {
  return (
    token.folded.length >= 3 &&
    !/^[\d.,]+$/u.test(token.folded) &&
    !keywordStopWords.has(token.folded)
  );
}

function mostFrequent(surfaces: ReadonlyMap<string, number>): string {
  let best = '';
  let bestCount = 0;
  for (const [surface, count] of surfaces) {
    if (count > bestCount) {
      best = surface;
      bestCount = count;
    }
  }
  return best;
}
