// Sections made of short items (issue 3, stage 2): skills, languages with their level,
// certifications and projects. Lines that do not fit the section's shape are returned as
// `rest`, so the caller keeps them as the section's text: nothing is dropped.
import type { TextLine } from '../extract/types';
import type {
  CertificationEntry,
  LanguageEntry,
  ProjectEntry,
  SkillGroup,
} from '../model/cv-document';
import { findDateRange, parseDateRange, removeDateText } from './dates';
import {
  isBulletLine,
  isCapitalsLine,
  joinBulletLines,
  segmentEntries,
  stripBulletMarker,
} from './entries';
import { readEntryHeader } from './entry-fields';
import { foldText, iconCharacterPattern } from '../language/fold-text';
import { functionWords } from '../language/stop-words';
import { startsWithActionVerb } from '../vocabulary/action-verbs';

function cleanItem(text: string): string {
  return stripBulletMarker(text.replace(iconCharacterPattern, ' ')).replace(/\s+/g, ' ').trim();
}

/**
 * Reads skill groups: "Herramientas: Excel, Power BI" is a named group, other lines are items.
 * A line is cut into items only when it is a list (issue 13: "skill categories flattened into one
 * run-on line"): every piece of at most four words and no lower-case clause after a dash ("Excel –
 * tablas dinámicas y macros"); a level after a dash stays with its item ("Inglés – Intermedio").
 * A sentence ("Manejo de caja y atención al cliente con rapidez.") is its own group, whole.
 *
 * @example
 * parseSkillGroups(lines, 'section-4'); // [{ sectionId: 'section-4', name: 'Herramientas', items: ['Excel', 'Power BI'] }]
 */
export function parseSkillGroups(
  sourceLines: readonly TextLine[],
  sectionId: string,
): SkillGroup[] {
  const lines = joinWrappedLines(sourceLines);
  const groups: SkillGroup[] = [];
  let plain: string[] | null = null;
  // A category set on a line of its own, over its items ("LENGUAJES Y HERRAMIENTAS" /
  // "HTML5, JavaScript, PHP", or one item a line): the name of the group the lines below fill.
  for (const [index, line] of lines.entries()) {
    const text = cleanItem(line.text);
    if (text.length === 0) continue;
    if (namesCategory(line, lines[index + 1])) {
      plain = [];
      groups.push({ sectionId, name: text, items: plain });
      continue;
    }
    const named = /^([^:]{2,40}):\s*(.+)$/.exec(text);
    // A sentence right under its category ("Liderazgo" / "Guío equipos de cinco.") fills it.
    if (!named && plain !== null && plain.length === 0 && groups.at(-1)?.name != null) {
      const sentence = readsAsSentence(text);
      plain.push(...(sentence ? [stripFinalStop(text)] : splitSkillItems(text)));
      // Items one a line go on filling it; a sentence is the category's whole text.
      if (sentence) plain = null;
      continue;
    }
    if (named?.[1] && named[2]) {
      groups.push({ sectionId, name: named[1].trim(), items: splitSkillItems(named[2]) });
      plain = null;
      continue;
    }
    if (readsAsSentence(text)) {
      groups.push({ sectionId, name: null, items: [stripFinalStop(text)] });
      plain = null;
      continue;
    }
    if (!plain) {
      plain = [];
      groups.push({ sectionId, name: null, items: plain });
    }
    plain.push(...splitSkillItems(text));
  }
  // A category with nothing under it is an item after all.
  return groups.map((group) =>
    group.name !== null && group.items.length === 0
      ? { sectionId, name: null, items: [group.name] }
      : group,
  );
}

/**
 * The lines with each one a narrow column wrapped put back together: "InDesign y After Effects a
 * nivel" / "avanzado.", "Fotografía de producto y edición en" / "Lightroom." are one item each.
 * A line goes on the one above when both are of one block, the one above ran to the block's width
 * (a line the writer ended is shorter), and the text is cut mid-phrase: the line opens in lower
 * case or with a bracket, or the one above ends on a comma, a dash or a joining word. Lines of
 * unknown width (a Word paragraph, read whole) are never joined.
 */
function joinWrappedLines(lines: readonly TextLine[]): TextLine[] {
  const widest = new Map<string, number>();
  const blockOf = (line: TextLine) => `${line.page}/${line.column}/${line.block}`;
  for (const line of lines) {
    widest.set(blockOf(line), Math.max(widest.get(blockOf(line)) ?? 0, line.width));
  }
  const joined: TextLine[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    if (previous !== undefined && wrapsOnto(previous, line, widest.get(blockOf(line)) ?? 0)) {
      joined[joined.length - 1] = {
        ...previous,
        text: `${previous.text.trimEnd()} ${line.text.trim()}`,
      };
    } else joined.push(line);
  }
  return joined;
}

/** A line set at least this share of its block's widest line ran to the column's edge. */
const wrappedLineShare = 0.6;

function wrapsOnto(previous: TextLine, line: TextLine, widest: number): boolean {
  if (line.listItem || previous.width <= 0 || line.width <= 0) return false;
  if (
    previous.page !== line.page ||
    previous.column !== line.column ||
    previous.block !== line.block
  )
    return false;
  if (previous.width < wrappedLineShare * widest) return false;
  const text = line.text.trim();
  const lastWord = foldText(/(\p{L}+)\W*$/u.exec(previous.text)?.[1] ?? '');
  return (
    /^[\p{Ll}(]/u.test(text) || /[,(–-]\s*$/u.test(previous.text) || functionWords.has(lastWord)
  );
}

/**
 * A skills category alone on its line: bold over a plain line, or two words or more in capitals
 * over a line that is not; a few words, no list separator, no label's colon.
 */
function namesCategory(line: TextLine, next: TextLine | undefined): boolean {
  if (next === undefined || isBulletLine(line)) return false;
  const text = cleanItem(line.text);
  const nextText = cleanItem(next.text);
  if (nextText.length === 0 || /[,;•·|:]/u.test(text)) return false;
  const words = text.split(/\s+/u).filter((word) => /\p{L}/u.test(word));
  if (words.length === 0 || words.length > 6) return false;
  return (
    (line.bold && !next.bold) ||
    (words.length >= 2 && isCapitalsLine(text) && !isCapitalsLine(nextText))
  );
}

// A level after a dash belongs to its item: "Inglés – Intermedio", "Excel - Avanzado (B2)".
const levelPattern =
  /^(?:b[aá]sico|intermedio|avanzado|nativo|materno|fluido|experto|alto|medio|bajo|conversacional|basic|intermediate|advanced|native|fluent|expert|[abc][12])\b/iu;

/** The items of a list, or the text as one item when it is not a list (see parseSkillGroups). */
function splitSkillItems(text: string): string[] {
  const whole = [stripFinalStop(text.trim())];
  if (isLongSentence(text)) return whole;
  // "Excel – tablas dinámicas y macros": a clause after a dash explains the item.
  if (/\s[-–]\s+\p{Ll}/u.test(text)) return whole;
  const pieces: string[] = [];
  const parts = text.split(/(\s*[,;•·|]\s*|\s+[-–]\s+)/u);
  for (let index = 0; index < parts.length; index += 2) {
    const piece = (parts[index] ?? '').trim();
    const separator = parts[index - 1] ?? '';
    if (piece.length === 0) continue;
    const previous = pieces[pieces.length - 1];
    // Inside brackets a comma lists an item's parts: "Office (Word, Excel)" is one item.
    const open = previous !== undefined && countOf(previous, '(') > countOf(previous, ')');
    const level = /[-–]/u.test(separator) && levelPattern.test(piece);
    if (previous !== undefined && (open || level)) {
      pieces[pieces.length - 1] = `${previous}${separator}${piece}`;
      continue;
    }
    pieces.push(piece);
  }
  if (pieces.some((piece) => piece.split(/\s+/u).length > 4)) return whole;
  return pieces.map(stripFinalStop).filter((piece) => piece.length > 0);
}

/** "Power BI." → "Power BI": a list item's full stop; an abbreviation's ("S.A.C.") stays. */
function stripFinalStop(text: string): string {
  return /(?:^|[^.\p{Lu}])\p{L}{2,}\.$/u.test(text) || /[\p{Ll}\d)]\.$/u.test(text)
    ? text.slice(0, -1)
    : text;
}

function countOf(text: string, character: string): number {
  return text.split(character).length - 1;
}

/**
 * True when a line is a sentence, not a list: it ends with a full stop and lists nothing
 * ("Trabajo en equipo."), or it is a long sentence (below).
 */
function readsAsSentence(text: string): boolean {
  const trimmed = text.trim();
  return (/\p{Ll}\.$/u.test(trimmed) && !/[,;•·|]/u.test(trimmed)) || isLongSentence(trimmed);
}

/**
 * A stretch of five words or more, with a function word, between two commas: "Manejo de caja y
 * atención al público". "Trabajo en equipo, liderazgo, comunicación" is a list of short items.
 */
function isLongSentence(text: string): boolean {
  return text.split(/[,;•·|]/u).some((piece) => {
    const words = piece.split(/\s+/u).filter((word) => /\p{L}/u.test(word));
    return words.length >= 5 && words.some((word) => functionWords.has(foldText(word)));
  });
}

const languageNames = [
  'espanol',
  'castellano',
  'ingles',
  'portugues',
  'frances',
  'aleman',
  'italiano',
  'chino',
  'mandarin',
  'japones',
  'quechua',
  'aimara',
  'aymara',
  'coreano',
  'ruso',
  'arabe',
  'holandes',
  'english',
  'spanish',
  'portuguese',
  'french',
  'german',
  'italian',
  'chinese',
  'japanese',
  'korean',
  'russian',
  'arabic',
  'dutch',
  'asheninka',
  'shipibo',
];
const languageNamePattern = new RegExp(`^(?:idioma\\s+)?(${languageNames.join('|')})(?![a-z])`);

export type ListParse<Entry> = { readonly entries: Entry[]; readonly rest: string[] };

/**
 * Reads languages and their level: "Inglés: Avanzado", "Inglés – B2", "Español (nativo)".
 *
 * @example
 * parseLanguageEntries(lines, 'section-5').entries[0]; // { sectionId: 'section-5', name: 'Inglés', level: 'Avanzado' }
 */
export function parseLanguageEntries(
  lines: readonly TextLine[],
  sectionId: string,
): ListParse<LanguageEntry> {
  const entries: LanguageEntry[] = [];
  const rest: string[] = [];
  for (const line of joinWrappedLines(lines)) {
    const text = cleanItem(line.text);
    if (text.length === 0) continue;
    const items = text.split(/\s*[,;|•·]\s*/).filter((item) => item.length > 0);
    const parsed = items.map((item) => {
      const match = languageNamePattern.exec(foldText(item));
      if (!match) return null;
      const length = match[0].length;
      // "(nativo)" loses its parentheses; "Avanzado (B2)" keeps the one it closes.
      const written = item
        .slice(length)
        .replace(/^[\s:\-–—]+/u, '')
        .trim();
      const level = /^\([^()]*\)$/u.test(written) ? written.slice(1, -1).trim() : written;
      return {
        sectionId,
        name: item.slice(0, length).trim(),
        level: level.length > 0 ? level : null,
      };
    });
    // A level alone on the line below its language ("Inglés" / "Avanzado").
    const previous = entries[entries.length - 1];
    if (
      parsed.every((entry) => entry === null) &&
      previous &&
      previous.level === null &&
      items.length === 1
    ) {
      entries[entries.length - 1] = { ...previous, level: text };
      continue;
    }
    parsed.forEach((entry, index) => {
      if (entry) entries.push(entry);
      else rest.push(items[index] ?? '');
    });
  }
  return { entries, rest };
}

/**
 * True when every item of the lines names a spoken language, with or without its level.
 *
 * @example
 * readsAsLanguageList(buildTestLines(['Español: Nativo', 'Inglés: Avanzado'])); // true
 */
export function readsAsLanguageList(lines: readonly TextLine[]): boolean {
  const { entries, rest } = parseLanguageEntries(lines, '');
  return entries.length > 0 && rest.length === 0;
}

/**
 * Reads certifications: one per list item or block; within a block, the next lines are the
 * issuer and a date alone on a line is the certification's date.
 *
 * @example
 * parseCertificationEntries(lines, 'section-6')[0]; // { sectionId: 'section-6', name: 'Scrum Master', issuer: 'Scrum.org', date: { year: 2021, month: null } }
 */
export function parseCertificationEntries(
  lines: readonly TextLine[],
  sectionId: string,
): CertificationEntry[] {
  const entries: {
    sectionId: string;
    name: string;
    issuer: string | null;
    date: CertificationEntry['date'];
  }[] = [];
  lines.forEach((line, index) => {
    const text = cleanItem(line.text);
    if (text.length === 0) return;
    const previous = lines[index - 1];
    const current = entries[entries.length - 1];
    const sameBlock = previous !== undefined && previous.block === line.block && !line.listItem;
    const onlyDate = parseDateRange(text);
    if (current && onlyDate && current.date === null) {
      current.date = onlyDate.end ?? onlyDate.start;
      return;
    }
    if (current && sameBlock && line.source !== 'table') {
      current.issuer = current.issuer ? `${current.issuer} ${text}` : text;
      return;
    }
    const match = findDateRange(text);
    const usable = match && (match.hasMonth || match.isRange || /\d{4}\)?$/.test(text));
    entries.push({
      sectionId,
      name: usable ? removeDateText(text, match) || text : text,
      issuer: null,
      date: usable ? (match.range.end ?? match.range.start) : null,
    });
  });
  return entries;
}

/**
 * Reads projects: one per entry block, its first header piece the name, the rest bullets.
 *
 * @example
 * parseProjectEntries(lines, 'section-7')[0]?.name; // 'DevFlow'
 */
export function parseProjectEntries(lines: readonly TextLine[], sectionId: string): ProjectEntry[] {
  return segmentEntries(lines).flatMap((block) => {
    const header = readEntryHeader(block.headerLines);
    const [name, ...others] = header.pieces;
    const bullets = [
      ...others,
      ...(header.location ? [header.location] : []),
      ...header.extras,
      ...joinBulletLines(block.bodyLines),
    ];
    const projectName = name ?? bullets.shift() ?? header.dates?.text ?? '';
    const first = { sectionId, name: projectName, dates: header.dates, bullets };
    return splitListedProjects(first);
  });
}

/**
 * A list of projects written as name / tools pairs in one block ("Sistema de Facturación" /
 * "Tecnologías utilizadas: Python" / "Página de Ahorros" / "Tecnologías utilizadas: HTML") reads as
 * one project whose bullets are the other projects' names. When the first project's bullets start
 * with a line that names things and every other line is a short title followed by such a line,
 * each title starts its own project. Anything else (a duty, a sentence) keeps the block whole.
 */
function splitListedProjects(project: ProjectEntry): ProjectEntry[] {
  const [firstBullet] = project.bullets;
  if (firstBullet === undefined || !namesThings(firstBullet)) return [project];
  const projects: { name: string; bullets: string[] }[] = [{ name: project.name, bullets: [] }];
  for (const [index, bullet] of project.bullets.entries()) {
    const current = projects[projects.length - 1];
    if (current === undefined) return [project];
    if (namesThings(bullet)) {
      current.bullets.push(bullet);
      continue;
    }
    const next = project.bullets[index + 1];
    const title = bullet.split(/\s+/u).length <= 10 && !/[.:;]$/u.test(bullet.trim());
    if (!title || next === undefined || !namesThings(next) || startsWithActionVerb(bullet)) {
      return [project];
    }
    projects.push({ name: bullet, bullets: [] });
  }
  return projects.map((listed, index) => ({
    sectionId: project.sectionId,
    name: listed.name,
    dates: index === 0 ? project.dates : null,
    bullets: listed.bullets,
  }));
}

// Lines under a job or a project that name things rather than say what was done: the technologies
// or tools of a project ("Tecnologías utilizadas: PHP, MySQL", "Herramientas: Figma", "Tecnologías
// usadas como React y Node") and the heading of a sub-list ("Logros:", "Funciones:"). They are
// lists in a bullet's place: no action verb is asked of them and no rewrite makes them a duty.
// So does the topic of a research project or thesis ("Tema: Cálculos de estructura…"), and a
// referee's contact under a job ("Contacto: Rosa Díaz, 987 654 321"): a person, not a duty.
// And a link ("Web: https://…", "GitHub: …", "Demo: …"), and the heading of the job's objective
// ("Objetivo del puesto:"), which a paragraph follows.
const thingLabel =
  /^(?:principales\s+|main\s+|key\s+)?(?:web|sitio\s+web|pagina\s+web|website|url|enlace|link|demo|repositorio|repo|github|gitlab|temas?|topics?|contacto|referencias?|references?|jefe inmediato|tecnologias?|herramientas?|software|lenguajes?|stack|entorno|frameworks?|librerias?|plataformas?|technolog(?:y|ies)|tools?|tech|achievements?|skills?|habilidades|conocimientos|competencias)\b/u;
const subListHeading =
  /^(?:principales\s+|main\s+|key\s+)?(?:funciones|responsabilidades|tareas|actividades|logros|objetivos?(?:\s+del\s+(?:puesto|cargo|rol))?|responsibilities|duties|achievements|accomplishments|highlights)(?:\s+(?:principales|realizadas|alcanzados|obtenidos))?\s*:$/u;
const usedAs = /^\p{L}+\s+(?:usad|utilizad|emplead|used|applied)\p{L}*\s*(?:como\b|:|$)/u;

/**
 * True when a bullet names things (a project's technologies or tools, a sub-list's heading)
 * instead of saying what was done.
 *
 * @example namesThings('Tecnologías utilizadas: PHP, MySQL') // true
 * @example namesThings('Logros:') // true
 * @example namesThings('Implementé el módulo de pagos en PHP') // false
 */
export function namesThings(text: string): boolean {
  const folded = foldText(text.trim());
  if (subListHeading.test(folded)) return true;
  if (!thingLabel.test(folded)) return false;
  const label = /^([^:]{1,60}):/u.exec(folded)?.[1];
  return (label !== undefined && label.trim().split(/\s+/u).length <= 4) || usedAs.test(folded);
}
