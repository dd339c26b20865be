// CvDocument (+ optional job posting) → ATS report (issue 3, stage 3): a score from 0 to 100 and
// findings, each explained in Spanish with the CV text it refers to. Deterministic: the same CV
// always gets the same report. The score is 100 minus what the findings cost (finding-weights.ts).
import { isDutyLine } from '../language/duty-line';
import type { CvDocument, DateRange, SectionKind } from '../model/cv-document';
import { foldText } from '../language/fold-text';
import { extractKeywords, type JobKeyword } from '../keywords/extract-keywords';
import { findKeywordEvidence, measureKeywordMatch } from '../keywords/match-keywords';
import { startsWithActionVerb } from '../vocabulary/action-verbs';
import { countCvWords, listCvTexts } from '../keywords/cv-text';
import {
  findingWeights,
  keywordCoverageTarget,
  wordCountLimits,
  type AtsFindingCode,
  type AtsSeverity,
} from './finding-weights';
import { findFirstPersonWords } from './first-person';
import { findPersonalData } from './personal-data';
import {
  foldHeading,
  headingKeywords,
  isStandardHeading,
  standardHeadings,
} from '../vocabulary/standard-headings';

export { atsFindingCodes, type AtsFindingCode, type AtsSeverity } from './finding-weights';

export type AtsFinding = {
  readonly code: AtsFindingCode;
  readonly severity: AtsSeverity;
  /** In Spanish, for the user: what is wrong and what to do. */
  readonly message: string;
  /** The CV text it refers to, or null when it is about something missing. */
  readonly text: string | null;
  /** Points it takes off the score (0 once its code has reached its maximum). */
  readonly impact: number;
};

export type KeywordCoverage = {
  /** Weighted share of the posting's keywords the CV evidences, 0–100 (buried ones count half). */
  readonly percent: number;
  readonly matched: readonly string[];
  readonly missing: readonly string[];
};

export type AtsReport = {
  /** 0–100, an integer. */
  readonly score: number;
  /** Most severe first. */
  readonly findings: readonly AtsFinding[];
  /** Only with a job posting. */
  readonly keywordCoverage?: KeywordCoverage;
};

/** The parse stage's warning for a line it could not place in any section. */
const unplacedLineCode = 'UNPLACED_LINE';
/** Sections that show what the person has done: work, projects, volunteering. */
const experienceKinds: ReadonlySet<SectionKind> = new Set([
  'experience',
  'projects',
  'volunteering',
]);

type RawFinding = {
  readonly code: AtsFindingCode;
  readonly message: string;
  readonly text: string | null;
  /** Only for findings scaled by degree (keyword coverage); else the table's impact. */
  readonly impact?: number;
};

/**
 * Scores a CV for ATS readability and explains every point it loses, in Spanish.
 *
 * @example
 * const { score, findings } = analyseCv(cv);
 * const withPosting = analyseCv(cv, { jobPosting }); // adds keywordCoverage
 */
export function analyseCv(
  cv: CvDocument,
  options: {
    jobPosting?: string;
    /** The posting's keywords, when the caller has already extracted them (the pipeline does). */
    postingKeywords?: readonly JobKeyword[];
    /**
     * The CV is our own rendered output read back (the pipeline's report after): advice then
     * speaks of what we produced rather than of the upload's layout.
     */
    describesOutput?: boolean;
  } = {},
): AtsReport {
  const raw: RawFinding[] = [
    ...checkContact(cv),
    ...checkStructure(cv),
    ...checkHeadings(cv),
    ...checkDates(cv),
    ...checkBullets(cv),
    ...checkLength(cv),
    ...checkLayout(cv, options.describesOutput ?? false),
    ...checkPersonalData(cv),
  ];
  let keywordCoverage: KeywordCoverage | undefined;
  const postingKeywords =
    options.postingKeywords ??
    (options.jobPosting?.trim() ? extractKeywords(options.jobPosting) : undefined);
  if (postingKeywords) {
    keywordCoverage = measureCoverage(cv, postingKeywords);
    raw.push(...checkCoverage(keywordCoverage));
  }
  const findings = applyWeights(raw);
  const lost = findings.reduce((sum, finding) => sum + finding.impact, 0);
  const score = Math.max(0, Math.min(100, Math.round(100 - lost)));
  return keywordCoverage === undefined ? { score, findings } : { score, findings, keywordCoverage };
}

const severityRank: Record<AtsSeverity, number> = { high: 0, medium: 1, low: 2 };

/** Costs each finding by the table, capping each code's total at its maximum. */
function applyWeights(raw: readonly RawFinding[]): AtsFinding[] {
  const used = new Map<AtsFindingCode, number>();
  return raw
    .map((finding) => {
      const weight = findingWeights[finding.code];
      const spent = used.get(finding.code) ?? 0;
      const impact = Math.max(0, Math.min(finding.impact ?? weight.impact, weight.maximum - spent));
      used.set(finding.code, spent + impact);
      return {
        code: finding.code,
        severity: weight.severity,
        message: finding.message,
        text: finding.text,
        impact,
      };
    })
    .map((finding, index) => ({ finding, index }))
    .sort(
      (left, right) =>
        severityRank[left.finding.severity] - severityRank[right.finding.severity] ||
        left.index - right.index,
    )
    .map(({ finding }) => finding);
}

function checkContact(cv: CvDocument): RawFinding[] {
  const { contact } = cv;
  const findings: RawFinding[] = [];
  const isBlank = (value: string | null): boolean => value === null || value.trim() === '';
  if (isBlank(contact.name)) {
    findings.push({
      code: 'MISSING_NAME',
      message: 'No encontramos tu nombre. Escríbelo en la primera línea del CV.',
      text: null,
    });
  }
  if (isBlank(contact.email)) {
    findings.push({
      code: 'MISSING_EMAIL',
      message: 'Falta tu correo electrónico: sin él, el reclutador no puede escribirte.',
      text: null,
    });
  }
  if (isBlank(contact.phone)) {
    findings.push({
      code: 'MISSING_PHONE',
      message: 'Falta tu número de celular. Agrégalo con el código de país (+51).',
      text: null,
    });
  }
  if (isBlank(contact.location)) {
    findings.push({
      code: 'MISSING_LOCATION',
      message: 'Indica tu ciudad (por ejemplo, «Lima, Perú»): muchos filtros buscan por ubicación.',
      text: null,
    });
  }
  // The profile counts wherever the CV shows it: a parse may leave the URL in a section's text.
  const showsLinkedIn =
    contact.links.some((link) => /linkedin/iu.test(link)) ||
    listCvTexts(cv).some(({ text }) => linkedInUrlPattern.test(text));
  if (!showsLinkedIn) {
    findings.push({
      code: 'MISSING_LINKEDIN',
      message: 'Si tienes perfil de LinkedIn, agrégalo: los reclutadores suelen revisarlo.',
      text: null,
    });
  }
  return findings;
}

/** A LinkedIn profile's address, with or without the scheme ("pe.linkedin.com/in/…", "lnkd.in/…"). */
const linkedInUrlPattern = /(?:^|[\s/.(@])(?:linkedin\.com|lnkd\.in)\//iu;

/**
 * Heading words that name a list of skills beyond the parse's section keywords: a section
 * "Herramientas informáticas" or "Conocimiento de software" is where an ATS finds the skills, even
 * when parse filed it under another kind.
 */
const skillsHeadingWords: ReadonlySet<string> = new Set([
  ...[...headingKeywords].filter(([, kind]) => kind === 'skills').map(([word]) => word),
  'conocimiento',
  'habilidad',
  'competencia',
  'aptitud',
  'herramientas',
  'software',
  'informatica',
  'ofimatica',
  'tecnologias',
  'lenguajes',
  'programas',
  'tools',
  'technologies',
  'expertise',
]);

/** True when the CV lists skills somewhere: skill groups, or a section headed as a skills list. */
function hasSkillsList(cv: CvDocument): boolean {
  if (cv.skills.some((group) => group.items.length > 0)) return true;
  return cv.sections.some(
    (section) =>
      section.lines.some((line) => line.trim() !== '') &&
      (section.kind === 'skills' ||
        foldHeading(section.heading)
          .split(' ')
          .some((word) => skillsHeadingWords.has(word))),
  );
}

function checkStructure(cv: CvDocument): RawFinding[] {
  const findings: RawFinding[] = [];
  if (cv.summary === null || cv.summary.trim() === '') {
    findings.push({
      code: 'MISSING_SUMMARY',
      message:
        'No tienes un perfil profesional. Dos o tres líneas sobre quién eres y qué ofreces ayudan al reclutador y al ATS.',
      text: null,
    });
  }
  // The advice asks for internships, volunteering or projects: a CV that shows any of them has
  // already done what it says (a student's "Proyectos" is their experience).
  const hasExperience =
    cv.experience.length > 0 ||
    cv.projects.length > 0 ||
    cv.sections.some((section) => experienceKinds.has(section.kind));
  if (!hasExperience) {
    findings.push({
      code: 'MISSING_EXPERIENCE',
      message:
        'No encontramos experiencia. Si hiciste prácticas, voluntariado o proyectos, inclúyelos.',
      text: null,
    });
  }
  if (!hasSkillsList(cv)) {
    findings.push({
      code: 'MISSING_SKILLS',
      message:
        'Falta una sección de habilidades: es donde un ATS busca tus herramientas y conocimientos.',
      text: null,
    });
  }
  return findings;
}

function checkHeadings(cv: CvDocument): RawFinding[] {
  return cv.sections
    .filter((section) => section.heading.trim() !== '' && !isStandardHeading(section.heading))
    .map((section) => {
      const standard = standardHeadings[cv.language][section.kind];
      return {
        code: 'NON_STANDARD_HEADING',
        message:
          standard === null
            ? `Un ATS podría no reconocer el título «${section.heading}». Si puedes, usa un título común.`
            : `El título «${section.heading}» no es estándar: un ATS lo reconoce mejor como «${standard}».`,
        text: section.heading,
      };
    });
}

const fullMonthNames =
  /\b(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|january|february|march|april|june|july|august|september|october|november|december)\b/u;
const abbreviatedMonthNames =
  /\b(?:ene|feb|mar|abr|may|jun|jul|ago|sep|set|oct|nov|dic|jan|apr|aug|dec)\b/u;

/** The written shape of a date range; a year alone is precision, not a format, so it is null. */
function classifyDateFormat(range: DateRange): string | null {
  const folded = foldText(range.text);
  if (fullMonthNames.test(folded)) return 'full-month';
  if (abbreviatedMonthNames.test(folded)) return 'abbreviated-month';
  if (/\b\d{1,2}\s*[/.-]\s*\d{2,4}\b/u.test(folded)) return 'numeric';
  return null;
}

function checkDates(cv: CvDocument): RawFinding[] {
  const findings: RawFinding[] = [];
  // Experience and education are compared apart: "2012 – 2016" for a degree beside "ene. 2020"
  // for a job is the usual practice, not an inconsistency.
  for (const ranges of [
    cv.experience.map((entry) => entry.dates),
    cv.education.map((entry) => entry.dates),
    cv.projects.map((entry) => entry.dates),
  ]) {
    const examples = new Map<string, string>();
    for (const range of ranges) {
      if (range === null) continue;
      const format = classifyDateFormat(range);
      if (format !== null && !examples.has(format)) examples.set(format, range.text);
    }
    if (examples.size > 1) {
      const written = [...examples.values()];
      findings.push({
        code: 'INCONSISTENT_DATE_FORMATS',
        message: `Tus fechas usan formatos distintos (${written.map((text) => `«${text}»`).join(' y ')}). Usa uno solo en todo el CV.`,
        text: written.join(' | '),
      });
    }
  }
  const isUndated = (range: DateRange | null): boolean =>
    range === null || (range.start === null && range.end === null && !range.current);
  for (const entry of cv.experience) {
    if (!isUndated(entry.dates)) continue;
    const label = labelEntry([entry.title, entry.organisation], entry.bullets);
    findings.push({
      code: 'ENTRY_WITHOUT_DATES',
      message: `«${label}» no tiene fechas. Indica mes y año de inicio y de fin (o «actualidad»).`,
      text: label || null,
    });
  }
  for (const entry of cv.education) {
    if (!isUndated(entry.dates)) continue;
    const label = labelEntry([entry.degree, entry.institution], entry.details);
    findings.push({
      code: 'ENTRY_WITHOUT_DATES',
      message: `«${label}» no tiene fechas. Indica al menos el año de inicio y de fin.`,
      text: label || null,
    });
  }
  return findings;
}

/**
 * How a finding names an entry: its title and organisation, or, when it has neither (an entry
 * read as lines only), the start of its first line, so the message never quotes nothing.
 */
function labelEntry(fields: readonly (string | null)[], lines: readonly string[]): string {
  const named = fields.filter(Boolean).join(' — ');
  if (named !== '') return named;
  const first = lines.find((line) => line.trim() !== '')?.trim() ?? '';
  if (first.length <= entryLabelLength) return first;
  const cut = first.lastIndexOf(' ', entryLabelLength);
  return first.slice(0, cut > 0 ? cut : entryLabelLength);
}

/** The longest start of an entry's first line that names it in a finding. */
const entryLabelLength = 50;

function checkBullets(cv: CvDocument): RawFinding[] {
  const findings: RawFinding[] = [];
  const bullets = [
    ...cv.experience.flatMap((entry) => entry.bullets),
    ...cv.projects.flatMap((entry) => entry.bullets),
  ].filter((bullet) => bullet.trim() !== '');
  for (const bullet of bullets) {
    const firstPerson = findFirstPersonWords(bullet, cv.language);
    if (firstPerson.length > 0) {
      findings.push({
        code: 'FIRST_PERSON',
        message:
          cv.language === 'es'
            ? `Evita la primera persona (${quoteWords(firstPerson)}): escribe «Coordiné los despachos», no «Me encargué de coordinar los despachos».`
            : `Evita la primera persona (${quoteWords(firstPerson)}): escribe «Managed the team», no «I managed my team».`,
        text: bullet,
      });
    } else if (isDutyLine(bullet) && !startsWithActionVerb(bullet)) {
      // Only a duty is asked for a verb: "Tecnologías: React, Node" or a city under a job is not one.
      findings.push({
        code: 'BULLET_WITHOUT_ACTION_VERB',
        message:
          cv.language === 'es'
            ? 'Empieza con un verbo de acción, por ejemplo «Coordiné», «Elaboré» o «Reduje».'
            : 'Empieza con un verbo de acción, por ejemplo «Managed», «Built» o «Reduced».',
        text: bullet,
      });
    }
  }
  if (cv.summary !== null) {
    const firstPerson = findFirstPersonWords(cv.summary, cv.language);
    if (firstPerson.length > 0) {
      findings.push({
        code: 'FIRST_PERSON',
        message: `Tu perfil está en primera persona (${quoteWords(firstPerson)}). Escríbelo sin «yo»: «Contadora con 5 años de experiencia…».`,
        text: cv.summary,
      });
    }
  }
  // One figure is enough to show results are measured; none at all is what recruiters notice.
  if (bullets.length >= 3 && !bullets.some((bullet) => /\d/u.test(bullet))) {
    findings.push({
      code: 'NO_FIGURES',
      message:
        'Ninguno de tus logros tiene cifras. Donde las tengas, agrega números concretos: %, S/, cantidades o plazos.',
      text: null,
    });
  }
  return findings;
}

function quoteWords(words: readonly string[]): string {
  return [...new Set(words)].map((word) => `«${word}»`).join(', ');
}

function checkLength(cv: CvDocument): RawFinding[] {
  const words = countCvWords(cv);
  if (words > wordCountLimits.maximum) {
    return [
      {
        code: 'TOO_LONG',
        message: `Tu CV tiene unas ${words} palabras, más de dos páginas. Quédate con lo más relevante para el puesto.`,
        text: null,
      },
    ];
  }
  if (words < wordCountLimits.minimum) {
    return [
      {
        code: 'TOO_SHORT',
        message: `Tu CV tiene solo ${words} palabras. Cuenta más sobre tus funciones y logros en cada puesto.`,
        text: null,
      },
    ];
  }
  return [];
}

function checkLayout(cv: CvDocument, describesOutput: boolean): RawFinding[] {
  const message = describesOutput
    ? 'No supimos en qué sección va este texto, así que quedó aparte y un ATS tampoco lo ubicaría. Muévelo a la sección que le corresponde.'
    : 'Parte del texto no se pudo ubicar en ninguna sección, y un ATS tampoco lo entendería. Revisa columnas, tablas o cuadros de texto.';
  return cv.warnings
    .filter((warning) => warning.code === unplacedLineCode)
    .map((warning) => ({ code: 'UNPLACED_TEXT', message, text: warning.text }));
}

/** Personal data a recruiter does not need and that invites discrimination: advice, no removal. */
function checkPersonalData(cv: CvDocument): RawFinding[] {
  return findPersonalData(listCvTexts(cv).map(({ text }) => text)).map((found) => ({
    code: 'PERSONAL_DATA',
    message: found.advice,
    text: found.text,
  }));
}

function measureCoverage(cv: CvDocument, keywords: readonly JobKeyword[]): KeywordCoverage {
  const evidence = findKeywordEvidence(cv, keywords);
  return {
    percent: measureKeywordMatch(evidence),
    matched: evidence.filter((item) => item.status !== 'missing').map((item) => item.keyword.term),
    missing: evidence.filter((item) => item.status === 'missing').map((item) => item.keyword.term),
  };
}

function checkCoverage(coverage: KeywordCoverage): RawFinding[] {
  if (coverage.percent >= keywordCoverageTarget) return [];
  const { maximum } = findingWeights.LOW_KEYWORD_COVERAGE;
  const shortfall = (keywordCoverageTarget - coverage.percent) / keywordCoverageTarget;
  const missing = coverage.missing.slice(0, 5);
  return [
    {
      code: 'LOW_KEYWORD_COVERAGE',
      message:
        `Tu CV cubre el ${coverage.percent} % de las palabras clave del aviso.` +
        (missing.length > 0
          ? ` Faltan, por ejemplo: ${missing.join(', ')}. Agrégalas solo si de verdad las tienes.`
          : ' Lleva al inicio las que ya tienes.'),
      text: null,
      impact: Math.round(maximum * shortfall),
    },
  ];
}
