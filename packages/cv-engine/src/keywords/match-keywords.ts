// Where a CV evidences each posting keyword (issue 3, stage 5): matched (in a prominent place),
// buried (only further down, to bring forward) or missing (a suggestion, never content). Issue 13:
// a term is found through spacing and punctuation ("SqlServer", "Power-BI"), inside a longer name
// ("AngularJS" is Angular, "Excel avanzado" is Excel), through its parts ("Word" and "Excel" are
// "Ofimática"), and a posting's own word through a typing slip; a competency only where the
// person claims it, never in a course title or a phrase about something else.
import { listCvTexts, prominentZones, type CvText, type CvTextZone } from './cv-text';
import type { CvDocument } from '../model/cv-document';
import { compactSpelling, findRunEnds, type JobKeyword } from './extract-keywords';
import { tokeniseText, type TextToken } from '../language/tokenise-text';
import { isOneSlipApart } from './typo-distance';

export const keywordStatuses = ['matched', 'buried', 'missing'] as const;
export type KeywordStatus = (typeof keywordStatuses)[number];

export type KeywordEvidence = {
  readonly keyword: JobKeyword;
  readonly status: KeywordStatus;
  /** The CV's own words that evidence the keyword (first prominent hit, else first hit), or null. */
  readonly evidence: string | null;
  /**
   * The CV's own words for the keyword where they can lead a "Competencias clave" group: skills,
   * headline, summary, experience and projects (not a course or a degree), one per part for a
   * keyword evidenced by its parts. Empty when the CV shows it nowhere there.
   */
  readonly shownAs: readonly string[];
};

/** Where a CV's words back a key skill: what the person did or claims, not what they studied. */
export const keySkillZones: ReadonlySet<CvTextZone> = new Set([
  'headline',
  'summary',
  'skill',
  'title',
  'first-bullet',
  'bullet',
  'project',
  'language',
]);

/** compactSpelling for text already folded (a token), without folding it again. */
const compactFolded = (folded: string): string => folded.replace(/[^\p{L}\p{N}+#]+/gu, '');

/** Where a competency is claimed: "writing clean code" in a bullet is not "Redacción". */
const competencyZones: ReadonlySet<CvTextZone> = new Set([
  'headline',
  'summary',
  'skill-category',
  'skill',
]);

/** Half credit for a keyword the CV has but hides: the reason tailoring brings it forward. */
const buriedCredit = 0.5;

type TokenisedText = {
  readonly text: CvText;
  readonly tokens: readonly TextToken[];
  readonly runEnds: readonly number[];
  /** Every stem in the text, to skip texts that cannot contain a form. */
  readonly stems: ReadonlySet<string>;
  /** Each token folded without punctuation, for spellings written together or apart. */
  readonly compacts: readonly string[];
  /** All of them joined: a spelling that is not in it is nowhere in the text. */
  readonly joinedCompacts: string;
};

/**
 * Tokenises texts once for many keyword look-ups.
 *
 * @example const searchable = prepareTexts(listCvTexts(cv))
 */
export function prepareTexts(texts: readonly CvText[]): TokenisedText[] {
  return texts.map((text) => {
    const tokens = tokeniseText(text.text);
    const compacts = tokens.map((token) => compactFolded(token.folded));
    return {
      text,
      tokens,
      runEnds: findRunEnds(text.text, tokens),
      stems: new Set(tokens.map((token) => token.stem)),
      compacts,
      joinedCompacts: compacts.join(''),
    };
  });
}

/**
 * The CV's own words for the first occurrence of any of the keyword's forms in `text`, or null.
 *
 * @example findKeywordIn(prepareTexts([{ text: 'Manejo de MS Excel', zone: 'skill' }])[0], excel) // 'Excel'
 */
export function findKeywordIn(searchable: TokenisedText, keyword: JobKeyword): string | null {
  const { tokens, runEnds, stems } = searchable;
  const { forms, formWords } = keyword;
  // Only the forms whose every stem is in the text can match (most keywords have none).
  let candidates: number[] | null = null;
  for (let index = 0; index < forms.length; index += 1) {
    if (forms[index]?.every((stem) => stems.has(stem))) (candidates ??= []).push(index);
  }
  for (let start = 0; start < tokens.length && candidates !== null; start += 1) {
    const runEnd = runEnds[start] ?? tokens.length;
    for (const index of candidates) {
      const form = forms[index] ?? [];
      if (start + form.length > runEnd) continue;
      if (!form.every((stem, offset) => tokens[start + offset]?.stem === stem)) continue;
      const word = formWords?.[index]?.[0];
      if (form.length === 1 && word && !isInflectionOf(tokens[start]?.folded ?? '', word)) continue;
      const found = cutTokens(searchable, start, start + form.length);
      if (found !== null) return found;
    }
  }
  return findSpellingIn(searchable, keyword) ?? findWithSlipIn(searchable, keyword);
}

/** The CV's own text from token `start` to just before token `end`. */
function cutTokens(searchable: TokenisedText, start: number, end: number): string | null {
  const first = searchable.tokens[start];
  const last = searchable.tokens[end - 1];
  return first && last ? searchable.text.text.slice(first.start, last.end) : null;
}

/** Drops a Spanish or English plural and gender ending: "contables" → "contabl". */
const inflectionEnding = /(?:[aeo]?s|[aeo])$/u;

/** The same word up to its plural and gender: "estadístico" is "estadística", "programs" is not "programación". */
function isInflectionOf(word: string, term: string): boolean {
  return word === term || word.replace(inflectionEnding, '') === term.replace(inflectionEnding, '');
}

/** Suffixes that name the same tool: "AngularJS", "Vue.js", "Python3", "Angular2". */
const toolNameSuffix = /^(?:js|\d+)$/u;
/** What may stand between the words of one spelling: "SQL Server", "Power-BI", "Node.js". */
const spellingGap = /^[\s\-_/.]*$/u;

/** The keyword written together, apart or hyphenated, or with a tool suffix, in the CV. */
function findSpellingIn(searchable: TokenisedText, keyword: JobKeyword): string | null {
  const spellings = new Set((keyword.spellings ?? []).filter((spelling) => spelling.length >= 4));
  if (spellings.size === 0) return null;
  const { tokens, compacts, text } = searchable;
  const spellingList = [...spellings].filter((spelling) =>
    searchable.joinedCompacts.includes(spelling),
  );
  if (spellingList.length === 0) return null;
  const longest = Math.max(...spellingList.map((spelling) => spelling.length));
  for (let start = 0; start < tokens.length; start += 1) {
    // Most words start no spelling: skip them before joining anything.
    const head = compacts[start] ?? '';
    if (
      head === '' ||
      !spellingList.some((spelling) => spelling.startsWith(head) || head.startsWith(spelling))
    )
      continue;
    let joined = '';
    for (let end = start; end < tokens.length && joined.length < longest; end += 1) {
      const previous = tokens[end - 1];
      const token = tokens[end];
      if (!token) break;
      if (end > start && previous && !spellingGap.test(text.text.slice(previous.end, token.start)))
        break;
      joined += compacts[end] ?? '';
      if (spellingList.includes(joined)) return cutTokens(searchable, start, end + 1);
      if (end === start) {
        for (const spelling of spellingList) {
          if (joined.startsWith(spelling) && toolNameSuffix.test(joined.slice(spelling.length)))
            return cutTokens(searchable, start, end + 1);
        }
      }
    }
  }
  return null;
}

/** The same stem, or a long stem one typing slip from it. */
function isNear(token: TextToken | undefined, stem: string): boolean {
  return (
    token !== undefined &&
    (token.stem === stem ||
      (stem.length >= 6 && token.stem.length >= 6 && isOneSlipApart(token.stem, stem)))
  );
}

/**
 * A posting's own word (not the vocabulary's) evidenced by a CV word one typing slip from it: the
 * posting's "Terrafrom" is the CV's "Terraform". Long words only, where a slip cannot make another
 * word.
 */
function findWithSlipIn(searchable: TokenisedText, keyword: JobKeyword): string | null {
  if (keyword.kind === 'vocabulary') return null;
  const { tokens, runEnds } = searchable;
  for (let start = 0; start < tokens.length; start += 1) {
    const runEnd = runEnds[start] ?? tokens.length;
    for (const form of keyword.forms) {
      if (start + form.length > runEnd) continue;
      if (form.every((stem, offset) => isNear(tokens[start + offset], stem))) {
        return cutTokens(searchable, start, start + form.length);
      }
    }
  }
  return null;
}

/**
 * Classifies every keyword by the evidence the CV gives for it (contact data is never evidence).
 *
 * @example findKeywordEvidence(cv, extractKeywords(posting)).filter((item) => item.status === 'missing')
 */
export function findKeywordEvidence(
  cv: CvDocument,
  keywords: readonly JobKeyword[],
): KeywordEvidence[] {
  const searchable = prepareTexts(listCvTexts(cv).filter((text) => text.zone !== 'contact'));
  return keywords.map((keyword) => classify(keyword, searchable));
}

function classify(keyword: JobKeyword, searchable: readonly TokenisedText[]): KeywordEvidence {
  const texts = keyword.competency
    ? searchable.filter((item) => competencyZones.has(item.text.zone))
    : searchable;
  let prominent: string | null = null;
  let buried: string | null = null;
  const shownAs: string[] = [];
  for (const item of texts) {
    const found = findKeywordIn(item, keyword);
    if (found === null) continue;
    if (prominentZones.has(item.text.zone)) prominent ??= found;
    else buried ??= found;
    const isAdjective = keyword.adjectives?.includes(compactSpelling(found)) ?? false;
    if (keySkillZones.has(item.text.zone) && shownAs.length === 0 && !isAdjective)
      shownAs.push(found);
  }
  // Found by its parts ("Word" and "Excel" for "Ofimática"), or named only where it cannot be
  // listed (a category called "Office"): the parts are what the key skills group shows.
  if (shownAs.length === 0 && keyword.parts && keyword.partsNeeded) {
    const found = keyword.parts
      .map((part) => classify(part, searchable))
      .filter((part) => part.status !== 'missing');
    if (found.length >= keyword.partsNeeded) {
      shownAs.push(...found.flatMap((part) => part.shownAs));
      if (prominent === null && buried === null) {
        const matched = found.filter((part) => part.status === 'matched');
        return {
          keyword,
          status: matched.length >= keyword.partsNeeded ? 'matched' : 'buried',
          evidence: found.map((part) => part.evidence).join(', '),
          shownAs,
        };
      }
    }
  }
  if (prominent !== null) return { keyword, status: 'matched', evidence: prominent, shownAs };
  if (buried !== null) return { keyword, status: 'buried', evidence: buried, shownAs };
  return { keyword, status: 'missing', evidence: null, shownAs };
}

/**
 * The weighted share of the posting's keywords the CV evidences, 0–100: full credit in a prominent
 * place, half when buried.
 *
 * @example measureKeywordMatch(findKeywordEvidence(cv, keywords)) // 64
 */
export function measureKeywordMatch(evidence: readonly KeywordEvidence[]): number {
  const total = evidence.reduce((sum, item) => sum + item.keyword.weight, 0);
  if (total === 0) return 0;
  const credited = evidence.reduce(
    (sum, item) =>
      sum +
      item.keyword.weight *
        (item.status === 'matched' ? 1 : item.status === 'buried' ? buriedCredit : 0),
    0,
  );
  return Math.round((credited / total) * 100);
}
