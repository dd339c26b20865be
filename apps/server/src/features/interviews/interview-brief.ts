// The short brief an interview is built on (issue 15): who the candidate is, a few facts from
// their CV, the position and the posting's key requirements. The built-in plan, the feedback and
// Vapi's assistant (through variableValues) all read it; it never carries the whole CV.
import { CvEngineError, extractKeywords, tailorCv } from '@cvlisto/cv-engine';
import { isUncertain, type CvDocument, type ExperienceEntry } from '@cvlisto/cv-engine/model';
import { foldText, listWords, shortenText, spanishFunctionWords } from './interview-text';

/** The engine exports the function, not its keyword type. */
type PostingKeywords = ReturnType<typeof extractKeywords>;

export type InterviewBrief = {
  readonly candidateName: string;
  /** The position practised for: as the user typed it, else the posting's title; may be ''. */
  readonly position: string;
  /** 3–5 short facts from the CV: latest jobs, degree, top skills — never whole sections. */
  readonly facts: readonly string[];
  /** The posting's key requirements, heaviest first, at most 6. */
  readonly requirements: readonly string[];
  /** Terms to look for in the answers: the posting's keywords and the position's words. */
  readonly postingTerms: readonly string[];
  /** The most recent experience entries, at most 3. */
  readonly experiences: readonly { readonly title: string; readonly organisation: string }[];
  /**
   * Requirements the CV does not show (a subset of `requirements`, same order): the plan asks
   * about one. Empty without a CV or a posting. Optional so briefs stored before it still read.
   */
  readonly requirementsNotInCv?: readonly string[];
};

export type InterviewBriefInput = {
  readonly cv: CvDocument | null;
  readonly position: string;
  readonly posting: string;
  readonly displayName: string;
};

const maximumRequirements = 6;
const maximumPostingTerms = 12;
const maximumExperiences = 3;
const maximumFacts = 5;
const maximumFactCharacters = 140;
const maximumSkillsInFact = 5;
/** The engine refuses to tailor to fewer words (tailor-cv.ts minimumPostingWords). */
const minimumTailorWords = 20;

/**
 * Builds the brief of one interview.
 *
 * @example
 * buildInterviewBrief({ cv, position: 'Analista de datos', posting: '', displayName: 'Ana' })
 *   .postingTerms; // ['analista', 'datos']
 */
export function buildInterviewBrief(input: InterviewBriefInput): InterviewBrief {
  const { cv } = input;
  const posting = input.posting.trim();
  const position = shortenText(input.position.trim() || positionFromPosting(posting), 120);
  const keywords = posting === '' ? [] : extractKeywords(posting);
  const requirements = postingKeywords(posting, keywords);
  const keyRequirements = requirements.slice(0, maximumRequirements);
  return {
    candidateName: shortenText(input.displayName.trim() || cv?.contact.name?.trim() || '', 80),
    position,
    facts: cv ? cvFacts(cv) : [],
    requirements: keyRequirements,
    postingTerms: uniqueFolded([...requirements, ...positionWords(position)]),
    experiences: cv ? recentExperiences(cv) : [],
    requirementsNotInCv:
      cv && posting !== '' ? requirementsMissingFrom(cv, posting, keywords, keyRequirements) : [],
  };
}

/**
 * The brief as Vapi's assistant variables ({{candidateName}}, {{position}}, {{cvFacts}},
 * {{requirements}}): short strings, with a Spanish placeholder where there is nothing.
 */
export function vapiVariableValues(brief: InterviewBrief): Record<string, string> {
  return {
    candidateName: brief.candidateName || 'la persona candidata',
    position: brief.position || 'no indicado',
    cvFacts: shortenText(brief.facts.join('; '), 600) || 'no compartió su CV',
    requirements: shortenText(brief.requirements.join(', '), 300) || 'sin oferta indicada',
  };
}

/**
 * The posting's keywords, heaviest first; among equally heavy ones, in the order the posting
 * names them (the engine breaks ties alphabetically, which would drop "SQL" for "Inglés").
 */
function postingKeywords(posting: string, keywords: PostingKeywords): string[] {
  const folded = foldText(posting);
  const firstMention = (term: string) => {
    const index = folded.indexOf(foldText(term));
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return keywords
    .map((keyword) => ({
      term: keyword.term,
      weight: keyword.weight,
      at: firstMention(keyword.term),
    }))
    .sort((left, right) => right.weight - left.weight || left.at - right.at)
    .slice(0, maximumPostingTerms)
    .map((keyword) => keyword.term);
}

/** A "Puesto: …" line of the posting, else its first line when it reads like a title. */
function positionFromPosting(posting: string): string {
  const lines = posting
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  for (const line of lines) {
    const labelled = /^(?:puesto|cargo|posici[oó]n|vacante|job title|position)\s*:\s*(.+)$/iu.exec(
      line,
    );
    if (labelled?.[1]) return labelled[1].trim();
  }
  const first = lines[0] ?? '';
  const looksLikeTitle =
    first.length <= 80 &&
    listWords(first).length <= 8 &&
    !first.includes(':') &&
    !first.endsWith('.') &&
    /\p{L}/u.test(first);
  return looksLikeTitle ? first.replace(/^[-•*\s]+/u, '') : '';
}

/** The position's own words ("Analista de datos" → analista, datos), to look for in answers. */
function positionWords(position: string): string[] {
  return listWords(position)
    .map((word) => word.toLowerCase())
    .filter((word) => word.length >= 3 && !spanishFunctionWords.has(foldText(word)));
}

function uniqueFolded(terms: readonly string[]): string[] {
  const seen = new Set<string>();
  return terms.filter((term) => {
    const key = foldText(term);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The entry with the fields the parser was unsure of left out (issue 12): a misread title would
 * be asked about by name. An entry whose boundaries are a guess is left out whole.
 */
function trustedEntry(entry: ExperienceEntry): ExperienceEntry | null {
  const confidence = entry.confidence;
  if (isUncertain(confidence?.entry)) return null;
  const trusted = {
    ...entry,
    title: isUncertain(confidence?.title) ? null : entry.title,
    organisation: isUncertain(confidence?.organisation) ? null : entry.organisation,
  };
  return trusted.title?.trim() || trusted.organisation?.trim() ? trusted : null;
}

/** A month index to sort by, the present last; null when the entry has no date. */
function recency(entry: ExperienceEntry): number | null {
  const dates = entry.dates;
  if (!dates) return null;
  if (dates.current) return Number.MAX_SAFE_INTEGER;
  const point = dates.end ?? dates.start;
  if (!point) return null;
  return point.year * 12 + (point.month ?? (dates.end ? 12 : 1));
}

/**
 * Newest first: by date when every entry has one, else as the CV lists them (CVs list the latest
 * first; mixing dated and undated entries would give an unstable order).
 */
function recentEntries(cv: CvDocument): ExperienceEntry[] {
  const entries = cv.experience
    .map(trustedEntry)
    .filter((entry): entry is ExperienceEntry => entry !== null);
  const keys = entries.map(recency);
  if (keys.some((key) => key === null)) return entries;
  return entries
    .map((entry, index) => ({ entry, key: keys[index] ?? 0, index }))
    .sort((left, right) => right.key - left.key || left.index - right.index)
    .map(({ entry }) => entry);
}

function recentExperiences(cv: CvDocument): { title: string; organisation: string }[] {
  return recentEntries(cv)
    .slice(0, maximumExperiences)
    .map((entry) => ({
      title: shortenText(entry.title?.trim() ?? '', 100),
      organisation: shortenText(entry.organisation?.trim() ?? '', 100),
    }));
}

function cvFacts(cv: CvDocument): string[] {
  const facts: string[] = [];
  for (const entry of recentEntries(cv).slice(0, 2)) {
    const title = entry.title?.trim();
    const organisation = entry.organisation?.trim();
    const role = title && organisation ? `${title} en ${organisation}` : (title ?? organisation);
    const dates = entry.dates?.text.trim();
    facts.push(dates ? `${role} (${dates})` : `${role}`);
  }
  const degree = cv.education.find((entry) => entry.degree?.trim() || entry.institution?.trim());
  if (degree) {
    facts.push([degree.degree?.trim(), degree.institution?.trim()].filter(Boolean).join(', '));
  }
  const skills = cv.skills
    .flatMap((group) => group.items)
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .slice(0, maximumSkillsInFact);
  if (skills.length > 0) facts.push(`Habilidades: ${skills.join(', ')}`);
  const languages = cv.languages
    .filter((language) => foldText(language.name) !== 'espanol')
    .slice(0, 2)
    .map((language) => (language.level ? `${language.name} (${language.level})` : language.name));
  if (languages.length > 0) facts.push(`Idiomas: ${languages.join(', ')}`);
  const headline = cv.contact.headline?.trim();
  if (headline && facts.length < 3) facts.unshift(`Perfil: ${headline}`);
  return facts.slice(0, maximumFacts).map((fact) => shortenText(fact, maximumFactCharacters));
}

/**
 * The requirements the CV shows no evidence of: the engine's own keyword matching (as tailoring
 * reports "missing" keywords) when the posting is long enough for it, else a plain look-up of
 * each term in the CV's text.
 */
function requirementsMissingFrom(
  cv: CvDocument,
  posting: string,
  keywords: PostingKeywords,
  requirements: readonly string[],
): string[] {
  const postingWords = posting.split(/\s+/u).filter((word) => /\p{L}/u.test(word)).length;
  if (postingWords >= minimumTailorWords) {
    try {
      const missing = new Set(tailorCv(cv, posting, keywords).report.missing.map(foldText));
      return requirements.filter((term) => missing.has(foldText(term)));
    } catch (error) {
      if (!(error instanceof CvEngineError)) throw error;
    }
  }
  const cvText = foldText(cvTexts(cv).join('\n'));
  return requirements.filter((term) => !cvText.includes(foldText(term)));
}

function cvTexts(cv: CvDocument): string[] {
  return [
    cv.contact.headline ?? '',
    cv.summary ?? '',
    ...cv.experience.flatMap((entry) => [
      entry.title ?? '',
      entry.organisation ?? '',
      ...entry.bullets,
    ]),
    ...cv.education.flatMap((entry) => [
      entry.degree ?? '',
      entry.institution ?? '',
      ...entry.details,
    ]),
    ...cv.skills.flatMap((group) => [group.name ?? '', ...group.items]),
    ...cv.languages.map((language) => language.name),
    ...cv.certifications.map((certification) => certification.name),
    ...cv.projects.flatMap((project) => [project.name, ...project.bullets]),
    ...cv.sections.flatMap((section) => section.lines),
  ];
}
