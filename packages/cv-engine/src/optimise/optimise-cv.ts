// Deterministic improvements of a CvDocument (issue 3, stage 4): standard headings in a standard
// order, one date format, bullets that open with an action verb and without first person where a
// safe rewrite exists, consistent capitalisation and final punctuation, duplicates removed, and a
// factual profile when there is none. Never invents a fact (PRODUCT.md §4): every change only
// rearranges, re-spells or removes a duplicate of what the CV says, and each one is reported.
import { startsWithActionVerb } from '../vocabulary/action-verbs';
import {
  foldHeading,
  standardHeadings,
  standardSectionOrder,
  technicalHeadingWords,
} from '../vocabulary/standard-headings';
import {
  isEntryUncertain,
  isUncertain,
  type Contact,
  type CvDocument,
  type CvSection,
  type DateRange,
  type ExperienceEntry,
  type ProjectEntry,
  type SkillGroup,
} from '../model/cv-document';
import { dropContactRepeats, isContactValue } from './contact-repeats';
import { decideKeepAsWritten, hasTypedEntries, isDutySection } from './keep-as-written';
import { findDateRange, namesAcademicPeriod, namesMoreThanItsDates } from '../parse/dates';
import { foldText } from '../language/fold-text';
import { skillsVocabulary } from '../vocabulary/skills-vocabulary';
import { buildSummary } from './build-summary';
import { capitaliseFirstLetter } from '../language/capitalise-text';
import { formatDateRange } from '../model/date-range-text';
import { rewriteBullet, type BulletRewriteReason } from './rewrite-bullet';
import { entryTense, tenseFromBullets, tensesFromOrder, type EntryTense } from './bullet-tense';
import { detectBulletLanguage } from './bullet-language';
import { collectWordEvidence, type WordEvidence } from '../language/word-evidence';
import { listCvTexts } from '../keywords/cv-text';
import { isDutyLine } from '../language/duty-line';
import { mergeSkillSections } from './merge-skill-sections';

export const cvChangeKinds = [
  'heading',
  'section-order',
  'date-format',
  'bullet-rewrite',
  'capitalisation',
  'punctuation',
  'duplicate-removed',
  'summary-suggested',
  'kept-as-written',
  'figure-hint',
] as const;
export type CvChangeKind = (typeof cvChangeKinds)[number];

export type CvChange = {
  readonly kind: CvChangeKind;
  /** The text before, or null for an addition. */
  readonly before: string | null;
  /** The text after, or null for a removal or a hint (hints change nothing in the CV). */
  readonly after: string | null;
  /** In Spanish, for the user. */
  readonly message: string;
};

/**
 * Applies the deterministic rules and lists every change, plus hints where a figure would help.
 *
 * @example
 * const { cv: optimised, changes } = optimiseCv(cv);
 * changes[0]; // { kind: 'heading', before: 'EXPERIENCIA LABORAL', after: 'Experiencia profesional', message: '…' }
 */
export function optimiseCv(cv: CvDocument): { cv: CvDocument; changes: CvChange[] } {
  const changes: CvChange[] = [];
  const bulletStyle = chooseFinalPeriod(
    [...cv.experience, ...cv.projects].flatMap((entry) => entry.bullets),
  );
  const words = collectWordEvidence(listCvTexts(cv).map(({ text }) => text));
  const polish = (
    bullets: readonly string[],
    dates: DateRange | null,
    fallback: EntryTense | null = null,
  ): string[] =>
    polishBullets(bullets, { language: cv.language, dates, fallback, words }, bulletStyle, changes);

  // First, what is printed as written: its typed entries are not printed, so they are not
  // rewritten either (a change the output does not show would be a false report).
  const keptSections = keepUnsureSectionsAsWritten(cv, changes);
  const kept = new Set(
    keptSections.filter((section) => section.keepAsWritten === true).map((section) => section.id),
  );
  const printed = <Entry extends { readonly sectionId: string }>(entry: Entry) =>
    !kept.has(entry.sectionId);

  const normalise = (dates: DateRange | null) =>
    dates === null ? null : normaliseDates(dates, cv.language, changes);
  // A job without dates listed below one that ended, newest first, ended too.
  const polishEntries = <Entry extends ExperienceEntry | ProjectEntry>(
    entries: readonly Entry[],
  ): Entry[] => {
    const fallbacks = tensesFromOrder(entries);
    return entries.map((entry, index) => {
      if (!printed(entry)) return entry;
      // Dates the parse is unsure of are printed as written: they neither set the verbs' tense
      // nor are rewritten in the standard format.
      const sure = !('confidence' in entry) || !isUncertain(entry.confidence?.dates);
      return {
        ...entry,
        bullets: polish(entry.bullets, sure ? entry.dates : null, fallbacks[index] ?? null),
        dates: sure ? normalise(entry.dates) : entry.dates,
      };
    });
  };
  const experience = polishEntries(cv.experience);
  const projects = polishEntries(cv.projects);
  const education = cv.education.map((entry) =>
    printed(entry) && !isUncertain(entry.confidence?.dates)
      ? { ...entry, dates: normalise(entry.dates) }
      : entry,
  );
  let skills = [
    ...polishSkills(cv.skills.filter(printed), cv.contact, changes),
    ...cv.skills.filter((group) => !printed(group)),
  ];
  const languages = [
    ...removeDuplicates(cv.languages.filter(printed), (entry) => entry.name, changes, 'idioma'),
    ...cv.languages.filter((entry) => !printed(entry)),
  ];
  // A kept section's list items get the same rewrites, in the tense of the dates written above
  // them on the page (a job's dates come before its duties); before any date, only the rewrites
  // that need no tense (first person, a word cut by a hyphen, capitals).
  const polishSource = (section: CvSection): CvSection => {
    if (section.keepAsWritten !== true || section.source === undefined) return section;
    if (!isDutySection(section)) return section;
    let dates: DateRange | null = null;
    const source = section.source.map((paragraph) => {
      if (!paragraph.bullet) {
        dates = findDateRange(paragraph.text)?.range ?? dates;
        return paragraph;
      }
      return { ...paragraph, text: polish([paragraph.text], dates)[0] ?? paragraph.text };
    });
    return { ...section, source };
  };

  const summary = cv.summary;
  let sections = keptSections.map(polishSource).flatMap((section) => {
    // A referee's block is theirs. Elsewhere a line that only says the candidate's own e-mail,
    // phone or name again repeats the header, in a typed section's stray lines too (a template's
    // contact cells read under "Idiomas"): another person's contact never equals the candidate's.
    if (section.kind === 'references') return [section];
    const { section: withoutRepeats, removed } = dropContactRepeats(section, cv.contact);
    for (const text of removed) {
      changes.push({
        kind: 'duplicate-removed',
        before: text,
        after: null,
        message: `Quitamos «${text}»: ya aparece en el encabezado, con tu nombre y tus datos de contacto.`,
      });
    }
    // A block that only repeated the header ("Contacto", a "Firma" with the name) would print a
    // heading over nothing.
    const isEmptied =
      removed.length > 0 &&
      !hasTypedEntries(cv, section) &&
      withoutRepeats.lines.every((line) => line.trim() === '') &&
      (withoutRepeats.source ?? []).every((paragraph) => paragraph.text.trim() === '');
    if (!isEmptied) return [withoutRepeats];
    changes.push({
      kind: 'duplicate-removed',
      before: section.heading,
      after: null,
      message: `Quitamos el título «${section.heading}»: todo lo que tenía ya aparece en el encabezado.`,
    });
    return [];
  });
  if (summary === null || summary.trim() === '') {
    // A profile is the first thing a recruiter reads: one assembled by a template reads like a
    // machine wrote it, and one built on a misread title is wrong. It is offered in the report
    // for the user to complete, never written into the CV (issue 13).
    const suggested = buildSummary(withoutUnsureEntries({ ...cv, experience, education, skills }));
    if (suggested !== null) {
      changes.push({
        kind: 'summary-suggested',
        before: null,
        after: suggested,
        message:
          'Tu CV no tiene un perfil profesional. Te sugerimos este borrador, armado solo con datos de tu CV: complétalo con tus palabras y agrégalo al inicio.',
      });
    }
  }
  if (summary !== null && !sections.some((section) => section.kind === 'summary')) {
    // A profile written under the name without a heading: give it its section (and so the
    // standard heading and place), so the document says what the rendered file will show.
    sections = [createSummarySection(cv), ...sections];
    changes.push({
      kind: 'heading',
      before: null,
      after: standardHeadings[cv.language].summary,
      message: `Pusimos tu perfil bajo el título «${standardHeadings[cv.language].summary}».`,
    });
  }
  const skillSections = mergeSkillSections(sections, skills);
  ({ sections, skills } = skillSections);
  for (const { heading, category } of skillSections.merged) {
    changes.push({
      kind: 'heading',
      before: heading,
      after: `${standardHeadings[cv.language].skills ?? ''} › ${category}`,
      message: `Juntamos «${heading.trim()}» con tus demás habilidades: un ATS las busca en una sola sección.`,
    });
  }
  sections = standardiseSections(sections, cv.language, changes);
  // Only printed bullets get a hint: the report never points at text the file does not show.
  changes.push(...hintFigures(experience.filter(printed).flatMap((entry) => entry.bullets)));

  return {
    cv: { ...cv, summary, sections, experience, projects, education, skills, languages },
    changes,
  };
}

/** Comparison key for duplicates: no accents, case, punctuation or extra spaces. */
function duplicateKey(text: string): string {
  return foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

type FinalPeriod = 'add' | 'remove';

/** The style most bullets already follow (a tie drops the period: shorter, and ATS-neutral). */
function chooseFinalPeriod(bullets: readonly string[]): FinalPeriod {
  const withPeriod = bullets.filter((bullet) => /[^.]\.\s*$/u.test(bullet)).length;
  return withPeriod * 2 > bullets.length ? 'add' : 'remove';
}

function applyFinalPeriod(bullet: string, style: FinalPeriod): string {
  if (style === 'add') return /[\p{L}\p{N})%»"']$/u.test(bullet) ? `${bullet}.` : bullet;
  // Not after an abbreviation ("S.A.C.", "etc.", "Cía."): removing that period would break it.
  if (/(?:^|[\s(])(?:\p{Lu}[\p{L}.]{0,3}|etc)\.$/u.test(bullet) || /\.\.$/u.test(bullet)) {
    return bullet;
  }
  return bullet.replace(/\.$/u, '');
}

/**
 * What polishBullets needs to know about the entry: the CV's language, the entry's dates (ended or
 * current decides the verbs' tense) and how the CV spells its words.
 */
type BulletContext = {
  readonly language: 'es' | 'en';
  readonly dates: DateRange | null;
  /** The tense the entry's place in its list says, for an entry without dates. */
  readonly fallback: EntryTense | null;
  readonly words: WordEvidence;
};

function polishBullets(
  bullets: readonly string[],
  context: BulletContext,
  style: FinalPeriod,
  changes: CvChange[],
): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  const tense = entryTense(context.dates) ?? tenseFromBullets(bullets) ?? context.fallback;
  for (const bullet of bullets) {
    const trimmed = bullet.trim();
    if (trimmed === '') continue;
    const rewrite = rewriteBullet(trimmed, {
      language: detectBulletLanguage(trimmed, context.language),
      tense,
      words: context.words,
    });
    const rewritten = applyFinalPeriod(rewrite.text, style);
    const key = duplicateKey(rewritten);
    // Only a repeated duty goes: a repeated label line ("Tecnologías: …") may belong to two
    // projects the parse put under one entry, and a short fragment is no duty.
    if (seen.has(key) && isDutyLine(rewritten)) {
      changes.push({
        kind: 'duplicate-removed',
        before: bullet,
        after: null,
        message: 'Quitamos un logro repetido: ya aparece en el mismo puesto.',
      });
      continue;
    }
    seen.add(key);
    result.push(rewritten);
    if (rewritten !== bullet) {
      changes.push(
        describeBulletChange(bullet, rewritten, rewrite.reasons, tense, context.language),
      );
    }
  }
  return result;
}

// One short reason per rewrite, in Spanish, in the order the rewrite applied them.
function explainReason(
  reason: BulletRewriteReason,
  tense: EntryTense | null,
  language: 'es' | 'en',
): string {
  switch (reason) {
    case 'first-person':
      return language === 'es'
        ? 'Quitamos la primera persona: en un CV no se escribe «yo», «me» ni «mi».'
        : 'Quitamos la primera persona: en un CV en inglés no se escribe «I».';
    case 'action-verb':
      return tense === 'ended'
        ? 'Empezamos con un verbo de acción en pasado: el puesto ya terminó.'
        : tense === 'current'
          ? 'Empezamos con un verbo de acción en presente: es tu puesto actual.'
          : 'Empezamos con un verbo de acción.';
    case 'direct-verb':
      return 'Empezamos directamente con el verbo de acción.';
    case 'tense':
      return tense === 'current'
        ? 'Pusimos el verbo en presente: es tu puesto actual.'
        : 'Pusimos el verbo en pasado: el puesto ya terminó.';
    case 'hyphenation':
      return 'Unimos una palabra que estaba cortada con guion al final de una línea.';
    case 'sentence-case':
      return 'Pasamos el texto de MAYÚSCULAS a minúsculas: se lee mejor.';
    case 'capital':
      return 'Empezamos con mayúscula.';
  }
}

function describeBulletChange(
  before: string,
  after: string,
  reasons: readonly BulletRewriteReason[],
  tense: EntryTense | null,
  language: 'es' | 'en',
): CvChange {
  const message = reasons.map((reason) => explainReason(reason, tense, language)).join(' ');
  const wordsChanged = reasons.some((reason) =>
    ['first-person', 'action-verb', 'direct-verb', 'tense'].includes(reason),
  );
  if (wordsChanged) return { kind: 'bullet-rewrite', before, after, message };
  if (reasons.includes('hyphenation')) return { kind: 'punctuation', before, after, message };
  if (reasons.length > 0) return { kind: 'capitalisation', before, after, message };
  return {
    kind: 'punctuation',
    before,
    after,
    message: 'Unificamos el punto final de los logros para que todos se vean iguales.',
  };
}

/** Vocabulary spellings by folded form: "power bi" → "Power BI", "sql" → "SQL". */
const vocabularySpellings: ReadonlyMap<string, string> = new Map(
  skillsVocabulary.flatMap((entry) =>
    [entry.term, ...(entry.aliases ?? [])]
      .filter(
        (spelling) =>
          /\p{Lu}.*\p{Lu}|^\p{Lu}\p{Ll}*[A-Z0-9.#+]/u.test(spelling) || entry.tool === true,
      )
      .map((spelling) => [foldText(spelling), spelling] as const),
  ),
);

function polishSkills(
  groups: readonly SkillGroup[],
  contact: Contact,
  changes: CvChange[],
): SkillGroup[] {
  const seen = new Set<string>();
  const result: SkillGroup[] = [];
  for (const group of groups) {
    const items: string[] = [];
    for (const item of group.items) {
      const trimmed = item.trim();
      if (trimmed === '') continue;
      // The candidate's own name or contact read into the list is no skill: the header says it.
      if (isContactValue(trimmed, contact)) {
        changes.push({
          kind: 'duplicate-removed',
          before: item,
          after: null,
          message: `Quitamos «${trimmed}» de tus habilidades: ya aparece en el encabezado, con tu nombre y tus datos de contacto.`,
        });
        continue;
      }
      // Only an all-lower-case item is re-spelled ("excel" → "Excel"); "iOS" stays as written.
      const spelled =
        trimmed === trimmed.toLocaleLowerCase('es')
          ? (vocabularySpellings.get(foldText(trimmed)) ?? capitaliseFirstLetter(trimmed))
          : trimmed;
      const key = duplicateKey(spelled);
      if (seen.has(key)) {
        changes.push({
          kind: 'duplicate-removed',
          before: item,
          after: null,
          message: 'Quitamos una habilidad repetida.',
        });
        continue;
      }
      seen.add(key);
      items.push(spelled);
      if (spelled !== item) {
        changes.push({
          kind: 'capitalisation',
          before: item,
          after: spelled,
          message: 'Corregimos mayúsculas.',
        });
      }
    }
    // A group emptied only by duplicates goes; its items are already listed elsewhere.
    if (items.length > 0 || group.items.length === 0) result.push({ ...group, items });
  }
  return result;
}

function removeDuplicates<Entry>(
  entries: readonly Entry[],
  keyOf: (entry: Entry) => string,
  changes: CvChange[],
  noun: string,
): Entry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = duplicateKey(keyOf(entry));
    if (!seen.has(key)) {
      seen.add(key);
      return true;
    }
    changes.push({
      kind: 'duplicate-removed',
      before: keyOf(entry),
      after: null,
      message: `Quitamos un ${noun} repetido.`,
    });
    return false;
  });
}

function normaliseDates(range: DateRange, language: 'es' | 'en', changes: CvChange[]): DateRange {
  // "2019-I – 2020-II", "Año lectivo 2024": terms and school years have no month to write.
  if (namesAcademicPeriod(range.text)) return range;
  // "2019 – 2021 (Egresada)", "Promoción 2008": the words beside the dates are kept with them.
  if (namesMoreThanItsDates(range.text)) return range;
  const text = formatDateRange(range, language);
  if (text === null || text === range.text) return range;
  // "06/19 – 03/21" read as 2019–2021: the standard format would write years the CV never wrote
  // (decision 004: no digit the source did not have), so such a range stays as written.
  const writtenNumbers = new Set(range.text.match(/\d+/gu) ?? []);
  if ((text.match(/\d{4}/gu) ?? []).some((year) => !writtenNumbers.has(year))) return range;
  changes.push({
    kind: 'date-format',
    before: range.text,
    after: text,
    message: 'Unificamos el formato de las fechas en todo el CV.',
  });
  return { ...range, text };
}

/**
 * Marks the sections whose typed reading is unsure or left source text out: the output prints
 * them as the source wrote them, and the report says so.
 */
function keepUnsureSectionsAsWritten(cv: CvDocument, changes: CvChange[]): CvSection[] {
  return decideKeepAsWritten(cv).map(({ section, reason }) => {
    if (reason === null) return section;
    // A free-text section is printed as its lines anyway: nothing to tell the user.
    if (hasTypedEntries(cv, section)) {
      changes.push({
        kind: 'kept-as-written',
        before: section.heading,
        after: null,
        message:
          reason === 'unsure'
            ? `Dejamos la sección «${section.heading.trim()}» tal como la escribiste: no pudimos leer su estructura con seguridad. Revisa que se vea bien; puedes corregirla con «Editar CV».`
            : `Dejamos la sección «${section.heading.trim()}» tal como la escribiste: al reordenarla se habría perdido parte de su texto. Si quieres ordenarla en puestos o estudios, hazlo con «Editar CV».`,
      });
    }
    return { ...section, keepAsWritten: true };
  });
}

/** The CV without the entries the parser was unsure of: a suggestion is built on sure facts. */
function withoutUnsureEntries(cv: CvDocument): CvDocument {
  return {
    ...cv,
    experience: cv.experience.filter((entry) => !isEntryUncertain(entry.confidence)),
    education: cv.education.filter((entry) => !isEntryUncertain(entry.confidence)),
  };
}

function createSummarySection(cv: CvDocument): CvSection {
  const ids = new Set(cv.sections.map((section) => section.id));
  let id = 'summary';
  for (let suffix = 2; ids.has(id); suffix += 1) id = `summary-${suffix}`;
  return { id, kind: 'summary', heading: standardHeadings[cv.language].summary, lines: [] };
}

/**
 * The first section of each kind gets its standard heading (later ones of the same kind keep
 * theirs: "Experiencia docente" after "Experiencia laboral" is a distinction worth keeping), and
 * sections follow the standard order; sections of one kind keep their relative order.
 */
function namesTechnicalLanguages(heading: string): boolean {
  return foldHeading(heading)
    .split(' ')
    .some((word) => technicalHeadingWords.has(word));
}

function standardiseSections(
  sections: readonly CvSection[],
  language: 'es' | 'en',
  changes: CvChange[],
): CvSection[] {
  const renamedKinds = new Set<string>();
  const renamed = sections.map((section) => {
    const standard = standardHeadings[language][section.kind];
    // A section whose kind is a guess keeps its own heading: a wrong standard one misleads. So
    // does a "languages" heading that names programming or tools: "Idiomas" would claim spoken
    // languages where the CV lists its technical skills.
    if (
      standard === null ||
      renamedKinds.has(section.kind) ||
      isUncertain(section.confidence) ||
      (section.kind === 'languages' && namesTechnicalLanguages(section.heading))
    ) {
      return section;
    }
    renamedKinds.add(section.kind);
    if (section.heading === standard) return section;
    changes.push({
      kind: 'heading',
      before: section.heading,
      after: standard,
      message: `Cambiamos el título «${section.heading.trim()}» por «${standard}», que los ATS reconocen.`,
    });
    return { ...section, heading: standard };
  });
  const ordered = renamed
    .map((section, index) => ({ section, index }))
    .sort(
      (left, right) =>
        standardSectionOrder.indexOf(left.section.kind) -
          standardSectionOrder.indexOf(right.section.kind) || left.index - right.index,
    )
    .map(({ section }) => section);
  if (ordered.some((section, index) => section !== renamed[index])) {
    changes.push({
      kind: 'section-order',
      before: renamed.map((section) => section.heading).join(' · '),
      after: ordered.map((section) => section.heading).join(' · '),
      message: 'Ordenamos las secciones en el orden que esperan los reclutadores y los ATS.',
    });
  }
  return ordered;
}

// Bullets that claim an improvement without saying how much (PRODUCT.md §4: "hints where a figure
// would help"). The hint goes to the report; the CV is not touched.
const improvementWords =
  /^(?:reduj|disminu|aument|increment|mejor|optimic|optimiz|ahorr|agilic|agiliz|duplic|reduc|increas|improv|grew|grow|saved|cut|boost)/u;

function hintFigures(bullets: readonly string[]): CvChange[] {
  return bullets
    .filter((bullet) => !/\d/u.test(bullet) && startsWithActionVerb(bullet))
    .filter((bullet) => improvementWords.test(foldText(bullet.trim())))
    .map((bullet) => ({
      kind: 'figure-hint',
      before: bullet,
      after: null,
      message:
        '¿Cuánto? Si tienes la cifra, agrégala (%, S/, tiempo o cantidad): un logro medido convence más.',
    }));
}
