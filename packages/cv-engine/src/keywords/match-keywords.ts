// Where a CV evidences each posting keyword (issue 3, stage 5): matched (in a prominent place),
// buried (only further down, to bring forward) or missing (a suggestion, never content).
import { listCvTexts, prominentZones, type CvText } from './cv-text';
import type { CvDocument } from '../model/cv-document';
import { findRunEnds, type JobKeyword } from './extract-keywords';
import { tokeniseText, type TextToken } from '../language/tokenise-text';

export const keywordStatuses = ['matched', 'buried', 'missing'] as const;
export type KeywordStatus = (typeof keywordStatuses)[number];

export type KeywordEvidence = {
  readonly keyword: JobKeyword;
  readonly status: KeywordStatus;
  /** The CV's own words that evidence the keyword (first prominent hit, else first hit), or null. */
  readonly evidence: string | null;
};

/** Half credit for a keyword the CV has but hides: the reason tailoring brings it forward. */
const buriedCredit = 0.5;

type TokenisedText = {
  readonly text: CvText;
  readonly tokens: readonly TextToken[];
  readonly runEnds: readonly number[];
  /** Every stem in the text, to skip texts that cannot contain a form. */
  readonly stems: ReadonlySet<string>;
};

/**
 * Tokenises texts once for many keyword look-ups.
 *
 * @example const searchable = prepareTexts(listCvTexts(cv))
 */
export function prepareTexts(texts: readonly CvText[]): TokenisedText[] {
  return texts.map((text) => {
    const tokens = tokeniseText(text.text);
    return {
      text,
      tokens,
      runEnds: findRunEnds(text.text, tokens),
      stems: new Set(tokens.map((token) => token.stem)),
    };
  });
}

/**
 * The CV's own words for the first occurrence of any of the keyword's forms in `text`, or null.
 *
 * @example findKeywordIn(prepareTexts([{ text: 'Manejo de MS Excel', zone: 'skill' }])[0], excel) // 'Excel'
 */
export function findKeywordIn(searchable: TokenisedText, keyword: JobKeyword): string | null {
  const { tokens, runEnds, text, stems } = searchable;
  const forms = keyword.forms.filter((form) => form.every((stem) => stems.has(stem)));
  if (forms.length === 0) return null;
  for (let start = 0; start < tokens.length; start += 1) {
    const runEnd = runEnds[start] ?? tokens.length;
    for (const form of forms) {
      if (start + form.length > runEnd) continue;
      if (!form.every((stem, offset) => tokens[start + offset]?.stem === stem)) continue;
      const first = tokens[start];
      const last = tokens[start + form.length - 1];
      if (first && last) return text.text.slice(first.start, last.end);
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
  return keywords.map((keyword) => {
    let buriedEvidence: string | null = null;
    for (const item of searchable) {
      const found = findKeywordIn(item, keyword);
      if (found === null) continue;
      if (prominentZones.has(item.text.zone))
        return { keyword, status: 'matched', evidence: found };
      buriedEvidence ??= found;
    }
    return buriedEvidence === null
      ? { keyword, status: 'missing', evidence: null }
      : { keyword, status: 'buried', evidence: buriedEvidence };
  });
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
