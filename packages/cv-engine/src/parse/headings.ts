// Section headings (issue 3, stage 2): recognised from a Spanish and English vocabulary (accent-
// and case-insensitive, tolerant of trailing colons, decorations such as "+ " or "■", LaTeX
// numbering and letter-spacing) and from typography (bold, capitals, larger size, isolation).
import type { TextLine } from '../extract/types';
import type { SectionKind } from '../model/cv-document';
import { foldText, iconCharacterPattern } from '../language/fold-text';
import { findDateRange, isDurationOnly, parseDateRange, removeDateText } from './dates';
import { readFieldLabel } from './entry-fields';
import { median } from '../extract/median';
import { findCellRow } from './form-cells';
import { identityLabelPattern } from './identity-vocabulary';
import { entryDetailLabelPattern, titlePattern } from '../vocabulary/entry-vocabulary';
import {
  contactHeadings,
  headingKeywords,
  headingVocabulary as exactHeadings,
  weakHeadings,
} from '../vocabulary/standard-headings';

export const headingStrengths = { exact: 'exact', keyword: 'keyword', weak: 'weak' } as const;
export type HeadingStrength = (typeof headingStrengths)[keyof typeof headingStrengths];

export type HeadingVocabularyMatch = {
  readonly kind: SectionKind;
  readonly strength: HeadingStrength;
};

/** "Habilidades y competencias" and "habilidades, competencias" look the same up. */
function compactHeadingKey(key: string): string {
  return key.replace(/\b(?:y|e|and)\b|[\s&,/+-]+/g, '');
}

const exactLookup = new Map<string, SectionKind>();
for (const [kind, phrases] of Object.entries(exactHeadings) as [SectionKind, readonly string[]][]) {
  for (const phrase of phrases) exactLookup.set(compactHeadingKey(phrase), kind);
}
// Tools and technologies open a skills section when they are real headings.
for (const word of ['herramientas', 'tools', 'software', 'tecnologias', 'technologies']) {
  exactLookup.set(word, 'skills');
}
exactLookup.set('investigacion', 'publications');

/** Numbering before a heading ("1.2 ", "3. "), ignored when the heading is looked up. */
const numberingPattern =
  /^(?:\d+(?:\.\d+)*\.?|(?:[IVX]{1,4}|[A-H])[.)]|(?:[ivx]{1,4}|[a-h])\))\s+(?=\p{L})/u;
/**
 * LaTeX's automatic numbering ("1 ", "1.2 ": never a trailing dot), which the labels leave out
 * (corpus README). Numbers typed by the author ("1. EXPERIENCIA") are displayed text and stay.
 */
const automaticNumberingPattern = /^\d+(?:\.\d+)*\s+(?=\p{L})/u;

/**
 * Undoes letter-spacing ("E X P E R I E N C I A" → "EXPERIENCIA") when every word is one letter.
 * The text layer may have lost the wider gap between words, so the result has no spaces.
 */
function joinSpacedLetters(text: string): string {
  const words = text.split(' ');
  // Kerning sometimes glues two or three letters ("S O F T WA R E", "C A PAC I TAC I O N E S"):
  // most words are single letters.
  const singles = words.filter((word) => [...word].length === 1).length;
  const short = words.every((word) => [...word].length <= 3);
  const spaced = words.length >= 4 && short && singles >= words.length * 0.7;
  if (spaced) return words.join('');
  // Kerning may break the spacing unevenly ("CO N TAC TO"): joined, the pieces must then make a
  // whole heading of the vocabulary.
  const joined = words.join('');
  const uneven =
    words.length >= 3 &&
    short &&
    singles >= 1 &&
    exactLookup.has(compactHeadingKey(foldText(joined).replace(/[^\p{L}]+$/u, '')));
  return uneven ? joined : text;
}

/** Dot leaders drawn after a heading up to the margin ("Perfil ········"), and whatever follows. */
const dotLeaderPattern = /\s*[·.…_•∙⋅]{4,}.*$/u;
/** A rule typed beside a heading ("EXPERIENCIA ────────", "—— PERFIL ——"): lines, not words. */
const typedRulePattern = /^\s*[-–—―─━═=~]{4,}\s*|\s*[-–—―─━═=~]{4,}\s*$/gu;
/** A dot glyph set tight against the heading's first letter (".Experiencia"): a bullet, not text. */
const leadingDotPattern = /^\.(?=\p{Lu})/u;

/**
 * The heading's text without drawn decoration that is not part of its words: dot leaders to the
 * margin and a bullet dot glued to the first letter. Typed decorations ("+ ", "■ ") stay.
 *
 * @example
 * stripHeadingGlyphs('Perfil ··········'); // 'Perfil'
 * stripHeadingGlyphs('.Habilidades'); // 'Habilidades'
 */
export function stripHeadingGlyphs(text: string): string {
  return text
    .replace(dotLeaderPattern, '')
    .replace(typedRulePattern, '')
    .replace(leadingDotPattern, '');
}

/**
 * The heading as the labels write it: exactly as displayed, minus LaTeX numbering and
 * letter-spacing (corpus README). Decorations and trailing colons stay.
 *
 * @example
 * displayHeading('1.2 Experiencia Profesional'); // 'Experiencia Profesional'
 * displayHeading('1. EXPERIENCIA'); // '1. EXPERIENCIA' (typed by the author)
 * displayHeading('E X P E R I E N C I A L A B O R A L'); // 'EXPERIENCIA LABORAL'
 */
export function displayHeading(text: string): string {
  const withoutNumbering = stripHeadingGlyphs(text).replace(automaticNumberingPattern, '');
  const leading = /^[^\p{L}\p{N}]*/u.exec(withoutNumbering)?.[0] ?? '';
  let trailing = /[^\p{L}\p{N}]*$/u.exec(withoutNumbering.slice(leading.length))?.[0] ?? '';
  const core = withoutNumbering.slice(leading.length, withoutNumbering.length - trailing.length);
  const joined = joinSpacedLetters(core);
  if (joined === core) return withoutNumbering;
  // The letter gap before a trailing colon is letter-spacing too ("R e s u m e n :").
  trailing = trailing.trimStart();
  // Put back the spaces between words where the vocabulary phrase has them.
  const folded = foldText(joined);
  for (const phrases of Object.values(exactHeadings)) {
    for (const phrase of phrases) {
      if (phrase.replace(/ /g, '') !== folded) continue;
      let rebuilt = '';
      let position = 0;
      for (const character of phrase) {
        if (character === ' ') rebuilt += ' ';
        else rebuilt += joined.charAt(position++);
      }
      return `${leading}${rebuilt}${trailing}`;
    }
  }
  return `${leading}${segmentHeadingWords(joined)}${trailing}`;
}

/** Every word of the heading vocabulary, plus the small words that join them. */
const headingWords: ReadonlySet<string> = new Set([
  ...Object.values(exactHeadings).flatMap((phrases) =>
    phrases.flatMap((phrase) => phrase.split(/[\s/&,()-]+/)),
  ),
  ...[
    'y',
    'e',
    'de',
    'del',
    'la',
    'las',
    'los',
    'el',
    'en',
    'mi',
    'mis',
    'and',
    'of',
    'my',
    'otros',
  ],
]);

/**
 * Puts back the word gaps a letter-spaced heading lost ("LOGROSYPROYECTOS" → "LOGROS Y
 * PROYECTOS"), when the letters split into heading words (the fewest such words); otherwise the
 * letters stay as they are.
 */
function segmentHeadingWords(joined: string): string {
  const folded = foldText(joined);
  if (folded.length !== joined.length || folded.length > 40) return joined;
  // best[i]: fewest words spelling folded.slice(0, i), and where its last word starts.
  const best: { count: number; start: number }[] = [{ count: 0, start: -1 }];
  for (let end = 1; end <= folded.length; end += 1) {
    for (let start = Math.max(0, end - 16); start < end; start += 1) {
      const before = best[start];
      if (!before || !headingWords.has(folded.slice(start, end))) continue;
      const current = best[end];
      if (!current || before.count + 1 < current.count)
        best[end] = { count: before.count + 1, start };
    }
  }
  if (!best[folded.length]) return joined;
  const words: string[] = [];
  for (let end = folded.length; end > 0;) {
    const start = best[end]?.start ?? 0;
    words.unshift(joined.slice(start, end));
    end = start;
  }
  return words.join(' ');
}

/**
 * A heading without the bracketed note a form or an author puts after it ("REFERENCIAS (no
 * familiares)", "EXPERIENCIA LABORAL (3 últimas)"): the note qualifies the heading, it does not
 * name the section. A stray bracket left by an unbalanced note goes too.
 *
 * @example
 * withoutBracketedNotes('IDIOMAS (nivel alcanzado)'); // 'IDIOMAS'
 */
export function withoutBracketedNotes(text: string): string {
  const stripped = text
    // A year in brackets dates an entry ("Ventas (2019 – 2021)"): that is no heading's note.
    .replace(/\s*\(([^()]*)\)/gu, (note, inner: string) =>
      /\b(?:19|20)\d{2}\b/u.test(inner) ? note : '',
    )
    // A stray bracket goes too, but not an enumerator's ("B) EXPERIENCIA").
    .replace(/(?<!^\s*[\p{L}\d]{1,4})[()]/gu, '')
    .trim();
  return /\p{L}/u.test(stripped) ? stripped : text;
}

/** Words that join a heading's words ("Cursos y/u otros"): they do not make it longer. */
const joiningWords = new Set(['y', 'e', 'o', 'u', 'and', 'or', 'de', 'del', 'of', 'otros']);

/** Folded heading text without decorations, numbering, colons or spaces, for lookups. */
function readHeadingKey(text: string): string {
  const cleaned = joinSpacedLetters(
    stripHeadingGlyphs(withoutBracketedNotes(text))
      .replace(iconCharacterPattern, '')
      .replace(numberingPattern, '')
      .replace(/^[^\p{L}]+|[^\p{L})]+$/gu, '')
      .trim(),
  );
  return foldText(cleaned).replace(/\s+/g, ' ');
}

/** One degree or course and its subject: "maestria en …", "taller de …" (folded). */
const singleStudiesPattern =
  /^(?:maestria|magister|licenciad[oa]|licenciatura|bachiller|doctorado|diplomado|diplomatura|segunda especialidad|especializacion|taller|curso|seminario)\s+(?:en|de)\s/u;

/**
 * Looks a line up in the heading vocabulary.
 *
 * @example
 * matchHeadingVocabulary('+ EXPERIENCIA LABORAL:'); // { kind: 'experience', strength: 'exact' }
 * matchHeadingVocabulary('Conocimientos en computación'); // { kind: 'skills', strength: 'keyword' }
 */
export function matchHeadingVocabulary(text: string): HeadingVocabularyMatch | null {
  const key = readHeadingKey(text);
  if (key.length < 4 || key.length > 60) return null;
  // "Experiencia N° 2": a form numbers its items under the section's heading; an item's caption
  // opens no section.
  if (/\s(?:N\s?[°º.o]|Nro\.?|#)\s?\d{1,2}\s*:?$/iu.test(text.trim())) return null;
  const exact = exactLookup.get(compactHeadingKey(key));
  if (exact) {
    return { kind: exact, strength: weakHeadings.has(key) ? 'weak' : 'exact' };
  }
  const words = key.split(/[\s,/&]+/).filter((word) => word.length > 0);
  // A long heading is one only when it lists what the section holds ("Cursos, talleres,
  // seminarios y/u otros"): every word a heading word; a long job title has other words.
  if (words.length > 6 && !words.every((word) => joiningWords.has(word) || headingWords.has(word)))
    return null;
  // A position named after what it handles ("Jefe de Proyectos", "Profesora de Idiomas",
  // "Coordinador de Voluntariado") is an entry's title, whatever heading word it holds.
  if (titlePattern.test(words[0] ?? '')) return null;
  // So is one degree or course named with its subject ("Maestría en Educación", "Licenciada en
  // Educación Primaria", "Taller de Educación Socioemocional"): an entry, not a section.
  if (singleStudiesPattern.test(key)) return null;
  // Volunteering wins ("Experiencia de voluntariado"); otherwise the first keyword in the text.
  if (words.some((word) => /^(?:voluntariados?|volunteer(?:ing)?)$/.test(word))) {
    return { kind: 'volunteering', strength: 'keyword' };
  }
  for (const word of words) {
    const kind = headingKeywords.get(word);
    if (kind) return { kind, strength: 'keyword' };
  }
  // A letter-spaced heading lost its word gaps: "experiencialaboral".
  if (words.length === 1) {
    for (const [keyword, kind] of headingKeywords) {
      if (key.startsWith(keyword)) return { kind, strength: 'keyword' };
    }
  }
  return null;
}

/**
 * True for a heading over the candidate's own contact or personal data ("CONTACTO:", "Datos
 * personales").
 *
 * @example
 * isContactHeading('■ Contacto'); // true
 */
export function isContactHeading(text: string): boolean {
  const key = compactHeadingKey(readHeadingKey(text));
  return contactKeys.has(key);
}

const contactKeys = new Set([...contactHeadings].map((heading) => compactHeadingKey(heading)));

/** Text written in capitals (at least three letters, none lower case). */
export function isUpperCase(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return (
    letters.length >= 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()
  );
}

/** The font size most of the document's text is set in (weighted by characters). */
export function readBodyFontSize(lines: readonly TextLine[]): number {
  const weights = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.fontSize * 2) / 2;
    weights.set(size, (weights.get(size) ?? 0) + line.text.length);
  }
  let best = 10;
  let bestWeight = -1;
  for (const [size, weight] of weights) {
    if (weight > bestWeight) {
      best = size;
      bestWeight = weight;
    }
  }
  return best;
}

type Emphasis = { readonly caps: boolean; readonly bold: boolean; readonly larger: boolean };

function readEmphasis(line: TextLine, bodyFontSize: number): Emphasis {
  return {
    // "EXPERIENCIA (últimos tres)": a heading in capitals, whatever case its note is in.
    caps: isUpperCase(withoutBracketedNotes(line.text)),
    bold: line.bold,
    larger: line.fontSize >= bodyFontSize + 0.9,
  };
}

function isEmphasised(emphasis: Emphasis): boolean {
  return emphasis.caps || emphasis.bold || emphasis.larger;
}

/** A line the heading rules must never take: sentences, contact data, dates, long text. */
function isHeadingShaped(line: TextLine): boolean {
  const text = joinSpacedLetters(
    stripHeadingGlyphs(withoutBracketedNotes(line.text)).replace(iconCharacterPattern, '').trim(),
  );
  if (text.length === 0 || text.length > 60) return false;
  if (/@|https?:|www\.|\d{3,}/.test(text)) return false;
  if (/[.;]$/.test(text) && !/\.\.\.$/.test(text)) return false;
  // A section's number ("4.", "IV.") is no word of its heading.
  return text.replace(/^(?:\d{1,2}\.|[IVX]{1,5}\.)\s+/u, '').split(/\s+/).length <= 7;
}

/**
 * A whole vocabulary heading read as a list item because of its decoration ("▪ Educación"): no
 * line next to it is a list item with the same glyph, so it is not one item of a list.
 */
function isDecoratedHeading(
  lines: readonly TextLine[],
  index: number,
  match: HeadingVocabularyMatch,
): boolean {
  const line = lines[index];
  if (!line?.listMarker || match.strength !== 'exact') return false;
  const marker = line.listMarker.trim();
  const sameList = (other: TextLine | undefined) =>
    other !== undefined && other.listItem && other.listMarker?.trim() === marker;
  return !sameList(lines[index - 1]) && !sameList(lines[index + 1]);
}

/** True when the line is the only one of its block, or stands apart from the line above. */
function isIsolated(lines: readonly TextLine[], index: number, typicalGap: number): boolean {
  const line = lines[index];
  if (!line) return false;
  const previous = lines[index - 1];
  const next = lines[index + 1];
  const aloneInBlock = previous?.block !== line.block && next?.block !== line.block;
  if (aloneInBlock) return true;
  if (!previous || previous.page !== line.page || previous.column !== line.column) return true;
  return line.y - previous.y > typicalGap * 1.4;
}

function readTypicalGap(lines: readonly TextLine[]): number {
  const gaps: number[] = [];
  for (let index = 1; index < lines.length; index += 1) {
    const line = lines[index];
    const previous = lines[index - 1];
    if (!line || !previous || line.page !== previous.page || line.column !== previous.column)
      continue;
    const gap = line.y - previous.y;
    if (gap > 0) gaps.push(gap);
  }
  gaps.sort((left, right) => left - right);
  return gaps[Math.floor(gaps.length / 2)] ?? 14;
}

/**
 * The line heads a dated line, as an earlier line set and placed the same way does, naming a
 * role: the shape of the section's entry titles ("ENFERMERA SERUMS" / "Centro X | 2019 – 2020").
 */
function repeatsEntryTitleShape(lines: readonly TextLine[], index: number): boolean {
  const line = lines[index];
  const below = lines[index + 1];
  if (!line || !below || findDateRange(below.text) === null) return false;
  for (let earlier = index - 1; earlier >= 0; earlier -= 1) {
    const other = lines[earlier];
    const next = lines[earlier + 1];
    if (!other || !next || other.page < line.page - 1) break;
    if (
      isStyledLike(other, line) &&
      Math.abs(other.x - line.x) < 2 &&
      isStyledLike(next, below) &&
      findDateRange(next.text) !== null &&
      findDateRange(other.text) === null &&
      matchHeadingVocabulary(other.text) === null &&
      titlePattern.test(foldText(other.text))
    )
      return true;
  }
  return false;
}

/** Same size, weight and case as the other line. */
function isStyledLike(line: TextLine, other: TextLine | undefined): boolean {
  return (
    other !== undefined &&
    Math.abs(line.fontSize - other.fontSize) < 0.3 &&
    line.bold === other.bold &&
    isUpperCase(line.text) === isUpperCase(other.text)
  );
}

export type DetectedHeading = {
  readonly index: number;
  /** The next line, when the heading wraps onto it ("Formación" / "Complementaria"). */
  readonly continuation?: number;
  readonly kind: SectionKind;
  /** Found by typography alone (no vocabulary match). */
  readonly byTypography: boolean;
};

/**
 * Finds the lines that open sections. Vocabulary proposes, typography decides: a vocabulary
 * match must look like a heading (emphasised or isolated, short, not a sentence), candidates
 * lacking the emphasis every other heading of the document shares are sub-headings, and short
 * lines styled exactly like the document's headings are headings even without vocabulary.
 *
 * @example
 * detectHeadings(lines).map((heading) => lines[heading.index]?.text);
 */
export function detectHeadings(lines: readonly TextLine[]): DetectedHeading[] {
  const bodyFontSize = readBodyFontSize(lines);
  const typicalGap = readTypicalGap(lines);
  const bodyIsBold = lines.filter((line) => line.bold).length > lines.length / 2;
  const accepted: (DetectedHeading & {
    emphasis: Emphasis;
    fontSize: number;
    strength: HeadingStrength;
  })[] = [];

  lines.forEach((line, index) => {
    if (!isHeadingShaped(line)) return;
    const match = matchHeadingVocabulary(
      closesParenthesisOf(line, lines[index + 1])
        ? `${line.text} ${lines[index + 1]?.text ?? ''}`
        : line.text,
    );
    if (!match) return;
    if (isFormTableCell(lines, index)) return;
    // "Bachiller en Ingeniería de Sistemas" / "e Informática": a line that opens on a joining
    // word in small letters goes on from the line above it in its paragraph.
    const above = lines[index - 1];
    if (above?.block === line.block && above.page === line.page && opensOnJoiningWord(line.text))
      return;
    // "CARGO : ESPECIALISTA EN EDUCACIÓN": a form's labelled field, whatever words its value holds.
    const field = readFieldLabel(line.text);
    if (field === 'title' || field === 'organisation' || field === 'dates') return;
    const emphasis = readEmphasis(line, bodyFontSize);
    const emphasised = isEmphasised({ ...emphasis, bold: emphasis.bold && !bodyIsBold });
    const isolated = isIsolated(lines, index, typicalGap);
    // A heading decorated with a glyph ("▪ Experiencia laboral") is read as a list item; it is a
    // heading when it is a whole vocabulary heading standing apart from any list of its glyph.
    if (line.listItem && !emphasised && !isDecoratedHeading(lines, index, match)) return;
    // A keyword inside a running paragraph ("…para sectores / como comercio, educación, …") is
    // prose: the line continues its block and starts in lower case.
    const previous = lines[index - 1];
    if (
      match.strength !== 'exact' &&
      previous?.block === line.block &&
      /^\p{Ll}/u.test(line.text.trim())
    )
      return;
    // Nor is a line whose phrase runs on into the next line of its block ("Grado en formación"
    // / "profesional en …"): a heading stands whole.
    const next = lines[index + 1];
    if (
      match.strength !== 'exact' &&
      next?.block === line.block &&
      next.page === line.page &&
      startsWithLowerCaseWord(next.text)
    )
      return;
    // "INTERNADO COMUNITARIO" over "Centro de Salud X | 2017", set like the job titles above it
    // ("ENFERMERA SERUMS" over "Centro Y | 2019"): one more entry's title, not a section.
    if (match.strength !== 'exact' && repeatsEntryTitleShape(lines, index)) return;
    const acceptedHere = sideHeadingLines.has(line)
      ? true
      : match.strength === 'exact'
        ? emphasised || isolated
        : match.strength === 'keyword'
          ? emphasised || (isolated && line.text.split(/\s+/).length <= 4)
          : emphasis.caps || emphasis.larger || (emphasis.bold && !bodyIsBold);
    if (acceptedHere) {
      accepted.push({
        index,
        kind: match.kind,
        byTypography: false,
        emphasis,
        fontSize: line.fontSize,
        strength: match.strength,
      });
    }
  });

  // A heading word repeated under each entry ("Logros", "Funciones" below every job) is the
  // entries' own label: it counts once towards the style and must carry all of it (below).
  const headingKey = (heading: { index: number }) =>
    foldText(lines[heading.index]?.text ?? '')
      .replace(/[\s:]+/gu, ' ')
      .trim();
  const repeats = new Map<string, number>();
  for (const heading of accepted)
    repeats.set(headingKey(heading), (repeats.get(headingKey(heading)) ?? 0) + 1);
  // A plain label ending in a colon ("Logros:" under a job) shows no style: it does not vote.
  const distinctHeadings = accepted.filter(
    (heading, position) =>
      accepted.findIndex((other) => headingKey(other) === headingKey(heading)) === position &&
      (isEmphasised(heading.emphasis) || !/:\s*$/u.test(lines[heading.index]?.text ?? '')),
  );
  // The emphasis (capitals, bold, size) nearly all accepted headings share is the document's
  // heading style; a candidate without any of it is a sub-heading inside a section.
  const dominant = (['caps', 'bold', 'larger'] as const).filter(
    (feature) =>
      distinctHeadings.length >= 2 &&
      distinctHeadings.filter((heading) => heading.emphasis[feature]).length >=
        distinctHeadings.length * 0.75,
  );
  // A whole vocabulary heading needs some of that style; a keyword or generic word needs all of
  // it, and where headings are larger than the text, about their size (not an entry title's).
  const exactSizes = accepted
    .filter((heading) => heading.strength === 'exact')
    .map((heading) => heading.fontSize);
  // A sub-heading sits inside a section: a whole vocabulary heading above the first heading in
  // the document's style ("Perfil" under the name, in the text's own style) is inside none.
  const firstStyledIndex =
    accepted.find((heading) => dominant.every((feature) => heading.emphasis[feature]))?.index ??
    Number.POSITIVE_INFINITY;
  // Where the headings are set in capitals, a heading word in small letters ending in a colon
  // ("Logros:", "Funciones:") labels the list under it inside an entry.
  const isEntryLabel = (heading: { index: number; emphasis: Emphasis }) =>
    dominant.includes('caps') &&
    !heading.emphasis.caps &&
    /:\s*$/u.test(lines[heading.index]?.text ?? '');
  // A heading word set without the full style and indented to where an entry's text starts
  // ("Logros:" under a job whose dates fill a left column) labels part of that entry: the
  // headings in the full style all start further left.
  const fullyStyled = accepted.filter((heading) =>
    dominant.every((feature) => heading.emphasis[feature]),
  );
  // …and so is one right under a line that is only an entry's dates ("Ene 2015 - Jun 2015" /
  // "Prácticas pre profesionales"): the title of the entry those dates open.
  const isIndentedLabel = (heading: { index: number; emphasis: Emphasis }) =>
    heading.index > firstStyledIndex &&
    dominant.length > 0 &&
    !dominant.every((feature) => heading.emphasis[feature]) &&
    (!isAlignedWithHeadings(lines[heading.index] as TextLine, lines, fullyStyled) ||
      followsDatesAlone(lines, heading.index));
  // …and so is one repeated under each entry set smaller than most headings that stand once
  // ("Logros" in bold at the text's size under every job, the sections' headings larger).
  // …or, where sizes are not reported (a .doc), set in a deeper Word heading level than they are.
  const singles = accepted.filter(
    (heading) => heading.strength === 'exact' && (repeats.get(headingKey(heading)) ?? 0) < 2,
  );
  const singleSizes = singles.map((heading) => heading.fontSize);
  const singleLevels = singles.flatMap((heading) => lines[heading.index]?.headingLevel ?? []);
  const isSmallerThanTheHeadings = (heading: { index: number; fontSize: number }) =>
    (singleSizes.length >= 2 && heading.fontSize < median(singleSizes) - 1) ||
    (singleLevels.length >= 2 && (lines[heading.index]?.headingLevel ?? 0) > median(singleLevels));
  // A side heading is one by position (splitSideHeadings), whatever its style.
  const styled = accepted.filter((heading) =>
    sideHeadingLines.has(lines[heading.index] as TextLine)
      ? true
      : heading.strength === 'exact' && (repeats.get(headingKey(heading)) ?? 0) < 2
        ? !isEntryLabel(heading) &&
          !isIndentedLabel(heading) &&
          (dominant.length === 0 ||
            dominant.some((feature) => heading.emphasis[feature]) ||
            heading.index < firstStyledIndex)
        : dominant.every((feature) => heading.emphasis[feature]) &&
          (!dominant.includes('larger') ||
            exactSizes.length < 2 ||
            exactSizes.some((size) => Math.abs(size - heading.fontSize) < 1)) &&
          !((repeats.get(headingKey(heading)) ?? 0) >= 2 && isSmallerThanTheHeadings(heading)),
  );

  // Typography alone: short capitalised or larger lines styled exactly like the headings.
  const firstIndex = styled[0]?.index ?? Number.POSITIVE_INFINITY;
  // Sizes of whole-vocabulary headings when there are some: a keyword line set a little larger
  // than the body ("Instituto de idiomas" in an entry title) does not make every entry title a heading.
  const exactStyled = styled.filter((heading) => heading.strength === 'exact');
  const headingSizes = (exactStyled.length > 0 ? exactStyled : styled).map(
    (heading) => heading.fontSize,
  );
  // Where the line's own column of its page has headings in the document's style, their sizes: a
  // sidebar's headings are often set smaller than the main column's, near the size of an
  // employer line beside them (sizes read by OCR are a half point out either way).
  const sizesBesideLine = (line: TextLine): number[] => {
    const beside = (exactStyled.length > 0 ? exactStyled : styled).filter((heading) => {
      const headingLine = lines[heading.index];
      return (
        headingLine?.page === line.page &&
        headingLine.column === line.column &&
        dominant.every((feature) => heading.emphasis[feature])
      );
    });
    return beside.length > 0 ? beside.map((heading) => heading.fontSize) : headingSizes;
  };
  // Capitals alone are not distinctive: company names and acronyms ("KPMG") are capitals too.
  const distinctive =
    dominant.includes('larger') || (dominant.includes('caps') && dominant.includes('bold'));
  const byIndex = new Map(styled.map((heading) => [heading.index, heading]));
  // The contact header ends with its e-mail: name and headline come before it.
  const headerEnd = lines.findIndex((line) => line.text.includes('@')) + 1 || firstIndex;
  // Headings that open on one glyph ("■ PERFIL", "■ IDIOMAS"), read as list items: a line set
  // like them behind the same glyph is one more ("■ ENGLISH SUMMARY").
  const styledMarkers = styled.map((heading) => lines[heading.index]?.listMarker?.trim() ?? '');
  const commonMarker = styledMarkers.find((marker) => marker !== '');
  const headingMarker =
    commonMarker !== undefined &&
    styledMarkers.filter((marker) => marker === commonMarker).length >= 2 &&
    styledMarkers.filter((marker) => marker === commonMarker).length * 2 > styledMarkers.length
      ? commonMarker
      : null;
  if (distinctive) {
    lines.forEach((line, index) => {
      if (index === firstIndex || byIndex.has(index)) return;
      if (line.listItem && (headingMarker === null || line.listMarker?.trim() !== headingMarker))
        return;
      // Above the first vocabulary heading (the header, a profile), only a line set exactly
      // like one of them (same size, weight and case): the first may be a sidebar's, set smaller.
      if (
        index < firstIndex &&
        (index < headerEnd || !styled.some((heading) => isStyledLike(line, lines[heading.index])))
      )
        return;
      // Up to seven words, as for vocabulary headings: a heading may be a short call to the
      // reader ("VISITA MI PORTAFOLIO EN LÍNEA").
      // A letter-spaced line counts its words, not its letters ("L E N G U A J E S"). Digits
      // belong to entries, except in a note in brackets ("EXPERIENCIA (últimos 3 años)").
      if (!isHeadingShaped(line) || /\d/.test(withoutBracketedNotes(line.text))) return;
      // A note in brackets is no word of it ("… DE SALUD (SERUMS)"), as for vocabulary headings.
      if (withoutBracketedNotes(displayHeading(line.text)).split(/\s+/).length > 7) return;
      const emphasis = readEmphasis(line, bodyFontSize);
      if (!dominant.every((feature) => emphasis[feature])) return;
      if (!sizesBesideLine(line).some((size) => Math.abs(size - line.fontSize) < 0.6)) return;
      if (!isAlignedWithHeadings(line, lines, styled)) return;
      if (!isIsolated(lines, index, typicalGap)) return;
      if (
        continuesEntryDateLine(lines, index, bodyFontSize, typicalGap) &&
        !startsAtHeadingsOwnEdge(line, lines, styled)
      )
        return;
      if (opensLabelledEntry(lines, index)) return;
      if (followsDateCell(lines, index)) return;
      if (isEmployerOverDates(lines, index)) return;
      // A cell of a table's heading row ("FECHA | CURSO / EVENTO | HORAS") heads a column.
      if (isFormTableCell(lines, index)) return;
      // "FUNCIONES:" over each job's duties labels part of an entry, however it is set.
      if (entryDetailLabelPattern.test(foldText(line.text).trim())) return;
      byIndex.set(index, typographyHeading(index, line, emphasis));
    });
  }
  addLabelColumnHeadings(lines, styled, byIndex, dominant, firstIndex, bodyFontSize);
  addHeadingStyleLines(lines, byIndex, headerEnd);
  addNumberedHeadings(lines, byIndex);
  // A heading wrapped onto a second line ("Formación" / "Complementaria", "CURSOS Y" /
  // "CERTIFICACIONES") is one heading, even where its second line, set in the same style, was
  // taken for a heading by typography or is a heading word itself.
  // A heading's first line may be no heading alone ("INFORMACIÓN DE" / "CONTACTO:", "Datos de"
  // / "contacto" in a narrow sidebar): the heading starts on that line.
  // Where headings open on a glyph ("■ REDES"), read as a list marker, so may that first line.
  const glyphHeadings =
    [...byIndex.values()].filter((heading) => lines[heading.index]?.listItem).length >
    byIndex.size / 2;
  for (const heading of [...byIndex.values()]) {
    const lead = heading.index - 1;
    const leadLine = lines[lead];
    if (!leadLine || (leadLine.listItem && !glyphHeadings) || byIndex.has(lead)) continue;
    if (!isStyledLike(leadLine, lines[heading.index])) continue;
    // A figure closes the entry above ("… (prácticas)" / "2018" / "Estudios"): no heading's.
    if (/\d/u.test(withoutBracketedNotes(leadLine.text))) continue;
    const withoutHeading = new Map(byIndex);
    withoutHeading.delete(heading.index);
    if (readHeadingContinuation(lines, lead, withoutHeading) !== heading.index) continue;
    const whole = matchHeadingVocabulary(
      `${lines[lead]?.text ?? ''} ${lines[heading.index]?.text ?? ''}`,
    );
    byIndex.delete(heading.index);
    byIndex.set(lead, { ...heading, index: lead, kind: whole?.kind ?? heading.kind });
  }
  const wrapped = new Set<number>();
  for (const heading of [...byIndex.values()].sort((left, right) => left.index - right.index)) {
    if (wrapped.has(heading.index)) continue;
    const next = byIndex.get(heading.index + 1);
    if (!next) continue;
    if (!next.byTypography && !headingCutAtJoiningWord(lines[heading.index]?.text ?? '')) continue;
    const withoutNext = new Map(byIndex);
    withoutNext.delete(heading.index + 1);
    if (readHeadingContinuation(lines, heading.index, withoutNext) !== null)
      wrapped.add(heading.index + 1);
  }
  for (const index of wrapped) byIndex.delete(index);
  removeSubHeadingRuns(lines, byIndex);
  // "DNI N°", "RUC:" set bold in a form's cell: the label of an identity number, whatever its type.
  for (const heading of [...byIndex.values()]) {
    const text = foldText(lines[heading.index]?.text ?? '').trim();
    if (heading.byTypography && identityLabelPattern.test(text)) byIndex.delete(heading.index);
  }
  return [...byIndex.values()]
    .sort((left, right) => left.index - right.index)
    .map(({ index, kind, byTypography }) => {
      const continuation = readHeadingContinuation(lines, index, byIndex);
      if (continuation === null) return { index, kind, byTypography };
      // The whole heading names the section: "Formación" / "Complementaria" lists courses.
      const whole = matchHeadingVocabulary(
        `${lines[index]?.text ?? ''} ${lines[continuation]?.text ?? ''}`,
      );
      return { index, continuation, kind: whole?.kind ?? kind, byTypography };
    });
}

/**
 * How far apart two left edges may be and still be one alignment: half an em of the line's type
 * (an icon or a dot before one heading moves its text a little), at least three points.
 */
const alignmentTolerance = (line: TextLine) => Math.max(3, line.fontSize / 2);

/**
 * Where the headings of the line's column on its page all start at one left edge, the line does
 * not start right of it: a line set like them but indented ("Quechua, English" beside the side
 * heading "Languages") is the section's content. Headings that start at different edges
 * (centred ones) tell nothing.
 */
function isAlignedWithHeadings(
  line: TextLine,
  lines: readonly TextLine[],
  headings: readonly { readonly index: number }[],
): boolean {
  const beside = headings
    .map((heading) => lines[heading.index])
    .filter(
      (heading): heading is TextLine =>
        heading !== undefined && heading.page === line.page && heading.column === line.column,
    );
  // Headings in a label column left of the content (side headings, right-aligned or not): a
  // line starting past where every one of them ends is the content's (an institution or a job
  // title set as large and bold as they are).
  if (
    beside.length > 0 &&
    beside.every((heading) => heading.width > 0) &&
    line.x >= Math.max(...beside.map((heading) => heading.x + heading.width))
  )
    return false;
  const edges = beside.map((heading) => heading.x);
  if (edges.length < 2) return true;
  const right = Math.max(...edges);
  if (right - Math.min(...edges) > alignmentTolerance(line)) return true;
  return line.x - right <= alignmentTolerance(line);
}

/**
 * The line starts where the column's headings start and no other line of the column below the
 * first heading does: side headings in a margin of their own ("Publications" left of the entries
 * it heads). Such a line continues no entry, whatever date ends the line above it.
 */
function startsAtHeadingsOwnEdge(
  line: TextLine,
  lines: readonly TextLine[],
  headings: readonly { readonly index: number }[],
): boolean {
  const headingLines = new Set(headings.map((heading) => lines[heading.index]));
  const atEdge = (other: TextLine) =>
    other.page === line.page &&
    other.column === line.column &&
    Math.abs(other.x - line.x) <= alignmentTolerance(line);
  // The header and a profile above the first heading may span the page, margin included.
  const first = Math.min(...headings.map((heading) => heading.index));
  const starting = lines.slice(first).filter((other) => other !== line && atEdge(other));
  return starting.length > 0 && starting.every((other) => headingLines.has(other));
}

/**
 * A line going on in small letters: a word, not an address ("https://…", "www.…", "ana@…")
 * listed under a heading.
 */
function startsWithLowerCaseWord(text: string): boolean {
  return /^\p{Ll}\p{L}*(?![\p{L}\p{N}:/@_-]|\.[\p{L}\p{N}])/u.test(text.trim());
}

/**
 * An employer line set a little larger than the text, right under its job's period or place line
 * ("Lima | 2 años" / "CONSTRUCTORA ANDINA"), belongs to that job: a section heading does not open
 * between an entry's date line and the entry's next line. Only for lines barely larger than the
 * body; a real heading at that size follows the previous entry's last line, not its date line.
 */
function continuesEntryDateLine(
  lines: readonly TextLine[],
  index: number,
  bodyFontSize: number,
  typicalGap: number,
): boolean {
  const line = lines[index];
  const previous = lines[index - 1];
  if (!line || !previous || line.fontSize >= bodyFontSize + 1.5) return false;
  if (previous.page !== line.page || previous.column !== line.column) return false;
  // Set apart by a paragraph's gap from a line of its own paragraph's kind ("CARGOS
  // ADMINISTRATIVOS" after the last job, in its own block): a heading stands apart, an entry's
  // next line does not.
  if (previous.block !== line.block && line.y - previous.y > typicalGap * 1.6) return false;
  // A date closing a list item or a sentence ("… Cusco (2016).") ends that item: a job's period
  // line is a line of its own, neither an item nor a sentence.
  const beforePrevious = lines[index - 2];
  if (
    previous.listItem ||
    (beforePrevious?.listItem === true && beforePrevious.block === previous.block) ||
    /[.;]\s*$/u.test(previous.text)
  )
    return false;
  const pieces = previous.text.split(/\s*[|•·–—]\s*|\s+-\s+/u);
  return findDateRange(previous.text) !== null || pieces.some((piece) => isDurationOnly(piece));
}

/**
 * The first line of a cell beside a cell holding only dates ("Marzo del 2017 a la fecha" |
 * "JEFE DE ADMINISTRACIÓN Y FINANZAS" / "Agrícola del Chira S.A." / …): a table of jobs, one row
 * each, whose titles are set in bold capitals as headings are. A section heading has no dates
 * beside it.
 */
/** The line above, in the same column, is only dates ("2016 - 2018", "Ene 2015 - Jun 2015"). */
function followsDatesAlone(lines: readonly TextLine[], index: number): boolean {
  const line = lines[index];
  const previous = lines[index - 1];
  if (!line || !previous || previous.column !== line.column || previous.page !== line.page)
    return false;
  return parseDateRange(previous.text) !== null;
}

/**
 * The line stands over its entry's dates as every line set like it does: a template that sets
 * the section headings and each employer alike (both in "Heading 3", or both larger), every
 * job's dates alone below its employer ("Estudio Contable Killa" / "02/2018 - 03/2021" /
 * "Asistente Contable"). Only where nearly every line of such dates has one over it: a heading
 * in the author's words over the first of its dates-first entries ("Dónde he trabajado" /
 * "Mar. 2022 – hoy" / …) has no sister over the entries after it.
 */
function isEmployerOverDates(lines: readonly TextLine[], index: number): boolean {
  const line = lines[index];
  if (!line || !precedesDatesAlone(lines, index)) return false;
  const overDates = lines.filter(
    (other, at) =>
      isStyledLike(other, line) &&
      matchHeadingVocabulary(other.text) === null &&
      precedesDatesAlone(lines, at),
  );
  if (overDates.length < 2) return false;
  const datesSize = lines[index + 1]?.fontSize ?? 0;
  const datesLines = lines.filter(
    (other) => Math.abs(other.fontSize - datesSize) < 0.3 && parseDateRange(other.text) !== null,
  );
  return overDates.length >= datesLines.length * 0.75;
}

/** The line below, in the same column, is only dates ("02/2018 - 03/2021"). */
function precedesDatesAlone(lines: readonly TextLine[], index: number): boolean {
  const line = lines[index];
  const next = lines[index + 1];
  if (!line || !next || next.column !== line.column || next.page !== line.page) return false;
  return parseDateRange(next.text) !== null;
}

function followsDateCell(lines: readonly TextLine[], index: number): boolean {
  const line = lines[index];
  const previous = lines[index - 1];
  if (!line || !previous || line.source !== 'table') return false;
  if (!findCellRow(lines, index).includes(previous)) return false;
  const match = findDateRange(previous.text);
  if (match === null) return false;
  const rest = removeDateText(previous.text, match).replace(/[\s()|,.–—-]+/gu, '');
  return rest === '' || isDurationOnly(rest);
}

/**
 * A cell of a table row of three or more cells ("Centro de estudios | Grado / Especialidad |
 * Año"): a form's column label or value, never a section heading (a layout table's heading cell
 * has one content cell beside it). Without row numbers (DOC), a row is a run of cells each one
 * column right of the one before.
 */
function isFormTableCell(lines: readonly TextLine[], index: number): boolean {
  const line = lines[index];
  if (!line || line.source !== 'table') return false;
  if (line.tableRow !== undefined)
    return (
      new Set(
        lines.filter((other) => other.tableRow === line.tableRow).map((other) => other.column),
      ).size >= 3
    );
  return findCellRow(lines, index).length >= 3;
}

/**
 * An employer typed in bold capitals above its job's labelled lines ("ESTUDIO CONTABLE RÍOS" /
 * "Cargo: Auxiliar contable" / "Periodo: …"), as forms and self-made Word CVs set them, opens an
 * entry: the line below names a field of that entry, never a section's first line.
 */
function opensLabelledEntry(lines: readonly TextLine[], index: number): boolean {
  const line = lines[index];
  const next = lines[index + 1];
  if (!line || !next || next.page !== line.page || next.column !== line.column) return false;
  // A line ending in a colon announces what follows ("EXPERIENCIA LABORAL:"): no employer does.
  if (/:\s*$/u.test(line.text)) return false;
  const labelsField = (text: string) => {
    const label = readFieldLabel(text);
    return label === 'title' || label === 'organisation' || label === 'dates';
  };
  if (labelsField(next.text)) return true;
  // "MUNICIPALIDAD PROVINCIAL DE SULLANA" / "Sub Gerencia de Obras" / "Cargo: …": the employer's
  // unit or description may come first, in plain type (an employer under a heading is set bold).
  const after = lines[index + 2];
  return (
    !next.bold &&
    !next.listItem &&
    !isUpperCase(next.text) &&
    next.fontSize <= line.fontSize &&
    after?.page === line.page &&
    after.column === line.column &&
    labelsField(after.text)
  );
}

/** A heading found so far, with what its style is read from. */
type FoundHeading = {
  index: number;
  kind: SectionKind;
  byTypography: boolean;
  emphasis: Emphasis;
  fontSize: number;
  strength: HeadingStrength;
};

/** A line taken for a heading by how it is set, not by its words: a section of unknown kind. */
function typographyHeading(index: number, line: TextLine, emphasis: Emphasis): FoundHeading {
  return {
    index,
    kind: 'other',
    byTypography: true,
    emphasis,
    fontSize: line.fontSize,
    strength: 'keyword',
  };
}

/**
 * In a side-heading layout the headings stand alone in a narrow column left of the text's edge
 * ("EDUCACIÓN" beside the first school). Nothing but headings is set there, so a line standing
 * in that column in the headings' style is one, whatever its words. Dates set in a left column
 * are no heading (digits), nor is a label in another style than the headings' ("Fechas").
 */
function addLabelColumnHeadings(
  lines: readonly TextLine[],
  styled: readonly { readonly index: number; readonly fontSize: number }[],
  byIndex: Map<number, FoundHeading>,
  dominant: readonly (keyof Emphasis)[],
  firstIndex: number,
  bodyFontSize: number,
): void {
  if (dominant.length === 0) return;
  const edges = readContentEdges(lines);
  const standsInLabelColumn = (line: TextLine | undefined): line is TextLine =>
    line !== undefined &&
    line.width > 0 &&
    !line.listItem &&
    line.x + line.width < (edges.get(`${line.page}:${line.column}`) ?? line.x) - line.fontSize / 2;
  const inColumn = styled.filter(
    (heading) =>
      standsInLabelColumn(lines[heading.index]) ||
      sideHeadingLines.has(lines[heading.index] as TextLine),
  );
  if (inColumn.length < 2 || inColumn.length < styled.length * 0.75) return;
  lines.forEach((line, index) => {
    if (index <= firstIndex || byIndex.has(index) || !standsInLabelColumn(line)) return;
    if (!isHeadingShaped(line) || /\d/.test(withoutBracketedNotes(line.text))) return;
    const emphasis = readEmphasis(line, bodyFontSize);
    if (!dominant.every((feature) => emphasis[feature])) return;
    if (!inColumn.some((heading) => Math.abs(heading.fontSize - line.fontSize) < 1)) return;
    byIndex.set(index, typographyHeading(index, line, emphasis));
  });
}

/**
 * Lines the author set in the Word heading style the document's vocabulary headings use
 * (`headingLevel`): headings by that mark, whatever their words ("Proyectos (Australia)").
 * Only a level kept for headings counts: at least two vocabulary headings and no more other
 * lines than headings (templates also set names or bullets in a heading style).
 */
function addHeadingStyleLines(
  lines: readonly TextLine[],
  byIndex: Map<number, FoundHeading>,
  headerEnd: number,
): void {
  const levels = new Map<number, { headings: number; others: number[] }>();
  lines.forEach((line, index) => {
    if (line.headingLevel === undefined || index < headerEnd) return;
    const tally = levels.get(line.headingLevel) ?? { headings: 0, others: [] };
    const heading = byIndex.get(index);
    if (heading && !heading.byTypography) tally.headings += 1;
    else if (!heading) tally.others.push(index);
    levels.set(line.headingLevel, tally);
  });
  const bodyFontSize = readBodyFontSize(lines);
  for (const { headings, others } of levels.values()) {
    // A level that holds a vocabulary heading and whose every other line is also set larger than
    // the text, three lines or more in all, is kept for headings whatever their words ("Mi
    // recorrido laboral", "Dónde me formé"): a template's name or bullets in a heading style
    // are one line, or the text's own size, and entry titles share no level with a heading.
    const allLarger =
      others.length > 0 &&
      others.every((index) => (lines[index]?.fontSize ?? 0) >= bodyFontSize + 1);
    const trusted =
      (headings >= 2 && others.length <= headings) ||
      (allLarger && headings >= 1 && headings + others.length >= 3);
    if (!trusted) continue;
    for (const index of others) {
      const line = lines[index];
      if (!line || line.listItem || !isHeadingShaped(line) || /\d/.test(line.text)) continue;
      if (isEmployerOverDates(lines, index)) continue;
      const emphasis = { caps: isUpperCase(line.text), bold: line.bold, larger: false };
      byIndex.set(index, typographyHeading(index, line, emphasis));
    }
  }
}

const romanNumerals = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii'];
/** "IV. CAPACITACIÓN…", "4. Cursos": a heading's ordinal before its words. */
const headingOrdinalPattern = /^\s*([ivx]{1,4}|\d{1,2})[.)-]\s+\p{L}/iu;

function readHeadingOrdinal(text: string): number | null {
  const mark = headingOrdinalPattern.exec(text)?.[1]?.toLowerCase();
  if (mark === undefined) return null;
  const roman = romanNumerals.indexOf(mark);
  return roman >= 0 ? roman + 1 : /^\d+$/u.test(mark) ? Number(mark) : null;
}

/**
 * Headings numbered in one sequence ("I. DATOS PERSONALES", "II. FORMACIÓN ACADÉMICA", …): a line
 * set like them that carries the number missing from the sequence ("IV. CAPACITACIÓN Y
 * ACTUALIZACIÓN" between III and V) is one of them, whatever its words and whatever fields
 * follow it. The numbers must run in reading order, at least three of them found.
 */
function addNumberedHeadings(lines: readonly TextLine[], byIndex: Map<number, FoundHeading>): void {
  const numbered = [...byIndex.values()]
    .map((heading) => ({ heading, ordinal: readHeadingOrdinal(lines[heading.index]?.text ?? '') }))
    .filter((entry): entry is { heading: FoundHeading; ordinal: number } => entry.ordinal !== null)
    .sort((left, right) => left.heading.index - right.heading.index);
  if (numbered.length < 3) return;
  const inOrder = numbered.every(
    (entry, position) => position === 0 || entry.ordinal > (numbered[position - 1]?.ordinal ?? 0),
  );
  if (!inOrder) return;
  for (let position = 0; position + 1 < numbered.length; position += 1) {
    const before = numbered[position];
    const after = numbered[position + 1];
    if (!before || !after || after.ordinal !== before.ordinal + 2) continue;
    const model = lines[before.heading.index];
    for (let index = before.heading.index + 1; index < after.heading.index; index += 1) {
      const line = lines[index];
      if (!line || !model || byIndex.has(index)) continue;
      if (readHeadingOrdinal(line.text) !== before.ordinal + 1) continue;
      if (!isHeadingShaped(line) || !isStyledLike(line, model)) continue;
      const emphasis = { caps: isUpperCase(line.text), bold: line.bold, larger: false };
      byIndex.set(index, typographyHeading(index, line, emphasis));
      break;
    }
  }
}

/**
 * Drops typography-only headings that are sub-headings: where such a line comes right under a
 * heading, that section would open empty, so the line is the first of the section's own
 * sub-headings ("ESTUDIOS" / "PRIMARIA" … "SECUNDARIA" …), and the typography-only lines set
 * like it up to the next vocabulary heading are its siblings. So is a line set like the heading
 * in the heading's own block (opensSubHeadingRun).
 */
function removeSubHeadingRuns(
  lines: readonly TextLine[],
  byIndex: Map<number, { readonly byTypography: boolean }>,
): void {
  const indices = [...byIndex.keys()].sort((left, right) => left - right);
  let subHeadingStyle: TextLine | null = null;
  for (const index of indices) {
    const heading = byIndex.get(index);
    const line = lines[index];
    if (!heading || !line) continue;
    if (!heading.byTypography) {
      subHeadingStyle = null;
      const next = lines[index + 1];
      const nextHeading = byIndex.get(index + 1);
      if (
        next &&
        next.page === line.page &&
        next.column === line.column &&
        (nextHeading?.byTypography === true || opensSubHeadingRun(lines, index, byIndex))
      )
        subHeadingStyle = next;
      continue;
    }
    if (subHeadingStyle && isStyledLike(line, subHeadingStyle)) byIndex.delete(index);
  }
}

/**
 * The line right under a vocabulary heading, in its block and set exactly like it (size, weight,
 * case), but not the rest of its words: the first of the section's sub-headings ("ESTUDIOS
 * REALIZADOS" / "PRIMARIA" … "SECUNDARIA" …), not taken for a heading only because it is not
 * apart from the heading above it. The lines set like it further down are its siblings (issue 12:
 * a Word CV saved as PDF keeps the heading and the first level in one paragraph block).
 */
function opensSubHeadingRun(
  lines: readonly TextLine[],
  index: number,
  headings: ReadonlyMap<number, unknown>,
): boolean {
  const line = lines[index];
  const next = lines[index + 1];
  if (!line || !next || headings.has(index + 1) || next.listItem) return false;
  if (next.block !== line.block || !isStyledLike(next, line) || !isHeadingShaped(next))
    return false;
  return readHeadingContinuation(lines, index, headings) === null;
}

/**
 * The line a heading wraps onto ("Formación" / "Complementaria", "EXPERIENCIA" / "PROFESIONAL"):
 * the next line, set in the same size and weight, one or two words without digits or sentence
 * punctuation, that completes a whole vocabulary heading.
 */
function readHeadingContinuation(
  lines: readonly TextLine[],
  index: number,
  headings: ReadonlyMap<number, unknown>,
): number | null {
  const line = lines[index];
  const next = lines[index + 1];
  if (!line || !next || headings.has(index + 1) || next.listItem) return null;
  if (closesParenthesisOf(line, next)) return index + 1;
  if (next.page !== line.page || next.column !== line.column) return null;
  if (Math.abs(next.fontSize - line.fontSize) > 0.5 || next.bold !== line.bold) return null;
  // A letter-spaced line counts its words, not its letters ("c o n t a c t o").
  const words = displayHeading(next.text).split(' ');
  if (words.length > 2 || /[\d.;,:@]/.test(next.text.replace(/:$/, ''))) return null;
  if (isUpperCase(line.text) !== isUpperCase(next.text) || /:$/.test(line.text)) return null;
  // A line ending on a joining word ("CURSOS Y", "Datos de") cannot end a heading: any heading
  // it makes with the next line is the whole one, whose next word may be in lower case
  // ("Datos de" / "contacto").
  const cutAfterJoiningWord = headingCutAtJoiningWord(displayHeading(line.text));
  if (!cutAfterJoiningWord && !/^\p{Lu}/u.test(next.text)) return null;
  const joined = matchHeadingVocabulary(`${line.text} ${next.text}`);
  if (cutAfterJoiningWord) return joined ? index + 1 : null;
  return joined && joined.strength !== 'keyword' ? index + 1 : null;
}

/**
 * A heading wrapped inside its parenthesis ("REFERENCIAS LABORALES (jefes" / "directos)"): the
 * next line, a few words of the same page and column, closes what the line opened, whatever its
 * size or case (a narrow frame wraps where it must); or the next line is the heading's qualifier,
 * wholly in parentheses ("EXPERIENCIA LABORAL" / "(últimos cinco años)").
 */
function closesParenthesisOf(line: TextLine, next: TextLine | undefined): boolean {
  if (!next || next.listItem || next.page !== line.page || next.column !== line.column)
    return false;
  const opened = (line.text.match(/\(/gu) ?? []).length > (line.text.match(/\)/gu) ?? []).length;
  const words = next.text.trim().split(/\s+/u).length;
  // Or a qualifier in parentheses of its own under it ("(últimos cinco años)"); a sentence
  // there is a form's instruction to whoever fills it in ("(Marcar con X el nivel alcanzado.)").
  const qualifier =
    /^\([^()]+\)[.:]?$/u.test(next.text.trim()) && !/\.\)$/u.test(next.text.trim()) && words <= 6;
  return (opened && /^[^()]*\)[.:]?$/u.test(next.text.trim()) && words <= 4) || qualifier;
}

/**
 * "CURSOS Y", "Logros &", "Skills and": a heading cut before its last words. Narrower than an entry
 * field's joining words (entry-fields.ts): a heading never ends on "de la" or a comma.
 */
function headingCutAtJoiningWord(text: string): boolean {
  return /(?:^|\s)(?:y|e|&|and|de|del)$/iu.test(text.trim());
}

/** A line that opens on a joining word in small letters ("e Informática"): it goes on a line. */
function opensOnJoiningWord(text: string): boolean {
  return /^(?:e|y|o|u|de|del|en|and|of|&)\s/u.test(text.trim());
}

/** Side headings found by splitSideHeadings: a heading by position, whatever its style. */
const sideHeadingLines = new WeakSet<TextLine>();

/** The left edge most lines of each page's column start at: where the content is set. */
function readContentEdges(lines: readonly TextLine[]): Map<string, number> {
  const counts = new Map<string, Map<number, number>>();
  for (const line of lines) {
    const key = `${line.page}:${line.column}`;
    const byX = counts.get(key) ?? new Map<number, number>();
    const x = Math.round(line.x / 4) * 4;
    byX.set(x, (byX.get(x) ?? 0) + 1);
    counts.set(key, byX);
  }
  const edges = new Map<string, number>();
  for (const [key, byX] of counts) {
    let best = 0;
    let bestCount = -1;
    for (const [x, count] of byX) {
      if (count > bestCount || (count === bestCount && x < best)) {
        best = x;
        bestCount = count;
      }
    }
    edges.set(key, best);
  }
  return edges;
}

/** The heading a run of words spells, when the whole run is one from the vocabulary. */
function readWholeHeading(words: readonly string[]): HeadingVocabularyMatch | null {
  const match = matchHeadingVocabulary(words.join(' '));
  return match && match.strength !== 'keyword' ? match : null;
}

/**
 * Two headings set side by side over two columns and read as one line ("PROYECTOS
 * HABILIDADES"): an emphasised line, wider than its letters (a column gap inside), that is two
 * whole vocabulary headings and not one.
 */
function readHeadingPair(line: TextLine): readonly [string, string] | null {
  if (line.listItem || !(line.bold || isUpperCase(line.text))) return null;
  const words = line.text.split(' ');
  if (words.length < 2 || words.length > 8) return null;
  // The line spans a column gap: far wider than its letters set side by side would be.
  if (line.width < line.text.length * line.fontSize * 0.9) return null;
  const whole = matchHeadingVocabulary(line.text);
  if (whole && whole.strength !== 'keyword') return null;
  for (let split = 1; split < words.length; split += 1) {
    const left = words.slice(0, split).join(' ');
    const right = words.slice(split).join(' ');
    // Two headings side by side are words only: "EXPERIENCIA - PROYECTOS" is one heading.
    if (!/^\p{L}.*\p{L}$/u.test(left) || !/^\p{L}.*\p{L}$/u.test(right)) continue;
    if (
      matchHeadingVocabulary(left)?.strength === 'exact' &&
      matchHeadingVocabulary(right)?.strength === 'exact'
    )
      return [left, right];
  }
  return null;
}

type SideHeadingSplit = {
  /** Words the heading takes from this line and from each following label line. */
  readonly takes: readonly number[];
};

/**
 * The longest heading a side label spells from the first words of this line and, for a label
 * wrapped in its narrow column ("Professional/" / "Research" / "Experience"), of the next lines
 * that also start at the label's edge.
 */
function readSideLabel(
  lines: readonly TextLine[],
  index: number,
  isLabelLine: (line: TextLine) => boolean,
): SideHeadingSplit | null {
  const first = lines[index];
  // A label opens on a capital (or a glyph before one): a line opening in small letters goes on
  // a sentence ("disponibilidad para viajar…").
  if (!first || /^[^\p{L}]*\p{Ll}/u.test(first.text)) return null;
  let best: SideHeadingSplit | null = null;
  const search = (lineIndex: number, words: string[], takes: number[]): void => {
    const line = lines[lineIndex];
    if (!line || takes.length > 3) return;
    const lineWords = line.text.split(' ');
    for (let take = 1; take <= Math.min(4, lineWords.length); take += 1) {
      const run = [...words, ...lineWords.slice(0, take)];
      const nextTakes = [...takes, take];
      // A bullet after the label ("Teaching •") opens the content: the label ends at a word.
      const endsAtWord = /\p{L}/u.test(lineWords[take - 1] ?? '');
      if (
        endsAtWord &&
        readWholeHeading(run) &&
        (!best || run.length > best.takes.reduce((sum, count) => sum + count, 0))
      )
        best = { takes: nextTakes };
      // The label wraps onto the next line of its column, set close below.
      const next = lines[lineIndex + 1];
      if (
        endsAtWord &&
        next &&
        next.page === line.page &&
        next.y - line.y > 0 &&
        next.y - line.y <= line.fontSize * 1.8 &&
        isLabelLine(next)
      )
        search(lineIndex + 1, run, nextTakes);
    }
  };
  search(index, [], []);
  return best;
}

/**
 * Splits side headings off the lines they were read into. A side-heading layout sets each
 * section's label in a narrow left column beside its content ("Education   Pontifical…"); when
 * the text layer joins label and content into one line, the line starts left of the page's
 * content edge and opens with a vocabulary heading, possibly wrapped over the next lines at the
 * same edge. Without geometry (DOC), a form's row "Datos personales  Apellidos: …" is one too.
 * The heading becomes its own line; the rest stays where it was.
 *
 * @example
 * splitSideHeadings(lines).map((line) => line.text);
 */
export function splitSideHeadings(lines: readonly TextLine[]): TextLine[] {
  const hasGeometry = lines.some((line) => line.width > 0);
  const edges = readContentEdges(lines);
  const edgeOf = (line: TextLine) => edges.get(`${line.page}:${line.column}`) ?? line.x;
  const isLabelLine = (line: TextLine) => !line.listItem && line.x < edgeOf(line) - 30;
  const result: TextLine[] = [];
  const consumed = new Map<number, number>();
  lines.forEach((line, index) => {
    const taken = consumed.get(index) ?? 0;
    const words = line.text.split(' ');
    const text = words.slice(taken).join(' ');
    if (taken > 0) {
      if (text.length > 0) result.push({ ...line, text, x: Math.max(line.x, edgeOf(line)) });
      return;
    }
    const pair = readHeadingPair(line);
    if (pair) {
      const [left, right] = pair;
      const leftWidth = (line.width * left.length) / line.text.length;
      const leftLine: TextLine = { ...line, text: left, width: leftWidth, block: -1 - index };
      const rightLine: TextLine = {
        ...line,
        text: right,
        x: line.x + line.width - (line.width * right.length) / line.text.length,
        width: (line.width * right.length) / line.text.length,
        block: -1 - index - lines.length,
      };
      result.push(leftLine, rightLine);
      return;
    }
    const candidate = hasGeometry
      ? isLabelLine(line) && words.length > 1
      : words.length > 2 && !line.listItem;
    const split = candidate ? readSideLabel(lines, index, isLabelLine) : null;
    const own = split?.takes[0] ?? 0;
    const rest = words.slice(own).join(' ');
    const labelWidth = line.fontSize * 0.6 * words.slice(0, own).join(' ').length;
    const fits = hasGeometry
      ? labelWidth <= edgeOf(line) - line.x + line.fontSize
      : (split?.takes.length ?? 0) === 1 &&
        !words[own - 1]?.endsWith(':') &&
        // The content cell opens with a label ("Apellidos: …") or the label cell is in capitals
        // and the content is not ("INFORMACIÓN PERSONAL  Nombre …").
        (/^\p{Lu}[\p{L} ]{1,30}:/u.test(rest) ||
          (isUpperCase(words.slice(0, own).join(' ')) &&
            matchHeadingVocabulary(words.slice(0, own).join(' '))?.strength === 'exact' &&
            /^\P{Lu}*\p{Lu}\p{Ll}/u.test(rest)));
    // A short line whose rest is lower case is one heading that goes on ("Aptitudes técnicas"),
    // not a label beside its content ("Aptitudes" | "técnicas").
    // So does one whose rest opens on a joining word, in capitals too ("EXPERIENCIA EN EL SECTOR
    // PRIVADO"): a label stands whole, its content does not open on "en".
    // And so does one whose rest opens on a dash: "SERUMS – Puesto de Salud Wasi" is a program
    // named with its place, a label cell's content does not open on a separator.
    const headingGoesOn =
      (words.length <= 4 && /^\p{Ll}/u.test(rest)) ||
      /^(?:en|de|del|y|e|para|con|of|in|and|for|at)\s/iu.test(rest) ||
      /^[–—-]\s/u.test(rest);
    if (!split || rest.length === 0 || !fits || headingGoesOn) {
      result.push(line);
      return;
    }
    split.takes.slice(1).forEach((take, offset) => consumed.set(index + 1 + offset, take));
    const labelParts = [words.slice(0, own).join(' ')];
    split.takes.slice(1).forEach((take, offset) => {
      labelParts.push((lines[index + 1 + offset]?.text ?? '').split(' ').slice(0, take).join(' '));
    });
    const heading: TextLine = {
      ...line,
      text: labelParts.join(' '),
      width: Math.min(labelWidth, Math.max(0, edgeOf(line) - line.x)),
      block: -1 - index,
    };
    sideHeadingLines.add(heading);
    result.push(heading, { ...line, text: rest, x: Math.max(line.x, edgeOf(line)) });
  });
  return result;
}
