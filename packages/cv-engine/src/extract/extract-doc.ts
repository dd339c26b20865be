// DOC (Word 97–2003) → ExtractedDocument with word-extractor (issue 3, stage 1): body, text
// boxes, headers, footers and footnotes, one line per paragraph. The body is read from the piece
// table with Word's control characters (doc-runs.ts, issue 12): each table cell is a line of its
// own with its column, a paragraph is one block, and text shown in capitals (w:caps's binary
// twin, set on the run, its character style or the paragraph's style) is read as capitals, and
// heading styles give the outline level, for the body and its text boxes alike. Sizes are read
// but reported only for a line set far larger than the body (a name; other lines size 11), bold
// only for lines in capitals: measured on the real CVs, bold mixed-case lines move entry fields
// on held-out files and every size reported made a one-page CV's output two pages.
// The page count is the one Word recorded at save time when plausible (recorded-page-count.ts),
// else the pages the text's estimated height fills (LibreOffice records none).

import WordExtractor from 'word-extractor';

import { CvEngineError, cvEngineErrorCodes } from '../errors';
import { complexityLimits } from './limits';
import { readDocWithBody, type DocCharacter, type DocTextBoxPlace } from './doc-runs';
import { orderFrames } from './docx-layout';
import { showSmallCapitals } from './small-capitals';
import { splitListMarker } from './list-marker';
import { markTabFields } from './tab-fields';
import { choosePageCount, readDocRecordedPages } from './recorded-page-count';
import { estimateTextHeight, readPageGeometry } from './docx-geometry';
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
/** Points a list's next level is indented by in Word's own lists (a quarter inch and more). */
const listLevelIndent = 18;

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
  // One read gives word-extractor's document and the body's characters; when that reader cannot
  // (not an OLE file), word-extractor's own entry point decides, and its error is the answer.
  const read = await readDocWithBody(bytes);
  let document: WordDocumentText;
  try {
    // word-extractor takes a Buffer: convert only at this library boundary (STYLE.md §7).
    document = read
      ? (read.document as WordDocumentText)
      : await new WordExtractor().extract(
          Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        );
  } catch (error) {
    throw new CvEngineError(cvEngineErrorCodes.corruptFile, 'The DOC file cannot be read', {
      cause: error,
    });
  }
  // A designed page holds its text in boxes: the body's size is the one most letters have.
  const bodySize = read ? bodyFontSize([...read.characters, ...read.textBoxCharacters]) : null;
  const bodyRead = read ? readBodyLines(read.characters, 'body', bodySize) : null;
  // Text boxes read from their own runs (capitals and sizes their styles set), like the body,
  // each where its shape is anchored when the file says (a name box at the top comes first).
  const placed =
    read && bodyRead
      ? placeTextBoxes(
          bodyRead,
          read.textBoxCharacters,
          read.textBoxPlaces,
          paragraphIndexer(read),
          bodySize,
        )
      : null;
  const body = placed ?? bodyRead;
  const textBoxes =
    !placed && read && read.textBoxCharacters.length > 0
      ? readBodyLines(read.textBoxCharacters, 'text-box', bodySize)
      : null;
  // Headers and footers read from their own runs too, so capitals their styles set show.
  const headers = read?.headerCharacters
    ? readBodyLines(read.headerCharacters, 'header', bodySize)
    : null;
  const footers = read?.footerCharacters
    ? readBodyLines(read.footerCharacters, 'footer', bodySize)
    : null;
  const parts: {
    source: LineSource;
    text: string;
    isBody?: boolean;
    formatted?: BodyLines | null;
    /** The part's lines are on the page reached so far (a footer after the body's pages). */
    onCurrentPage?: boolean;
  }[] = [
    {
      source: 'header',
      text: headers ? '' : document.getHeaders({ ...keepUnicode, includeFooters: false }),
      formatted: headers,
      onCurrentPage: true,
    },
    { source: 'body', text: body ? '' : document.getBody(keepUnicode), isBody: true },
    {
      source: 'text-box',
      text:
        textBoxes || placed
          ? ''
          : document.getTextboxes({
              ...keepUnicode,
              includeHeadersAndFooters: false,
              includeBody: true,
            }),
      formatted: textBoxes,
    },
    { source: 'body', text: document.getFootnotes(keepUnicode) },
    { source: 'body', text: document.getEndnotes(keepUnicode) },
    {
      source: 'footer',
      text: footers ? '' : document.getFooters(keepUnicode),
      formatted: footers,
      onCurrentPage: true,
    },
  ];
  const lines: TextLine[] = [];
  let page = 1;
  let lastBlock = 0;
  for (const part of parts) {
    const formatted = part.isBody === true ? body : part.formatted;
    if (formatted) {
      // The paragraphs are numbered after the blocks read before them.
      const firstBlock = lastBlock + 1;
      for (const line of formatted.lines) {
        if (lines.length >= complexityLimits.maxLines) {
          throw new CvEngineError(
            cvEngineErrorCodes.documentTooComplex,
            `The DOC file has more than ${complexityLimits.maxLines} lines`,
          );
        }
        lines.push({
          ...line,
          ...(part.onCurrentPage === true ? { page } : {}),
          y: lines.length + 1,
          block: firstBlock + line.block,
        });
        lastBlock = Math.max(lastBlock, firstBlock + line.block);
      }
      if (part.isBody === true) page = formatted.pageCount;
      continue;
    }
    for (const paragraph of splitParagraphs(part.text)) {
      // A form feed is a page break (or section break) inside the body.
      const pageBreaks = part.source === 'body' ? (paragraph.match(/\f/gu)?.length ?? 0) : 0;
      for (const cell of paragraph.split(/\f/u)) {
        const { text, listItem, listMarker, iconLead } = splitListMarker(markTabFields(cell));
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
          block: (lastBlock += 1),
          listItem,
          ...(listMarker === undefined ? {} : { listMarker }),
          ...(iconLead ? { iconLead } : {}),
          source: part.source,
        });
      }
      page += pageBreaks;
    }
  }
  if (lines.length === 0) {
    throw new CvEngineError(cvEngineErrorCodes.emptyFile, 'The DOC file has no text');
  }
  // The text's form feeds undercount (a page that fills up has none) and can overcount: Word
  // writes a section break, even a continuous one, as a form feed too, so they set no floor.
  // Word records the pages it laid out in the SummaryInformation stream; that count wins when
  // plausible.
  const pageCount = choosePageCount({
    recorded: read ? await readDocRecordedPages(bytes) : null,
    counted: page,
    atLeast: 1,
    characters: lines.reduce((sum, line) => sum + line.text.length, 0),
  });
  return {
    format: 'doc',
    pageCount,
    lines,
    hyperlinks: [],
    metadata: { title: null, author: null },
  };
}

type BodyLines = {
  readonly lines: readonly TextLine[];
  readonly pageCount: number;
  /** Each line's first character's position in its story, parallel to `lines`. */
  readonly starts: readonly number[];
};

type PendingLine = {
  characters: DocCharacter[];
  block: number;
  column: number;
  page: number;
  /** The position of the line's first character in its story. */
  start: number;
  /** The table row the line is in (counted over the story; rows end at a newline). */
  row: number;
};

/** A text box read from its story, with the body line it is inserted before. */
type PlacedBox = {
  readonly place: DocTextBoxPlace;
  readonly lines: readonly TextLine[];
  readonly position: number;
  /** The index of the body paragraph (or cell) its anchor is in. */
  readonly paragraph: number;
};

/** The index of the body paragraph (or table cell) holding a character position. */
function paragraphIndexer(read: {
  readonly characters: readonly DocCharacter[];
}): (position: number) => number {
  const ends: number[] = [];
  read.characters.forEach(({ character }, index) => {
    if (character === '\r' || character === '\u0007') ends.push(index);
  });
  return (position) => {
    let low = 0;
    let high = ends.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((ends[middle] ?? 0) < position) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** Has a letter or digit: rules typed as text ("–––") and empty paragraphs have none. */
function hasWords(line: TextLine): boolean {
  return /[\p{L}\p{N}]/u.test(line.text);
}

/**
 * The boxes anchored in one paragraph in reading order, each with its column: a designed page
 * (a sidebar of boxes beside a column of boxes, all anchored in one paragraph) is read as DOCX
 * reads it, by the shapes' rectangles (docx-layout.ts), when two or more boxes have words. Only
 * boxes anchored together are compared: a rectangle may be measured from its paragraph, whose
 * place on the page a .doc does not record.
 */
function orderBoxes(group: readonly PlacedBox[]): { box: PlacedBox; column: number }[] {
  const worded = group.filter((box) => box.lines.some(hasWords));
  if (worded.length < 2) return group.map((box) => ({ box, column: 0 }));
  const ordered = orderFrames(
    worded.map(({ place }, id) => ({
      id,
      x: place.x,
      y: place.y,
      width: place.width,
      height: place.height,
    })),
  );
  const rest = group.filter((box) => !box.lines.some(hasWords));
  return [
    ...ordered.flatMap(({ id, column }) => {
      const box = worded[id];
      return box ? [{ box, column }] : [];
    }),
    ...rest.map((box) => ({ box, column: 0 })),
  ];
}

/**
 * A shape this wide (points) from the page's left edge spans a whole A4 or Letter page: no
 * margin or column holds it, so its rectangle is measured from the page.
 */
const fullBleedWidth = 540;
/** A band at the page's top is at most this tall (points): a header, not a sidebar. */
const topBandMaxHeight = 250;
/** Body lines that surely stand on the first page (a .doc records no page of its own). */
const firstPageLines = 40;

/**
 * The body's lines with each text box's lines inserted before the first body line at or after
 * the box's anchor, as DOCX reads a text box where it is anchored. Boxes anchored in one
 * paragraph are read in the order their rectangles give, not the order the file lists them in.
 * Null when no text box has a known anchor.
 */
function placeTextBoxes(
  body: BodyLines,
  characters: readonly DocCharacter[],
  places: readonly DocTextBoxPlace[],
  paragraphOf: (position: number) => number,
  bodySize: number | null,
): BodyLines | null {
  if (places.length === 0 || characters.length === 0) return null;
  const boxes: PlacedBox[] = [];
  for (const place of [...places].sort((left, right) => left.start - right.start)) {
    const box = readBodyLines(characters.slice(place.start, place.end), 'text-box', bodySize);
    if (box.lines.length === 0) continue;
    const at = body.starts.findIndex((start) => start >= place.anchor);
    const position = at < 0 ? body.lines.length : at;
    // A band across the page's whole width at its top (a designed header with the name and
    // contact) is read first, wherever on the first page its anchor is.
    const pageTopBand =
      place.x <= 1 &&
      place.width >= fullBleedWidth &&
      place.y <= 1 &&
      place.height <= topBandMaxHeight &&
      position < firstPageLines;
    boxes.push({
      place,
      lines: box.lines,
      position: pageTopBand ? 0 : position,
      paragraph: pageTopBand ? -1 : paragraphOf(place.anchor),
    });
  }
  if (boxes.length === 0) return null;
  // Stable: boxes in one paragraph keep the text-box story's order until laid out.
  boxes.sort((left, right) => left.paragraph - right.paragraph);
  const groups: { position: number; paragraph: number; boxes: PlacedBox[] }[] = [];
  for (const box of boxes) {
    const last = groups.at(-1);
    if (last?.paragraph === box.paragraph) last.boxes.push(box);
    else groups.push({ position: box.position, paragraph: box.paragraph, boxes: [box] });
  }
  const inserted = new Map<number, TextLine[]>();
  let block = body.lines.reduce((most, line) => Math.max(most, line.block), 0) + 1;
  for (const group of groups) {
    const page = body.lines[group.position]?.page ?? body.lines.at(-1)?.page ?? 1;
    const lines: TextLine[] = [];
    for (const { box, column } of orderBoxes(group.boxes)) {
      const firstBlock = block;
      const boxLines = box.lines.map((line) => ({
        ...line,
        page,
        column: column + line.column,
        block: firstBlock + line.block,
      }));
      block = boxLines.reduce((most, line) => Math.max(most, line.block), block) + 1;
      lines.push(...boxLines);
    }
    inserted.set(group.position, [...(inserted.get(group.position) ?? []), ...lines]);
  }
  const lines: TextLine[] = [];
  body.lines.forEach((line, index) => {
    lines.push(...(inserted.get(index) ?? []), line);
  });
  lines.push(...(inserted.get(body.lines.length) ?? []));
  return { lines, pageCount: body.pageCount, starts: [] };
}

/**
 * The body's lines from its characters: a paragraph (\r) or table cell (\x07) is a block, a
 * manual line break (\x0b) starts a new line of the same block, each cell's index in its row is
 * its column (word-extractor writes a row's end as \n), a form feed is a page break; field
 * codes are hidden and their results read. Capitals come from the runs' direct formatting.
 */
function readBodyLines(
  characters: readonly DocCharacter[],
  source: LineSource,
  bodySize: number | null,
): BodyLines {
  const pending: PendingLine[] = [];
  let current: PendingLine = { characters: [], block: 0, column: 0, page: 1, start: 0, row: 0 };
  let position = 0;
  const fieldStack: { inResult: boolean }[] = [];
  const isMargin = source === 'header' || source === 'footer';
  const endLine = (): void => {
    pending.push(current);
    current = { ...current, characters: [], start: position + 1 };
  };
  const endBlock = (column: number, page: number, row = current.row): void => {
    endLine();
    current = { characters: [], block: current.block + 1, column, page, start: position + 1, row };
  };
  for (const [index, character] of characters.entries()) {
    position = index;
    const code = character.character.charCodeAt(0);
    const field = fieldStack.at(-1);
    if (code === 0x13) {
      fieldStack.push({ inResult: false });
      continue;
    }
    if (code === 0x14 && field) {
      field.inResult = true;
      continue;
    }
    if (code === 0x15 && field) {
      fieldStack.pop();
      continue;
    }
    // Inside a field's instruction (even within a nested field's result there): not shown.
    if (fieldStack.some((open) => !open.inResult)) continue;
    if (code === 0x0d) endBlock(current.column, current.page);
    // A header's or footer's table (a form's letterhead: logo | title | code and version) reads
    // as word-extractor reads it, a row's cells one line set apart by tabs: its cells are no
    // columns of the page.
    else if (code === 0x07 && isMargin) current.characters.push({ ...character, character: '\t' });
    else if (code === 0x07) endBlock(current.column + 1, current.page);
    else if (code === 0x0a) endBlock(0, current.page, current.row + 1);
    else if (code === 0x0b) endLine();
    else if (code === 0x0c) endBlock(current.column, current.page + 1);
    else if (code === 0x09) current.characters.push(character);
    else if (code === 0x1e) current.characters.push({ ...character, character: '-' });
    else if (code >= 0x20 || code === 0xa0) current.characters.push(character);
  }
  endLine();
  const headerRows = findBoldHeaderRows(pending);
  const lines: TextLine[] = [];
  const starts: number[] = [];
  for (const line of pending) {
    const shown = showLineCharacters(line.characters);
    const {
      text,
      listItem: typedItem,
      listMarker,
      iconLead,
    } = splitListMarker(markTabFields(shown.join('')));
    if (text.length === 0) continue;
    // A list paragraph (Word's own bullets or numbers, which the text does not hold) is a list
    // item as a typed bullet is.
    const listItem = typedItem || line.characters.some((character) => character.listItem === true);
    // A .doc gives no positions; a list's deeper levels are indented as Word shows them, so a
    // nested list's first level (the jobs) stands apart from the second (their duties).
    const listLevel = line.characters.find((character) => character.listLevel)?.listLevel ?? 0;
    lines.push({
      text,
      page: line.page,
      x: listLevel * listLevelIndent,
      y: 0,
      width: 0,
      // Sizes are read but reported only for a line set far larger than the body (a name, a
      // title): measured, reporting every size made a CV's rendered output grow from one page
      // to two (issue 13's page count), with no heading gained; a name found by its size (two
      // lines "Rosa María" / "Quispe Huamán" at 28 pt) needs its size.
      fontSize: shownFontSize(line.characters, bodySize),
      // Bold is reported only for a line in capitals, all of it bold: a heading outside the
      // vocabulary ("PRINCIPALES OBRAS A CARGO") is found by bold capitals, as in DOCX. Bold
      // mixed-case job titles and employers stay unreported: measured on the real CVs (issue
      // 12), they moved entry fields on held-out files, whatever the heading rules did.
      bold:
        isBoldCapitals(text, line.characters) ||
        (headerRows.has(line.row) && isAllBold(line.characters)),
      ...headingLevelOf(line.characters),
      fontName: null,
      column: line.column,
      block: line.block,
      listItem,
      ...(listMarker === undefined ? {} : { listMarker }),
      ...(iconLead ? { iconLead } : {}),
      // A table cell is a table line, as in DOCX: a form's table reads row by row.
      source:
        source === 'body' && line.characters.some((c) => c.inTable === true) ? 'table' : source,
    });
    starts.push(line.start);
  }
  const breakPages = pending.reduce((most, line) => Math.max(most, line.page), 1);
  // A DOC records the pages Word laid out (recorded-page-count.ts); one saved by another writer
  // (LibreOffice) records none, and its text marks only explicit breaks. The height its text
  // needs after the last break says how many pages it holds at least, as for a DOCX.
  const pageCount =
    source === 'body'
      ? breakPages +
        estimateExtraPages(
          pending.filter((line) => line.page === breakPages),
          bodySize,
        )
      : breakPages;
  return { lines, pageCount, starts };
}

/** A page's text height is a tenth over the estimate before a page is added: it runs low. */
const flowPageSlack = 1.1;
/** The narrowest share of the text width a table column with text is given. */
const minimumColumnShare = 0.15;

/**
 * The whole pages a run of body paragraphs fills beyond its first, on an A4 page with 1-inch
 * margins (the DOC's own section properties are not read): each paragraph wrapped at the text
 * width in its own size, an empty one a line high, a table row as high as its tallest cell. It
 * leaves out paragraph spacing and pictures, so it only ever adds pages a text surely needs.
 */
function estimateExtraPages(lines: readonly PendingLine[], bodySize: number | null): number {
  const page = readPageGeometry(undefined);
  const textWidth = page.width - page.marginLeft - page.marginRight;
  const textHeight = page.height - page.marginTop - page.marginBottom;
  const rowCells = new Map<number, Map<number, string[]>>();
  let flowHeight = 0;
  const inTable = (line: PendingLine) =>
    line.characters.some((character) => character.inTable === true);
  // Whether the nearest paragraph with characters before (after) each one is of the flow.
  const flowBefore: boolean[] = [];
  const flowAfter: boolean[] = Array.from({ length: lines.length }, () => false);
  let last = false;
  for (const line of lines) {
    flowBefore.push(last);
    if (line.characters.length > 0) last = !inTable(line);
  }
  last = false;
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    flowAfter[index] = last;
    const line = lines[index];
    if (line && line.characters.length > 0) last = !inTable(line);
  }
  for (const [index, line] of lines.entries()) {
    // A paragraph without characters beside a table is its cell or row mark read as one; between
    // two paragraphs of the flow it is an empty line the writer left for space.
    if (line.characters.length === 0) {
      if (flowBefore[index] === true && flowAfter[index] === true)
        flowHeight += estimateTextHeight([''], bodySize ?? defaultFontSize, textWidth);
      continue;
    }
    const text = showLineCharacters(line.characters).join('');
    const size = lineFontSize(line.characters, bodySize);
    if (inTable(line)) {
      const cells = rowCells.get(line.row) ?? new Map<number, string[]>();
      cells.set(line.column, [...(cells.get(line.column) ?? []), text]);
      rowCells.set(line.row, cells);
    } else flowHeight += estimateTextHeight([text], size, textWidth);
  }
  // A row's columns share the text width as their longest paragraphs do (Word fits a table to
  // its contents): a label column stays narrow beside its values.
  for (const cells of rowCells.values()) {
    const filled = [...cells.values()].filter((texts) => texts.some((text) => text.trim() !== ''));
    const longest = filled.map((texts) => Math.max(...texts.map((text) => text.length)));
    const total = longest.reduce((sum, length) => sum + length, 0);
    const size = bodySize ?? defaultFontSize;
    const heights = filled.map((texts, index) =>
      estimateTextHeight(
        texts,
        size,
        textWidth * Math.max(minimumColumnShare, (longest[index] ?? 0) / Math.max(1, total)),
      ),
    );
    flowHeight += Math.max(0, ...heights);
  }
  return Math.floor(flowHeight / (textHeight * flowPageSlack));
}

/** The size most of a paragraph's letters are set in, else the body's. */
function lineFontSize(characters: readonly DocCharacter[], bodySize: number | null): number {
  const sizes = characters
    .filter((character) => /\p{L}/u.test(character.character) && character.fontSize !== null)
    .map((character) => character.fontSize ?? 0)
    .sort((first, second) => first - second);
  return sizes[Math.floor(sizes.length / 2)] ?? bodySize ?? defaultFontSize;
}

/** A line this many times the body's size or more is a name or title: its size is reported. */
const prominentSizeRatio = 1.5;

/** The size most of the body's letters are set in (null when no run or style gives one). */
function bodyFontSize(characters: readonly DocCharacter[]): number | null {
  const counts = new Map<number, number>();
  for (const { character, fontSize } of characters) {
    if (fontSize !== null && /\p{L}/u.test(character))
      counts.set(fontSize, (counts.get(fontSize) ?? 0) + 1);
  }
  let best: number | null = null;
  for (const [size, count] of counts)
    if (best === null || count > (counts.get(best) ?? 0)) best = size;
  return best;
}

/**
 * The size a line is reported at: the default body size, or for a line whose letters are all
 * set far larger than the body, that size scaled as the default is to the body's.
 */
function shownFontSize(characters: readonly DocCharacter[], bodySize: number | null): number {
  const letters = characters.filter((character) => /\p{L}/u.test(character.character));
  if (bodySize === null || letters.length === 0) return defaultFontSize;
  const smallest = Math.min(...letters.map((character) => character.fontSize ?? 0));
  if (smallest < prominentSizeRatio * bodySize) return defaultFontSize;
  return Math.round((smallest / bodySize) * defaultFontSize * 2) / 2;
}

/** A table row with text in this many columns or more can be a form's header row. */
const headerRowColumns = 3;

/**
 * The table rows each of whose cells opens with a bold line, across three columns or more: a
 * form's header row ("Título obtenido | Institución | Fecha (dd/mm/aaaa)", a hint in plain type
 * under a bold name), told from its entries by its bold as in DOCX. Only such whole rows: a bold
 * job title in a layout table stays unreported (see readBodyLines).
 */
function findBoldHeaderRows(pending: readonly PendingLine[]): Set<number> {
  const rows = new Map<number, Map<number, boolean>>();
  for (const line of pending) {
    const letters = line.characters.filter((character) => /\p{L}/u.test(character.character));
    if (letters.length === 0) continue;
    const cells = rows.get(line.row) ?? new Map<number, boolean>();
    // A cell's first line with letters decides whether it opens in bold.
    if (!cells.has(line.column)) {
      cells.set(
        line.column,
        letters.every((character) => character.inTable === true && character.bold === true),
      );
    }
    rows.set(line.row, cells);
  }
  return new Set(
    [...rows]
      .filter(([, cells]) => cells.size >= headerRowColumns && [...cells.values()].every(Boolean))
      .map(([index]) => index),
  );
}

/** True when the line has letters and all of them are bold. */
function isAllBold(characters: readonly DocCharacter[]): boolean {
  const letters = characters.filter((character) => /\p{L}/u.test(character.character));
  return letters.length > 0 && letters.every((character) => character.bold === true);
}

/** True when every letter of the line is bold and the line is shown in capitals. */
function isBoldCapitals(text: string, characters: readonly DocCharacter[]): boolean {
  if (!/\p{Lu}/u.test(text) || text !== text.toLocaleUpperCase('es')) return false;
  const letters = characters.filter((character) => /\p{L}/u.test(character.character));
  return letters.length > 0 && letters.every((character) => character.bold === true);
}

/** The outline level of the line's paragraph style, when it is a heading style. */
function headingLevelOf(characters: readonly DocCharacter[]): { headingLevel?: number } {
  const level = characters.find((character) => character.headingLevel)?.headingLevel;
  return level === undefined ? {} : { headingLevel: level };
}

/**
 * The body's lines with its text boxes placed (as extractDoc places them), from a .doc's body
 * and text-box characters and the boxes' places; the body's lines alone when no box has a known
 * anchor.
 *
 * @example
 * const lines = placeDocTextBoxes(read.characters, read.textBoxCharacters, read.textBoxPlaces);
 */
export function placeDocTextBoxes(
  characters: readonly DocCharacter[],
  textBoxCharacters: readonly DocCharacter[],
  places: readonly DocTextBoxPlace[],
): readonly TextLine[] {
  const bodySize = bodyFontSize([...characters, ...textBoxCharacters]);
  const body = readBodyLines(characters, 'body', bodySize);
  return (
    placeTextBoxes(body, textBoxCharacters, places, paragraphIndexer({ characters }), bodySize)
      ?.lines ?? body.lines
  );
}

/**
 * A line's characters as shown: capitals where Word's "All caps" is set, and each run of small
 * capitals as it looks (small-capitals.ts).
 */
function showLineCharacters(characters: readonly DocCharacter[]): string[] {
  const shown: string[] = [];
  let index = 0;
  while (index < characters.length) {
    const character = characters[index] as DocCharacter;
    if (character.caps !== true && character.smallCaps === true) {
      let end = index + 1;
      while (end < characters.length && characters[end]?.smallCaps === true) end += 1;
      const run = characters
        .slice(index, end)
        .map((each) => each.character)
        .join('');
      shown.push(showSmallCapitals(run));
      index = end;
      continue;
    }
    shown.push(
      character.caps === true ? character.character.toLocaleUpperCase('es') : character.character,
    );
    index += 1;
  }
  return shown;
}
