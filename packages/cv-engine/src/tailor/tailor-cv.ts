// Tailoring a CV to a job posting (issue 3, stage 5): keywords from the posting, which ones the CV
// already evidences, skills and bullets reordered by relevance, and a "Competencias clave" group of
// evidenced keywords at the front. Keywords the CV cannot back up are reported as suggestions and
// never written into the CV (PRODUCT.md §4: "keywords the CV cannot back up are suggestions").
// Issue 13: the group lists the CV's own words (an English CV keeps "Excel skills", never gets
// "Redacción"), only from what the person did or claims (not a course title), and copies them:
// every skill stays in its own category line too.
import { CvEngineError, cvEngineErrorCodes } from '../errors';
import { standardHeadings, standardSectionOrder } from '../vocabulary/standard-headings';
import type { CvDocument, CvSection, SkillGroup } from '../model/cv-document';
import { foldText } from '../language/fold-text';
import { capitaliseFirstLetter } from '../language/capitalise-text';
import {
  extractKeywords,
  type JobKeyword,
  type JobKeywordKind,
} from '../keywords/extract-keywords';
import {
  findKeywordEvidence,
  findKeywordIn,
  measureKeywordMatch,
  prepareTexts,
  type KeywordStatus,
} from '../keywords/match-keywords';

export { extractKeywords, type JobKeyword } from '../keywords/extract-keywords';

export type TailorKeyword = {
  readonly term: string;
  readonly kind: JobKeywordKind;
  readonly weight: number;
  readonly status: KeywordStatus;
  /** The CV's own words that evidence it, or null when missing. */
  readonly evidence: string | null;
};

export type TailorReport = {
  /** Every posting keyword, heaviest first, with its status in the CV before tailoring. */
  readonly keywords: readonly TailorKeyword[];
  /** Evidenced in a prominent place (summary, skills, titles, first bullets). */
  readonly matched: readonly string[];
  /** In the CV but further down: brought forward by the "Competencias clave" group. */
  readonly buried: readonly string[];
  /** Not in the CV: suggestions for the user, never added to the CV. */
  readonly missing: readonly string[];
  /** Weighted keyword match, 0–100, before and after tailoring (buried counts half). */
  readonly matchBefore: number;
  readonly matchAfter: number;
  /** In Spanish, for the user: what to add if they really have it. */
  readonly suggestions: readonly string[];
};

export const keySkillsGroupName = { es: 'Competencias clave', en: 'Key skills' } as const;
/** The front line stays readable: the heaviest evidenced keywords only. */
const maximumKeySkills = 12;
const maximumSuggestions = 8;

/**
 * Fewer words than this is a title, not a posting (the server and the web form refuse it first,
 * with the same limit: packages/shared job-posting.ts).
 */
export const minimumPostingWords = 20;

/**
 * Refuses a posting too short to tailor to, before any work is done, for callers that skip the
 * server's check. An empty posting is no posting (plain optimisation), not a short one.
 *
 * @example checkJobPosting('Analista') // throws CvEngineError JOB_POSTING_TOO_SHORT
 */
export function checkJobPosting(postingText: string | undefined): void {
  const words = (postingText ?? '').split(/\s+/u).filter((word) => /\p{L}/u.test(word)).length;
  if (words > 0 && words < minimumPostingWords) {
    throw new CvEngineError(
      cvEngineErrorCodes.jobPostingTooShort,
      `La descripción del trabajo es muy corta para adaptar tu CV (al menos ${minimumPostingWords} palabras).`,
    );
  }
}

/**
 * Tailors a CV to a job posting without adding any fact: evidenced keywords go into a
 * "Competencias clave" skill group at the front, skills and bullets are reordered by relevance.
 *
 * @example
 * const { cv: tailored, report } = tailorCv(cv, postingText);
 * report.missing; // ['SQL Server', …] — suggestions, not in `tailored`
 */
export function tailorCv(
  cv: CvDocument,
  postingText: string,
  /** The posting's keywords, when the caller has already extracted them (the pipeline does). */
  keywords: readonly JobKeyword[] = extractKeywords(postingText),
): { cv: CvDocument; report: TailorReport } {
  checkJobPosting(postingText);
  const before = findKeywordEvidence(cv, keywords);
  const matchBefore = measureKeywordMatch(before);

  const keySkills = uniqueFolded(
    before
      .filter((item) => item.status !== 'missing')
      .flatMap((item) => item.shownAs.map(capitaliseFirstLetter)),
  ).slice(0, maximumKeySkills);

  const relevance = createRelevanceScorer(keywords);
  const withSkills = placeKeySkills(cv, keySkills, relevance);
  const reordered: CvDocument = {
    ...withSkills,
    experience: withSkills.experience.map((entry) => ({
      ...entry,
      bullets: sortByRelevance(entry.bullets, relevance),
    })),
    projects: withSkills.projects.map((entry) => ({
      ...entry,
      bullets: sortByRelevance(entry.bullets, relevance),
    })),
  };
  // Reordering bullets can push a keyword out of the first bullets; the key skills group normally
  // covers it, but the promise is matchAfter ≥ matchBefore, so keep the source order if not.
  let tailored = reordered;
  let matchAfter = measureKeywordMatch(findKeywordEvidence(reordered, keywords));
  if (matchAfter < matchBefore) {
    tailored = withSkills;
    matchAfter = measureKeywordMatch(findKeywordEvidence(withSkills, keywords));
  }

  const termsWith = (status: KeywordStatus): string[] =>
    before.filter((item) => item.status === status).map((item) => item.keyword.term);
  const missing = termsWith('missing');
  return {
    cv: tailored,
    report: {
      keywords: before.map(({ keyword, status, evidence }) => ({
        term: keyword.term,
        kind: keyword.kind,
        weight: keyword.weight,
        status,
        evidence,
      })),
      matched: termsWith('matched'),
      buried: termsWith('buried'),
      missing,
      matchBefore,
      matchAfter,
      suggestions: missing
        .slice(0, maximumSuggestions)
        .map(
          (term) =>
            `El aviso pide «${term}». Si lo tienes, agrégalo a tu CV con un ejemplo concreto; si no, no lo pongas.`,
        ),
    },
  };
}

type RelevanceScorer = (text: string) => number;

/** The summed weight of the keywords a text evidences. */
function createRelevanceScorer(keywords: readonly JobKeyword[]): RelevanceScorer {
  const cache = new Map<string, number>();
  return (text) => {
    const cached = cache.get(text);
    if (cached !== undefined) return cached;
    const [searchable] = prepareTexts([{ text, zone: 'skill' }]);
    const score = searchable
      ? keywords.reduce(
          (sum, keyword) =>
            sum + (findKeywordIn(searchable, keyword) === null ? 0 : keyword.weight),
          0,
        )
      : 0;
    cache.set(text, score);
    return score;
  };
}

/** Most relevant first; equally relevant items keep their order (a stable sort). */
function sortByRelevance(items: readonly string[], relevance: RelevanceScorer): string[] {
  return items
    .map((item, index) => ({ item, index, score: relevance(item) }))
    .sort((left, right) => right.score - left.score || left.index - right.index)
    .map(({ item }) => item);
}

/**
 * Puts the key skills group first in the first skills section (creating the section, under the
 * standard heading, if the CV has none). Skills already listed stay where they are as well: their
 * category ("Bases de datos: …") says something the key skills group does not.
 */
function placeKeySkills(
  cv: CvDocument,
  keySkills: readonly string[],
  relevance: RelevanceScorer,
): CvDocument {
  const groupName = keySkillsGroupName[cv.language];
  // A previous tailoring's group is replaced, not stacked.
  // An earlier tailoring's key skills (a group, or a section of their own) are replaced.
  const earlierKeySections = new Set(
    cv.sections
      .filter((section) => section.kind === 'skills' && section.heading === groupName)
      .map((section) => section.id),
  );
  const otherGroups = cv.skills.filter(
    (group) => group.name !== groupName && !earlierKeySections.has(group.sectionId),
  );
  const remaining: SkillGroup[] = otherGroups.map((group) => ({
    ...group,
    items: sortByRelevance(group.items, relevance),
  }));
  const sortedGroups = remaining
    .map((group, index) => ({ group, index, score: Math.max(0, ...group.items.map(relevance)) }))
    .sort((left, right) => right.score - left.score || left.index - right.index)
    .map(({ group }) => group);

  if (keySkills.length === 0) return { ...cv, skills: sortedGroups };

  const sections = [...cv.sections];
  // A skills section printed as the source wrote it (issue 13) shows none of its typed groups:
  // the key skills then get a section of their own, just before it.
  const keptSkills = sections.findIndex(
    (section) => section.kind === 'skills' && section.keepAsWritten === true,
  );
  let skillsSection = sections.find(
    (section) => section.kind === 'skills' && section.keepAsWritten !== true,
  );
  let keyGroupName: string | null = groupName;
  if (!skillsSection && keptSkills >= 0) {
    skillsSection = { ...createSkillsSection(cv), heading: groupName };
    keyGroupName = null;
    sections.splice(keptSkills, 0, skillsSection);
  } else if (!skillsSection) {
    skillsSection = createSkillsSection(cv);
    const position = sections.findIndex(
      (section) =>
        standardSectionOrder.indexOf(section.kind) > standardSectionOrder.indexOf('skills'),
    );
    sections.splice(position === -1 ? sections.length : position, 0, skillsSection);
  }
  const keyGroup: SkillGroup = {
    sectionId: skillsSection.id,
    name: keyGroupName,
    items: [...keySkills],
  };
  return { ...cv, sections, skills: [keyGroup, ...sortedGroups] };
}

function createSkillsSection(cv: CvDocument): CvSection {
  const ids = new Set(cv.sections.map((section) => section.id));
  let id = 'tailor-skills';
  for (let suffix = 2; ids.has(id); suffix += 1) id = `tailor-skills-${suffix}`;
  return { id, kind: 'skills', heading: standardHeadings[cv.language].skills, lines: [] };
}

function uniqueFolded(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = foldText(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
