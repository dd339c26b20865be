// Job posting text → weighted keywords (issue 3, stage 5): Spanish and English, accents folded,
// stop words dropped, words stemmed, multi-word terms from the skills vocabulary or repeated in
// the posting, weighted by how often and in which part of the posting they appear. Issue 13: a
// keyword is a term a recruiter would call a skill. A word outside the vocabulary is one only when
// it is written like a product's name ("Biotime 8.0", "Terraform" in running text), never a role or
// a general noun ("analista", "orden", "datos"); a posting's typing slip ("planficacion") is read
// as the vocabulary term it misses by one letter, and otherwise never becomes a keyword.
import { foldText } from '../language/fold-text';
import { stemWord } from '../language/stem-word';
import { skillsVocabulary } from '../vocabulary/skills-vocabulary';
import { genericPostingWordSet } from '../vocabulary/generic-posting-words';
import { functionWords, keywordStopWords } from '../language/stop-words';
import { tokeniseText, type TextToken } from '../language/tokenise-text';
import { isOneSlipApart } from './typo-distance';

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
  /**
   * The same spellings folded with spaces and punctuation removed ("sqlserver", "powerbi"), so a
   * CV that writes "SqlServer" or "Power-BI" evidences them.
   */
  readonly spellings?: readonly string[];
  /**
   * Per form, its words folded as written: one word evidences a term only as that word, its
   * plural or its other gender ("Programs" is not "Programación", though both stem to "program").
   */
  readonly formWords?: readonly (readonly string[])[];
  /** Spellings (compact) that evidence the term but are adjectives, not its name. */
  readonly adjectives?: readonly string[];
  /** A competency: evidenced only where the CV claims it (skills, headline, summary). */
  readonly competency?: boolean;
  /** Terms that together evidence this one ("Word" + "Excel" → "Ofimática"), and how many. */
  readonly parts?: readonly JobKeyword[];
  readonly partsNeeded?: number;
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
      'ofrecemos',
      'que ofrecemos',
      'we offer',
      'what we offer',
      'perks',
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
  const casing = readPostingCasing(postingText);
  for (const part of splitPostingParts(postingText)) {
    if (part.weight === 0) continue;
    tallyPart(part, tallies, casing);
  }
  return pruneTallies(tallies)
    .map((tally) => {
      const term = tally.term ?? mostFrequent(tally.surfaces);
      const extra = tally.vocabularyIndex === null ? { spellings: [compactSpelling(term)] } : {};
      return {
        ...(tally.vocabularyIndex === null ? {} : vocabularyKeyword(tally.vocabularyIndex)),
        term,
        kind: tally.kind,
        weight: Math.round(tally.weight * kindBonus[tally.kind] * 100) / 100,
        occurrences: tally.occurrences,
        forms: tally.forms,
        ...(tally.formWords ? { formWords: tally.formWords } : {}),
        ...extra,
      };
    })
    .sort((left, right) => right.weight - left.weight || left.term.localeCompare(right.term))
    .slice(0, maximumKeywords);
}

type Tally = {
  term: string | null;
  vocabularyIndex: number | null;
  kind: JobKeywordKind;
  weight: number;
  occurrences: number;
  forms: readonly (readonly string[])[];
  formWords?: readonly (readonly string[])[];
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

type VocabularyForm = {
  readonly index: number;
  readonly stems: readonly string[];
  /** The spelling's words folded, for telling a typing slip from another word. */
  readonly words: readonly string[];
  /** The spelling without spaces or punctuation ("sqlserver"), see compactSpelling. */
  readonly compact: string;
};

/** A vocabulary form found in a text, over this many of its tokens. */
type VocabularyMatch = VocabularyForm & { readonly tokenCount: number };

/** Every vocabulary spelling as stems, longest first, so "SQL Server" wins over "SQL". */
const vocabularyForms: readonly VocabularyForm[] = skillsVocabulary
  .flatMap((entry, index) =>
    [entry.term, ...(entry.aliases ?? []), ...(entry.adjectives ?? [])].map((spelling) => {
      const tokens = tokeniseText(spelling);
      return {
        index,
        stems: tokens.map((token) => token.stem),
        words: tokens.map((token) => token.folded),
        compact: compactSpelling(spelling),
      };
    }),
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

const vocabularyFormsByTerm: readonly (readonly VocabularyForm[])[] = skillsVocabulary.map(
  (_entry, index) => vocabularyForms.filter((form) => form.index === index),
);

/** Stem sequences of a vocabulary term and its aliases (used by the matcher too). */
export function listVocabularyForms(index: number): readonly (readonly string[])[] {
  return (vocabularyFormsByTerm[index] ?? []).map((form) => form.stems);
}

/**
 * A spelling folded, without spaces or punctuation: "SQL Server", "SqlServer" and "sql-server" are
 * all "sqlserver".
 *
 * @example compactSpelling('Power-BI') // 'powerbi'
 */
export function compactSpelling(spelling: string): string {
  return foldText(spelling).replace(/[^\p{L}\p{N}+#]+/gu, '');
}

/**
 * Everything the matcher needs to know about a vocabulary term, but its weight in a posting.
 *
 * @example findKeywordEvidence(cv, [{ ...vocabularyKeyword(3), weight: 1, occurrences: 1 }])
 */
export function vocabularyKeyword(index: number): Omit<JobKeyword, 'weight' | 'occurrences'> {
  const entry = skillsVocabulary[index];
  if (!entry) throw new RangeError(`No vocabulary term ${index}`);
  const parts = (entry.parts ?? []).flatMap((part) => {
    const partIndex = skillsVocabulary.findIndex((candidate) => candidate.term === part);
    return partIndex === -1 ? [] : [{ ...vocabularyKeyword(partIndex), weight: 0, occurrences: 0 }];
  });
  return {
    term: entry.term,
    kind: 'vocabulary',
    forms: listVocabularyForms(index),
    formWords: (vocabularyFormsByTerm[index] ?? []).map((form) => form.words),
    spellings: [entry.term, ...(entry.aliases ?? [])].map(compactSpelling),
    ...(entry.adjectives ? { adjectives: entry.adjectives.map(compactSpelling) } : {}),
    ...(entry.competency ? { competency: true } : {}),
    ...(parts.length > 0 ? { parts, partsNeeded: entry.partsNeeded ?? 1 } : {}),
  };
}

/**
 * Finds the longest vocabulary spelling that starts at `tokens[start]` within one run of words
 * (not across punctuation), or null.
 */
export function matchVocabularyAt(
  tokens: readonly TextToken[],
  start: number,
  runEnd: number,
  options: {
    /** Read a term written as one word ("SqlServer") as the term (postings only). */
    readonly joinedWords?: boolean;
    /** Read a word one typing slip from a vocabulary word as that word (postings only). */
    readonly tolerateTypos?: boolean;
  } = {},
): VocabularyMatch | null {
  const candidates = vocabularyFormsByFirstStem.get(tokens[start]?.stem ?? '') ?? [];
  for (const form of candidates) {
    if (start + form.stems.length > runEnd) continue;
    // A one-word spelling never matches boilerplate ("programa" is not "Programación").
    if (form.stems.length === 1 && keywordStopWords.has(tokens[start]?.folded ?? '')) continue;
    if (form.stems.every((stem, offset) => tokens[start + offset]?.stem === stem)) {
      return { ...form, tokenCount: form.stems.length };
    }
  }
  const first = tokens[start];
  if (!options.joinedWords || !first || keywordStopWords.has(first.folded)) return null;
  // A term written as one word ("SqlServer"; with a slip, "Sprintboot" for "Spring Boot").
  const joined = compactSpelling(first.folded);
  for (const form of vocabularyForms) {
    if (form.stems.length < 2 || form.compact.length < 6) continue;
    if (joined === form.compact || (options.tolerateTypos && isOneSlipApart(joined, form.compact)))
      return { ...form, tokenCount: 1 };
  }
  if (!options.tolerateTypos) return null;
  for (const form of vocabularyForms) {
    if (start + form.stems.length > runEnd) continue;
    let slips = 0;
    const fits = form.stems.every((stem, offset) => {
      const token = tokens[start + offset];
      if (!token) return false;
      if (token.stem === stem) return true;
      slips += 1;
      return isTypoOf(token.folded, form.words[offset] ?? '', form.stems.length > 1);
    });
    // At least one word as written: a term of slips only is another word.
    if (fits && slips > 0 && slips < form.stems.length + (form.stems.length === 1 ? 1 : 0)) {
      return { ...form, tokenCount: form.stems.length };
    }
  }
  return null;
}

/**
 * A posting word read as a vocabulary word it misses by one slip. Short words are too close to
 * other words to guess ("redes" and "sedes"), except a connecting word inside a longer term
 * ("Base Se Datos").
 */
function isTypoOf(word: string, vocabularyWord: string, insideTerm: boolean): boolean {
  if (insideTerm && functionWords.has(vocabularyWord) && word.length <= 3) {
    return isOneSlipApart(word, vocabularyWord);
  }
  // One word alone needs more letters to be sure: "Redis" is not a slip of "Redes".
  return (
    word.length >= 4 &&
    vocabularyWord.length >= (insideTerm ? 5 : 6) &&
    !keywordStopWords.has(word) &&
    isOneSlipApart(word, vocabularyWord)
  );
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

function tallyPart(part: PostingPart, tallies: Map<string, Tally>, casing: PostingCasing): void {
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
    const token = tokens[index];
    // A word written like a name ("Redis" in running text) is that name, not a slip of another.
    const form = matchVocabularyAt(tokens, index, runEnds[index] ?? tokens.length, {
      joinedWords: true,
      tolerateTypos:
        token !== undefined &&
        !(casing.capitalsAreNames && isWrittenLikeAName(part.text, token, casing)),
    });
    if (form === null) continue;
    const entry = skillsVocabulary[form.index];
    if (!entry) continue;
    const last = tokens[index + form.tokenCount - 1];
    const surface = last ? part.text.slice(tokens[index]?.start, last.end) : entry.term;
    add(
      `v:${form.index}`,
      () => ({
        term: entry.term,
        vocabularyIndex: form.index,
        kind: 'vocabulary',
        forms: listVocabularyForms(form.index),
        surfaces: new Map(),
      }),
      surface,
    );
    consumed.fill(true, index, index + form.tokenCount);
    index += form.tokenCount - 1;
  }

  const isName = (index: number): boolean => {
    const token = tokens[index];
    return (
      token !== undefined &&
      !consumed[index] &&
      isContentWord(token) &&
      !isGeneric(token) &&
      isWrittenLikeAName(part.text, token, casing)
    );
  };
  for (let index = 0; index < tokens.length; index += 1) {
    if (!isName(index)) continue;
    // Names side by side are one name: "Power Query", "GitHub Actions".
    let end = index + 1;
    while (end < (runEnds[index] ?? tokens.length) && isName(end)) end += 1;
    const named = tokens.slice(index, end);
    const first = named[0];
    const last = named[named.length - 1];
    if (!first || !last) continue;
    const stems = named.map((token) => token.stem);
    add(
      `w:${stems.join(' ')}`,
      () => ({
        term: null,
        vocabularyIndex: null,
        kind: 'word',
        forms: [stems],
        formWords: [named.map((token) => token.folded)],
        surfaces: new Map(),
      }),
      part.text.slice(first.start, last.end),
    );
    consumed.fill(true, index, end);
    index = end - 1;
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
      // "base de datos" is a vocabulary term; "especialista de sistemas" is a role, not a skill.
      if (window.filter(isContentWord).every(isGeneric)) continue;
      const stems = window.map((token) => token.stem);
      const surface = part.text.slice(first.start, last.end).toLocaleLowerCase('es');
      add(
        `p:${stems.join(' ')}`,
        () => ({
          term: null,
          vocabularyIndex: null,
          kind: 'phrase',
          forms: [stems],
          formWords: [window.map((token) => token.folded)],
          surfaces: new Map(),
        }),
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

const genericStems: ReadonlySet<string> = new Set([...genericPostingWordSet].map(stemWord));

function isGeneric(token: TextToken): boolean {
  return genericPostingWordSet.has(token.folded) || genericStems.has(token.stem);
}

/**
 * How a posting writes its words. In running text a capital inside a sentence marks a name; a
 * posting in Title Case Or ALL CAPS says nothing by its capitals.
 */
type PostingCasing = { readonly capitalsAreNames: boolean };

function readPostingCasing(postingText: string): PostingCasing {
  // Words inside a sentence only: every line and sentence starts with a capital either way.
  const inner = [...postingText.matchAll(/(?<=[\p{L}\p{N},)]\s+)\p{L}{4,}/gu)].map(
    (match) => match[0],
  );
  const capitalised = inner.filter((word) => /^\p{Lu}/u.test(word)).length;
  return { capitalsAreNames: inner.length > 0 && capitalised / inner.length < 0.5 };
}

/**
 * A word outside the vocabulary is a skill only when written like a product's name: a version
 * after it ("Biotime 8.0"), a digit or a capital inside it ("S10", "BioTime"), all capitals
 * ("SIGEP"), or, in running text, a capital in mid-sentence ("experiencia con Terraform").
 */
function isWrittenLikeAName(text: string, token: TextToken, casing: PostingCasing): boolean {
  const surface = text.slice(token.start, token.end);
  if (/^\s*v?\d+(?:\.\d+)+\b/u.test(text.slice(token.end))) return true;
  if (/\p{L}/u.test(surface) && /\p{N}/u.test(surface)) return true;
  if (/\p{Ll}\p{Lu}/u.test(surface)) return true;
  if (!casing.capitalsAreNames) return false;
  if (surface.length >= 2 && surface === surface.toLocaleUpperCase('es')) return true;
  const before = text.slice(0, token.start).trimEnd();
  // After a semicolon a sentence goes on ("PostgreSQL; Terraform is a plus").
  const sentenceStart = before === '' || /[.:!?•*\-(]$/u.test(before);
  return /^\p{Lu}/u.test(surface) && !sentenceStart;
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
