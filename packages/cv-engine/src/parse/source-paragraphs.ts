// A section's text as the source wrote it (issue 13: "where the parse is unsure, keep the source's
// section text as it is"). The output falls back to these paragraphs, so they must read like the
// page: a line wrapped at the page's edge goes on in the same paragraph, a list item starts its
// own, and a line that stops short of the edge ends its paragraph (a title, a date, a heading).
import type { TextLine } from '../extract/types';
import { isBrokenWord, joinWrappedText } from '../extract/pdf-hyphenation';
import { iconCharacterPattern } from '../language/fold-text';
import { findEmails, findLinks, findPhones } from './contact';
import type { SourceParagraph } from '../model/cv-document';

/**
 * A line that is only an e-mail, a web address or a phone number ("984 612 357",
 * "ana@correo.pe", "linkedin.com/in/ana"): a contact item set on its own line, never the rest of
 * the line above, however narrow the column that makes that line look full.
 *
 * @example isContactItemLine('984 612 357'); // true
 * @example isContactItemLine('y Maras.'); // false
 */
export function isContactItemLine(text: string): boolean {
  const value = text.trim();
  return [...findEmails(value), ...findLinks(value), ...findPhones(value)].some(
    (match) => match.index === 0 && match.length === value.length,
  );
}

/** A line this close to the widest line of its column was wrapped by the page, not ended. */
const wrappedWidthShare = 0.85;
/** Words on a line that make it running prose rather than a title, a name or a date line. */
const proseWordCount = 9;
/** A sentence that ended: the next line starts a new paragraph even when the line was full. */
const sentenceEndPattern = /[.:;!?]$/u;
/** A word that cannot end a sentence: the line was cut after it (es/en). */
const danglingWordPattern =
  /(?:^|\s)(?:de|del|la|el|los|las|en|y|e|o|u|a|al|con|para|por|que|su|sus|un|una|the|of|and|or|to|in|for|with|at|on|an)$/iu;

/**
 * The lines of one section as paragraphs: each list item, and each line the author ended,
 * starts a paragraph; a line wrapped at the column's edge, broken by a hyphen or cut after a
 * word like "de" goes on in the next.
 *
 * @example
 * readSourceParagraphs(lines); // [{ text: 'Analista de datos', bullet: false }, { text: 'Automaticé los reportes…', bullet: true }]
 */
export function readSourceParagraphs(lines: readonly TextLine[]): SourceParagraph[] {
  const rightEdges = new Map<number, number>();
  for (const line of lines) {
    const right = line.x + line.width;
    rightEdges.set(line.column, Math.max(rightEdges.get(line.column) ?? 0, right));
  }
  const bodySize = findBodySize(lines);
  const readIndent = createIndentReader(lines);
  const paragraphs: SourceParagraph[] = [];
  let previous: TextLine | null = null;
  for (const line of lines) {
    const text = line.text.replace(iconCharacterPattern, '').replace(/\s+/gu, ' ').trim();
    if (text === '') continue;
    const last = paragraphs[paragraphs.length - 1];
    if (last && previous && continuesParagraph(previous, line, text, last.text, rightEdges)) {
      paragraphs[paragraphs.length - 1] = { ...last, text: joinWrappedText(last.text, text) };
    } else {
      paragraphs.push({
        text,
        bullet: line.listItem,
        ...(isEmphasised(line, bodySize) ? { bold: true } : {}),
        ...indentOf(readIndent(line)),
        ...(line.tableRow === undefined
          ? {}
          : { tableCell: { row: line.tableRow, column: line.column } }),
      });
    }
    previous = line;
  }
  return paragraphs;
}

/**
 * How much deeper a line must start to be set under another (the parse's own reading of an
 * indent, entries.ts), and how far from its column's edge: farther right is alignment.
 */
const indentStep = 8;
const maximumIndent = 80;

/** Each column's left edge: where its lines that are not list items start. */
function findLeftEdges(lines: readonly TextLine[]): Map<number, number> {
  const edges = new Map<number, number>();
  for (const line of lines) {
    if (line.listItem || line.tableRow !== undefined) continue;
    edges.set(line.column, Math.min(edges.get(line.column) ?? Number.POSITIVE_INFINITY, line.x));
  }
  return edges;
}

/**
 * Reads how deep each paragraph starts, in the order of the page: 0 at its column's edge, 1 set
 * in from it (a description under its title, or a date column's text), 2 set in again from the
 * last paragraph at 1 (a project named under the job's description).
 */
function createIndentReader(lines: readonly TextLine[]): (line: TextLine) => number {
  const edges = findLeftEdges(lines);
  let firstStep: number | null = null;
  return (line) => {
    const edge = edges.get(line.column);
    if (line.listItem || line.tableRow !== undefined || edge === undefined) return 0;
    const depth = line.x - edge;
    if (depth <= indentStep || depth >= maximumIndent) {
      firstStep = null;
      return 0;
    }
    if (firstStep !== null && line.x > firstStep + indentStep) return 2;
    firstStep = firstStep === null ? line.x : Math.min(firstStep, line.x);
    return 1;
  };
}

function indentOf(level: number): { indent?: 1 | 2 } {
  if (level === 1) return { indent: 1 };
  if (level === 2) return { indent: 2 };
  return {};
}

/** Type this much larger than the section's text marks a line the author set apart. */
const largerTypeMargin = 0.75;

/** The size most of the section's characters are set in. */
function findBodySize(lines: readonly TextLine[]): number {
  const characters = new Map<number, number>();
  for (const line of lines) {
    characters.set(line.fontSize, (characters.get(line.fontSize) ?? 0) + line.text.length);
  }
  let bodySize = 0;
  let most = -1;
  for (const [size, count] of characters) {
    if (count > most) [bodySize, most] = [size, count];
  }
  return bodySize;
}

/**
 * A line the source set apart, in bold or in larger type than the section's text (an employer
 * or a job title in a LinkedIn export): printed as emphasis, so a section kept as written keeps
 * its landmarks instead of becoming one wall of text.
 */
function isEmphasised(line: TextLine, bodySize: number): boolean {
  return line.bold || (!line.listItem && line.fontSize >= bodySize + largerTypeMargin);
}

/**
 * A sentence cut by the end of a page goes on at the top of the next, at the same indent and
 * size, in lower case: one paragraph, whatever block or column number the new page gives it.
 */
function continuesOnNextPage(
  previous: TextLine,
  line: TextLine,
  text: string,
  paragraph: string,
): boolean {
  return (
    line.page === previous.page + 1 &&
    !line.listItem &&
    Math.abs(line.x - previous.x) <= 3 &&
    line.fontSize === previous.fontSize &&
    !sentenceEndPattern.test(paragraph) &&
    /^\p{Ll}/u.test(text)
  );
}

function continuesParagraph(
  previous: TextLine,
  line: TextLine,
  text: string,
  paragraph: string,
  rightEdges: ReadonlyMap<number, number>,
): boolean {
  if (continuesOnNextPage(previous, line, text, paragraph)) return true;
  if (line.listItem || line.block !== previous.block || line.page !== previous.page) return false;
  if (line.column !== previous.column || line.tableRow !== previous.tableRow) return false;
  if (isContactItemLine(text)) return false;
  // DOCX and DOC lines are whole paragraphs (no width): only the signs below join them.
  const edge = rightEdges.get(line.column) ?? 0;
  const reachesEdge = previous.width > 0 && previous.x + previous.width >= edge * wrappedWidthShare;
  // A full line of prose that has not ended its sentence was wrapped by the page, whatever comes
  // next: a word the author set in bold ("…trabajé con **Power BI** y…") or a capitalised name
  // at the start of the next line.
  const wrappedProse =
    reachesEdge &&
    !sentenceEndPattern.test(paragraph) &&
    previous.text.trim().split(/\s+/u).length >= proseWordCount;
  if (line.bold !== previous.bold && !wrappedProse) return false;
  if (isBrokenWord(paragraph, text)) return true;
  if (danglingWordPattern.test(paragraph)) return true;
  if (sentenceEndPattern.test(paragraph)) return false;
  return wrappedProse || (reachesEdge && /^[\p{Ll}\p{N}(]/u.test(text));
}
