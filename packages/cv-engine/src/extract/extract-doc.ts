// DOC (Word 97–2003) → ExtractedDocument with word-extractor (issue 3, stage 1): body, text
// boxes, headers, footers and footnotes, one line per paragraph. The binary format's formatting
// (bold, sizes) is not read: bold is false and the size 11 (extract/types.ts contract).

import WordExtractor from 'word-extractor';

import { CvEngineError, cvEngineErrorCodes } from '../errors';
import { complexityLimits } from './limits';
import { splitListMarker } from './list-marker';
import type { ExtractedDocument, LineSource, TextLine } from './types';

/** The accessors we use; the installed typings omit the `filterUnicode` option. */
type WordDocumentText = {
  getBody(options?: { filterUnicode?: boolean }): string;
  getFootnotes(options?: { filterUnicode?: boolean }): string;
  getEndnotes(options?: { filterUnicode?: boolean }): string;
  getHeaders(options?: { filterUnicode?: boolean; includeFooters?: boolean }): string;
  getFooters(options?: { filterUnicode?: boolean }): string;
  getTextboxes(options?: {
    filterUnicode?: boolean;
    includeHeadersAndFooters?: boolean;
    includeBody?: boolean;
  }): string;
};

/** Keep Word's curly quotes and dashes as they are (issue 3: `filterUnicode: false`). */
const keepUnicode = { filterUnicode: false } as const;
const defaultFontSize = 11;

/** Word separates paragraphs with \r (read as \n), table cells with \t; \f is a page break. */
function splitParagraphs(text: string): string[] {
  // Vertical tab (U+000B) is Word's manual line break, U+0007 a cell or row end.
  return text.split(new RegExp(`[\r\n${String.fromCharCode(0x0b, 0x07)}]+`, 'u'));
}

/**
 * Reads a Word 97–2003 document's text: headers, body (with its text boxes), footnotes and
 * endnotes, then footers.
 *
 * @throws CvEngineError CORRUPT_FILE when word-extractor cannot read it, EMPTY_FILE without text.
 * @example
 * const document = await extractDoc(bytes);
 */
export async function extractDoc(bytes: Uint8Array): Promise<ExtractedDocument> {
  let document: WordDocumentText;
  try {
    // word-extractor takes a Buffer: convert only at this library boundary (STYLE.md §7).
    document = await new WordExtractor().extract(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    );
  } catch (error) {
    throw new CvEngineError(cvEngineErrorCodes.corruptFile, 'The DOC file cannot be read', {
      cause: error,
    });
  }
  const parts: { source: LineSource; text: string }[] = [
    { source: 'header', text: document.getHeaders({ ...keepUnicode, includeFooters: false }) },
    { source: 'body', text: document.getBody(keepUnicode) },
    {
      source: 'text-box',
      text: document.getTextboxes({
        ...keepUnicode,
        includeHeadersAndFooters: false,
        includeBody: true,
      }),
    },
    { source: 'body', text: document.getFootnotes(keepUnicode) },
    { source: 'body', text: document.getEndnotes(keepUnicode) },
    { source: 'footer', text: document.getFooters(keepUnicode) },
  ];
  const lines: TextLine[] = [];
  let page = 1;
  for (const part of parts) {
    for (const paragraph of splitParagraphs(part.text)) {
      // A form feed is a page break (or section break) inside the body.
      const pageBreaks = part.source === 'body' ? (paragraph.match(/\f/gu)?.length ?? 0) : 0;
      for (const cell of paragraph.split(/\f/u)) {
        const { text, listItem, listMarker } = splitListMarker(cell.replace(/\t/gu, ' '));
        if (text.length === 0) continue;
        if (lines.length >= complexityLimits.maxLines) {
          throw new CvEngineError(
            cvEngineErrorCodes.documentTooComplex,
            `The DOC file has more than ${complexityLimits.maxLines} lines`,
          );
        }
        lines.push({
          text,
          page,
          x: 0,
          y: lines.length + 1,
          width: 0,
          fontSize: defaultFontSize,
          bold: false,
          fontName: null,
          column: 0,
          block: lines.length + 1,
          listItem,
          ...(listMarker === undefined ? {} : { listMarker }),
          source: part.source,
        });
      }
      page += pageBreaks;
    }
  }
  if (lines.length === 0) {
    throw new CvEngineError(cvEngineErrorCodes.emptyFile, 'The DOC file has no text');
  }
  return {
    format: 'doc',
    pageCount: page,
    lines,
    hyperlinks: [],
    metadata: { title: null, author: null },
  };
}
