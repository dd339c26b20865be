// A section's text as the source wrote it (issue 13: "where the parse is unsure, keep the source's
// section text as it is"). The output falls back to these paragraphs, so they must read like the
// page: a line wrapped at the page's edge goes on in the same paragraph, a list item starts its
// own, and a line that stops short of the edge ends its paragraph (a title, a date, a heading).
import type { TextLine } from '../extract/types';
import { isBrokenWord, joinWrappedText } from '../extract/pdf-hyphenation';
import { iconCharacterPattern } from '../language/fold-text';
import type { SourceParagraph } from '../model/cv-document';

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
        ...(line.bold ? { bold: true } : {}),
        ...(line.tableRow === undefined
          ? {}
          : { tableCell: { row: line.tableRow, column: line.column } }),
      });
    }
    previous = line;
  }
  return paragraphs;
}

function continuesParagraph(
  previous: TextLine,
  line: TextLine,
  text: string,
  paragraph: string,
  rightEdges: ReadonlyMap<number, number>,
): boolean {
  if (line.listItem || line.block !== previous.block || line.page !== previous.page) return false;
  if (line.column !== previous.column || line.tableRow !== previous.tableRow) return false;
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
