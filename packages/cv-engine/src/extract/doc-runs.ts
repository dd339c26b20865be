// The body of a Word 97–2003 file as word-extractor's OLE reader sees it before cleaning, with the
// character formatting written directly on the runs (issue 12). word-extractor turns table cell
// ends, line breaks and paragraph ends all into tabs and newlines and drops formatting; its piece
// table still has Word's control characters (\r paragraph end, \x07 cell end, \x0b line break,
// \x0c page break, \x13…\x14…\x15 fields) and the character runs (CHPX FKPs in the WordDocument
// stream) say which characters are bold, how big and whether shown in capitals (MS-DOC §2.6.1);
// the paragraph runs (PAPX FKPs) name each paragraph's style, whose formatting the stylesheet
// (STSH) gives, resolved through the styles it is based on.

import BufferReader from 'word-extractor/lib/buffer-reader.js';
import WordOleExtractor, { type WordPiece } from 'word-extractor/lib/word-ole-extractor.js';

/** One character of the body with the formatting its run sets directly (null: not set). */
export type DocCharacter = {
  readonly character: string;
  readonly bold: boolean | null;
  readonly fontSize: number | null;
  readonly caps: boolean | null;
  /** Set in small capitals (sprmCFSmallCaps): see small-capitals.ts. */
  readonly smallCaps?: boolean;
  /** The outline level (1 = top) of the paragraph's style: Heading 1–9 or an outline level. */
  readonly headingLevel?: number;
  /** The paragraph sits in a table cell (sprmPFInTable). */
  readonly inTable?: boolean;
  /** The paragraph is an item of a bulleted or numbered list (sprmPIlfo, its own or its style's). */
  readonly listItem?: boolean;
  /** A list item's level below the list's first (sprmPIlvl: 1 = second level), when not 0. */
  readonly listLevel?: number;
};

type CharacterRun = {
  readonly start: number;
  readonly end: number;
  readonly bold: Toggle;
  readonly fontSize: number | null;
  readonly caps: Toggle;
  readonly smallCaps: Toggle;
  /** The character style the run applies (sprmCIstd), if any. */
  readonly characterStyle: number | null;
  /** Deleted with change tracking on (sprmCFRMarkDel): not shown. */
  readonly deleted: boolean;
};

const sprmCFBold = 0x0835;
const sprmCIstd = 0x4a30;
const sprmCFCaps = 0x083b;
const sprmCFSmallCaps = 0x083a;
const sprmCHps = 0x4a43;
const sprmPOutLvl = 0x2640;
const sprmPFInTable = 0x2416;
const sprmPFTtp = 0x2417;
const sprmPIlfo = 0x460b;
const sprmPIlvl = 0x260a;
const sprmPHugePapx = 0x6646;
const sprmCFRMarkDel = 0x0800;
const fkpSize = 512;
/** istdBase of a style based on no other (MS-DOC §2.9.260 StdfBase). */
const noBaseStyle = 0x0fff;

/** What a paragraph style sets: character formatting and the outline level. */
type StyleFormat = {
  readonly bold: boolean | null;
  readonly fontSize: number | null;
  readonly caps: boolean | null;
  readonly smallCaps: boolean | null;
  readonly headingLevel: number | null;
  /** The style's paragraphs are list items (null: the style says nothing). */
  readonly listItem: boolean | null;
  readonly listLevel: number | null;
};

/**
 * Where one text box's text sits in the text-box story ([start, end), character positions from
 * the story's start) and the body position its shape is anchored at.
 */
export type DocTextBoxPlace = {
  readonly start: number;
  readonly end: number;
  readonly anchor: number;
  /**
   * The shape's rectangle in points (FSPA xaLeft, yaTop, xaRight, yaBottom), from the origin its
   * anchor sets (margin, page or paragraph): comparable between boxes anchored together.
   */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
};

const twipsPerPoint = 20;

type ParagraphRun = {
  readonly start: number;
  readonly end: number;
  readonly istd: number;
  readonly inTable: boolean;
  /** The paragraph ends a table row (sprmPFTtp). */
  readonly rowEnd: boolean;
  /** The paragraph's own list (sprmPIlfo: 0 none, even where its style has one; null unset). */
  readonly listItem: boolean | null;
  /** Its level in that list (sprmPIlvl, 0 = first; null unset). */
  readonly listLevel: number | null;
};

/** Operand length of a property modifier from its spra bits (MS-DOC §2.2.5.1). */
function operandLength(buffer: Buffer, offset: number, spra: number): number {
  if (spra === 6) return offset < buffer.length ? buffer.readUInt8(offset) + 1 : 1;
  return [1, 1, 2, 4, 2, 2, 0, 3][spra] ?? 1;
}

/** A toggle as a run or style sets it: on, off, as the style below (null) or its opposite. */
type Toggle = boolean | null | 'opposite';

/** A toggle's operand: 0 off, 1 on, 0x80 as the style, 0x81 the opposite of the style. */
function readToggleOperand(value: number): Toggle {
  if (value === 0) return false;
  if (value === 1) return true;
  return value === 0x81 ? 'opposite' : null;
}

/** A toggle set over the value of the style below it. */
function applyToggle(toggle: Toggle, below: boolean | null): boolean | null {
  if (toggle === 'opposite') return !(below ?? false);
  return toggle ?? below;
}

function readRunProperties(grpprl: Buffer): Omit<CharacterRun, 'start' | 'end'> {
  let bold: Toggle = null;
  let fontSize: number | null = null;
  let caps: Toggle = null;
  let smallCaps: Toggle = null;
  let characterStyle: number | null = null;
  let deleted = false;
  let offset = 0;
  while (offset + 2 <= grpprl.length) {
    const sprm = grpprl.readUInt16LE(offset);
    offset += 2;
    if (offset >= grpprl.length) break;
    if (sprm === sprmCFBold) bold = readToggleOperand(grpprl.readUInt8(offset));
    else if (sprm === sprmCFCaps) caps = readToggleOperand(grpprl.readUInt8(offset));
    else if (sprm === sprmCFSmallCaps) smallCaps = readToggleOperand(grpprl.readUInt8(offset));
    else if (sprm === sprmCHps && offset + 2 <= grpprl.length) {
      fontSize = grpprl.readUInt16LE(offset) / 2;
    } else if (sprm === sprmCIstd && offset + 2 <= grpprl.length) {
      characterStyle = grpprl.readUInt16LE(offset);
    } else if (sprm === sprmCFRMarkDel) deleted = (grpprl.readUInt8(offset) & 1) === 1;
    offset += operandLength(grpprl, offset, (sprm >> 13) & 0x07);
  }
  return { bold, fontSize, caps, smallCaps, characterStyle, deleted };
}

/** The outline level a paragraph grpprl sets (sprmPOutLvl: 0–8 a level, 9 body text). */
function readOutlineLevel(grpprl: Buffer): number | null {
  let level: number | null = null;
  let offset = 0;
  while (offset + 2 <= grpprl.length) {
    const sprm = grpprl.readUInt16LE(offset);
    offset += 2;
    if (offset >= grpprl.length) break;
    if (sprm === sprmPOutLvl) {
      const value = grpprl.readUInt8(offset);
      level = value < 9 ? value + 1 : null;
    }
    offset += operandLength(grpprl, offset, (sprm >> 13) & 0x07);
  }
  return level;
}

/** Calls `visit` with each property modifier of a grpprl and the offset of its operand. */
function forEachSprm(grpprl: Buffer, visit: (sprm: number, offset: number) => void): void {
  let offset = 0;
  while (offset + 2 <= grpprl.length) {
    const sprm = grpprl.readUInt16LE(offset);
    offset += 2;
    if (offset >= grpprl.length) break;
    visit(sprm, offset);
    offset += operandLength(grpprl, offset, (sprm >> 13) & 0x07);
  }
}

/**
 * Whether a paragraph grpprl puts the paragraph in a table cell, whether it ends a row and
 * whether it makes the paragraph a list item (a list reference, ilfo, other than 0).
 */
function readTablePlace(grpprl: Buffer): {
  inTable: boolean;
  rowEnd: boolean;
  listItem: boolean | null;
  listLevel: number | null;
} {
  let inTable = false;
  let rowEnd = false;
  let listItem: boolean | null = null;
  let listLevel: number | null = null;
  forEachSprm(grpprl, (sprm, offset) => {
    if (sprm === sprmPFInTable) inTable = grpprl.readUInt8(offset) !== 0;
    else if (sprm === sprmPFTtp) rowEnd = grpprl.readUInt8(offset) !== 0;
    else if (sprm === sprmPIlfo && offset + 2 <= grpprl.length)
      listItem = grpprl.readUInt16LE(offset) !== 0;
    else if (sprm === sprmPIlvl && offset < grpprl.length) listLevel = grpprl.readUInt8(offset);
  });
  return { inTable, rowEnd, listItem, listLevel };
}

/**
 * A paragraph grpprl with the properties it keeps in the Data stream: a row-end paragraph whose
 * table properties (borders, shading, widths of many cells) do not fit its FKP page holds only
 * sprmPHugePapx, the offset of a PrcData (2-byte size, then the grpprl) there (MS-DOC §2.6.2).
 * LibreOffice writes such rows often; without them every cell of a table reads as one row.
 */
function expandHugePapx(grpprl: Buffer, dataStream: Buffer): Buffer {
  const parts = [grpprl];
  forEachSprm(grpprl, (sprm, offset) => {
    if (sprm !== sprmPHugePapx || offset + 4 > grpprl.length) return;
    const at = grpprl.readUInt32LE(offset);
    if (at + 2 > dataStream.length) return;
    const size = dataStream.readUInt16LE(at);
    parts.push(dataStream.subarray(at + 2, Math.min(dataStream.length, at + 2 + size)));
  });
  return parts.length === 1 ? grpprl : Buffer.concat(parts);
}

type StyleRecord = {
  readonly sti: number;
  readonly base: number;
  readonly characterGrpprl: Buffer | null;
  readonly paragraphGrpprl: Buffer | null;
};

/**
 * The paragraph styles of the stylesheet (STSH, MS-DOC §2.9.271), each resolved through the
 * styles it is based on: what a heading style such as "Título 1" shows (bold, size, capitals)
 * and its outline level. Heading 1–9 are the built-in styles sti 1–9.
 */
function readStyles(wordStream: Buffer, tableStream: Buffer): Map<number, StyleFormat> {
  const styles = new Map<number, StyleFormat>();
  const stshOffset = wordStream.readUInt32LE(0x00a2);
  const stshLength = wordStream.readUInt32LE(0x00a6);
  if (stshLength < 4 || stshOffset + stshLength > tableStream.length) return styles;
  const stsh = tableStream.subarray(stshOffset, stshOffset + stshLength);
  const stshiLength = stsh.readUInt16LE(0);
  if (stshiLength < 4) return styles;
  const styleCount = stsh.readUInt16LE(2);
  const baseLength = stsh.readUInt16LE(4);
  const records = new Map<number, StyleRecord>();
  let offset = 2 + stshiLength;
  for (let istd = 0; istd < styleCount && offset + 2 <= stsh.length; istd += 1) {
    const length = stsh.readUInt16LE(offset);
    const std = stsh.subarray(offset + 2, offset + 2 + length);
    offset += 2 + length;
    if (length < baseLength || baseLength < 10) continue;
    const sti = std.readUInt16LE(0) & 0x0fff;
    const kind = std.readUInt16LE(2) & 0x000f;
    const base = std.readUInt16LE(2) >> 4;
    // The name (a length-prefixed UTF-16 string with a terminator) comes before the UPXs.
    const nameLength = std.readUInt16LE(baseLength);
    let upx = baseLength + 2 + nameLength * 2 + 2;
    const readUpx = (): Buffer | null => {
      if (upx + 2 > std.length) return null;
      const size = std.readUInt16LE(upx);
      const content = std.subarray(upx + 2, upx + 2 + size);
      upx += 2 + size + (size % 2);
      return content;
    };
    // A paragraph style (stk 1) holds its paragraph properties, then its character properties;
    // a character style (stk 2, "Título 1 Car", "Strong") its character properties only.
    if (kind !== 1 && kind !== 2) continue;
    const paragraph = kind === 1 ? readUpx() : null;
    const character = readUpx();
    records.set(istd, {
      sti,
      base,
      characterGrpprl: character,
      paragraphGrpprl: paragraph && paragraph.length >= 2 ? paragraph.subarray(2) : null,
    });
  }
  const resolve = (istd: number, depth: number): StyleFormat => {
    const known = styles.get(istd);
    if (known) return known;
    const record = records.get(istd);
    const empty = {
      bold: null,
      fontSize: null,
      caps: null,
      smallCaps: null,
      headingLevel: null,
      listItem: null,
      listLevel: null,
    };
    if (!record || depth > 10) return empty;
    const base = record.base === noBaseStyle ? empty : resolve(record.base, depth + 1);
    const own = record.characterGrpprl
      ? readRunProperties(record.characterGrpprl)
      : {
          bold: null,
          fontSize: null,
          caps: null,
          smallCaps: null,
          characterStyle: null,
          deleted: false,
        };
    const outline = record.paragraphGrpprl ? readOutlineLevel(record.paragraphGrpprl) : null;
    const place = record.paragraphGrpprl ? readTablePlace(record.paragraphGrpprl) : null;
    const format: StyleFormat = {
      bold: applyToggle(own.bold, base.bold),
      fontSize: own.fontSize ?? base.fontSize,
      caps: applyToggle(own.caps, base.caps),
      smallCaps: applyToggle(own.smallCaps, base.smallCaps),
      headingLevel:
        record.sti >= 1 && record.sti <= 9 ? record.sti : (outline ?? base.headingLevel),
      listItem: place?.listItem ?? base.listItem,
      listLevel: place?.listLevel ?? base.listLevel,
    };
    styles.set(istd, format);
    return format;
  };
  for (const istd of records.keys()) resolve(istd, 0);
  return styles;
}

/**
 * The runs of the FKP pages a PlcBte lists (MS-DOC §2.8.25 PlcBtePapx, §2.9.33 PlcBteChpx): for
 * each run its file positions, its page and the byte offset of its entry in the page's
 * second array (`entrySize` bytes apart: 13 for a paragraph's BxPap, 1 for a character run's).
 */
function* readFkpRuns(
  wordStream: Buffer,
  tableStream: Buffer,
  plcField: number,
  entrySize: number,
): Generator<{ start: number; end: number; fkp: Buffer; entryOffset: number }> {
  const plcOffset = wordStream.readUInt32LE(plcField);
  const plcLength = wordStream.readUInt32LE(plcField + 4);
  if (plcLength < 12 || plcOffset + plcLength > tableStream.length) return;
  const count = (plcLength - 4) / 8;
  for (let index = 0; index < count; index += 1) {
    const page = tableStream.readUInt32LE(plcOffset + (count + 1) * 4 + index * 4);
    const fkp = wordStream.subarray(page * fkpSize, (page + 1) * fkpSize);
    if (fkp.length < fkpSize) continue;
    const runCount = fkp.readUInt8(fkpSize - 1);
    for (let run = 0; run < runCount; run += 1) {
      yield {
        start: fkp.readUInt32LE(run * 4),
        end: fkp.readUInt32LE((run + 1) * 4),
        fkp,
        entryOffset: (runCount + 1) * 4 + run * entrySize,
      };
    }
  }
}

/** Each paragraph's style, by the file positions of its text (PAPX FKPs, MS-DOC §2.9.175). */
function readParagraphRuns(
  wordStream: Buffer,
  tableStream: Buffer,
  dataStream: Buffer,
): ParagraphRun[] {
  const runs: ParagraphRun[] = [];
  for (const { start, end, fkp, entryOffset } of readFkpRuns(wordStream, tableStream, 0x0102, 13)) {
    const papxOffset = fkp.readUInt8(entryOffset) * 2;
    if (papxOffset === 0 || papxOffset + 3 > fkpSize) continue;
    // cb counts words; a zero cb puts the word count in the next byte (MS-DOC §2.9.176 PapxInFkp).
    const cb = fkp.readUInt8(papxOffset);
    const istdOffset = cb === 0 ? papxOffset + 2 : papxOffset + 1;
    if (istdOffset + 2 > fkpSize) continue;
    const size = cb === 0 ? fkp.readUInt8(papxOffset + 1) * 2 : cb * 2 - 1;
    const grpprl = fkp.subarray(istdOffset + 2, Math.min(fkpSize, istdOffset + size));
    runs.push({
      start,
      end,
      istd: fkp.readUInt16LE(istdOffset),
      ...readTablePlace(expandHugePapx(grpprl, dataStream)),
    });
  }
  return runs.sort((left, right) => left.start - right.start);
}

/** The character runs of the CHPX FKPs (file positions, MS-DOC §2.9.33 PlcBteChpx). */
function readCharacterRuns(wordStream: Buffer, tableStream: Buffer): CharacterRun[] {
  const runs: CharacterRun[] = [];
  for (const { start, end, fkp, entryOffset } of readFkpRuns(wordStream, tableStream, 0x00fa, 1)) {
    const wordOffset = fkp.readUInt8(entryOffset) * 2;
    if (wordOffset === 0 || wordOffset >= fkpSize) continue;
    const size = fkp.readUInt8(wordOffset);
    runs.push({
      start,
      end,
      ...readRunProperties(fkp.subarray(wordOffset + 1, wordOffset + 1 + size)),
    });
  }
  return runs.sort((left, right) => left.start - right.start);
}

/** The run covering a file position (binary search over sorted, non-overlapping runs). */
function findRun<Run extends { readonly start: number; readonly end: number }>(
  runs: readonly Run[],
  position: number,
): Run | undefined {
  let low = 0;
  let high = runs.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const run = runs[middle];
    if (!run) return undefined;
    if (position < run.start) high = middle - 1;
    else if (position >= run.end) low = middle + 1;
    else return run;
  }
  return undefined;
}

/**
 * Each text box's range in the text-box story and its shape's anchor in the body: the text boxes
 * (PlcftxbxTxt, FIB fcPlcftxbxTxt at 0x25A) name their shape (FTXBXS.lid), and the body's
 * shapes (PlcSpaMom, FIB fcPlcSpaMom at 0x1DA) give each shape's anchor position (MS-DOC
 * §2.8.26, §2.8.23, §2.9.287).
 */
function readTextBoxPlaces(wordStream: Buffer, tableStream: Buffer): DocTextBoxPlace[] {
  const read = (fcOffset: number) => {
    const fc = wordStream.readUInt32LE(fcOffset);
    const lcb = wordStream.readUInt32LE(fcOffset + 4);
    return fc + lcb <= tableStream.length ? { fc, lcb } : { fc: 0, lcb: 0 };
  };
  const shapes = read(0x01da);
  const anchors = new Map<number, Omit<DocTextBoxPlace, 'start' | 'end'>>();
  const shapeCount = shapes.lcb >= 4 ? (shapes.lcb - 4) / 30 : 0;
  if (!Number.isInteger(shapeCount)) return [];
  for (let index = 0; index < shapeCount; index += 1) {
    const anchor = tableStream.readUInt32LE(shapes.fc + 4 * index);
    const spa = shapes.fc + 4 * (shapeCount + 1) + 26 * index;
    const spid = tableStream.readInt32LE(spa);
    const [left, top, right, bottom] = [4, 8, 12, 16].map(
      (offset) => tableStream.readInt32LE(spa + offset) / twipsPerPoint,
    );
    anchors.set(spid, {
      anchor,
      x: left ?? 0,
      y: top ?? 0,
      width: Math.max(0, (right ?? 0) - (left ?? 0)),
      height: Math.max(0, (bottom ?? 0) - (top ?? 0)),
    });
  }
  const boxes = read(0x025a);
  const boxCount = boxes.lcb >= 4 ? (boxes.lcb - 4) / 26 : 0;
  if (!Number.isInteger(boxCount)) return [];
  const places: DocTextBoxPlace[] = [];
  for (let index = 0; index < boxCount; index += 1) {
    const start = tableStream.readUInt32LE(boxes.fc + 4 * index);
    const end = tableStream.readUInt32LE(boxes.fc + 4 * (index + 1));
    const lid = tableStream.readInt32LE(boxes.fc + 4 * (boxCount + 1) + 22 * index + 14);
    const shape = anchors.get(lid);
    if (shape !== undefined && end > start) places.push({ start, end, ...shape });
  }
  return places;
}

/** Overwrites the characters at file positions [start, end) of the pieces with `character`. */
function fillFileRange(
  pieces: readonly WordPiece[],
  start: number,
  end: number,
  character: string,
) {
  for (const piece of pieces) {
    const pieceEnd = piece.startFilePos + piece.text.length * piece.bpc;
    if (end <= piece.startFilePos || start >= pieceEnd) continue;
    const from = Math.floor((Math.max(start, piece.startFilePos) - piece.startFilePos) / piece.bpc);
    const to = Math.ceil((Math.min(end, pieceEnd) - piece.startFilePos) / piece.bpc);
    piece.text = piece.text.slice(0, from) + character.repeat(to - from) + piece.text.slice(to);
  }
}

/** A header or footer story: [start, end) from the start of the header document. */
type HeaderStory = {
  readonly kind: 'header' | 'footer';
  readonly start: number;
  readonly end: number;
};

/**
 * The header and footer stories (PlcfHdd, FIB fcPlcfHdd at 0xF2, MS-DOC §2.8.22): six separator
 * stories, then per section an even header, odd header, even footer, odd footer, first-page
 * header and first-page footer.
 */
function readHeaderStories(wordStream: Buffer, tableStream: Buffer): HeaderStory[] {
  const fc = wordStream.readUInt32LE(0x00f2);
  const lcb = wordStream.readUInt32LE(0x00f6);
  if (lcb < 8 || fc + lcb > tableStream.length) return [];
  const count = lcb / 4;
  const stories: HeaderStory[] = [];
  for (let index = 6; index + 1 < count; index += 1) {
    const start = tableStream.readUInt32LE(fc + 4 * index);
    const end = tableStream.readUInt32LE(fc + 4 * (index + 1));
    const kind = [0, 1, 4].includes((index - 6) % 6) ? 'header' : 'footer';
    if (end > start) stories.push({ kind, start, end });
  }
  return stories;
}

class FormattedWordExtractor extends WordOleExtractor {
  runs: CharacterRun[] = [];
  paragraphs: ParagraphRun[] = [];
  styles = new Map<number, StyleFormat>();
  textBoxPlaces: DocTextBoxPlace[] = [];
  headerStories: HeaderStory[] = [];
  /** The Data stream (pictures, large paragraph properties); empty when the file has none. */
  dataStream: Buffer = Buffer.alloc(0);

  override async extractWordDocument(document: unknown, buffer: Buffer): Promise<unknown> {
    try {
      this.dataStream = await this.streamBuffer(await this.documentStream(document, 'Data'));
    } catch {
      this.dataStream = Buffer.alloc(0);
    }
    return super.extractWordDocument(document, buffer);
  }

  /**
   * Reads the formatting and hides deleted text. word-extractor's own pass is not called: it
   * takes any character property whose low five bits are zero for "deleted" (sprmCDxaSpace, the
   * letter spacing LibreOffice writes on spaces, among them), so "DE VIDA" lost its spaces.
   */
  override writeCharacterProperties(buffer: Buffer, tableBuffer: Buffer): void {
    try {
      this.headerStories = readHeaderStories(buffer, tableBuffer);
    } catch {
      // Without them word-extractor's unformatted headers and footers are read.
      this.headerStories = [];
    }
    try {
      this.textBoxPlaces = readTextBoxPlaces(buffer, tableBuffer);
    } catch {
      // Without places the text boxes are read after the body, as before.
      this.textBoxPlaces = [];
    }
    try {
      this.runs = readCharacterRuns(buffer, tableBuffer);
    } catch {
      // Formatting is a bonus: an odd table leaves the text unformatted, not unread.
      this.runs = [];
    }
    try {
      this.paragraphs = readParagraphRuns(buffer, tableBuffer, this.dataStream);
      this.styles = readStyles(buffer, tableBuffer);
    } catch {
      this.paragraphs = [];
      this.styles = new Map();
    }
    // Deleted text becomes NUL, which every reader after this drops (word-extractor's clean too).
    for (const run of this.runs) {
      if (run.deleted) fillFileRange(this._pieces, run.start, run.end, '\0');
    }
  }

  /**
   * Marks row ends as word-extractor does (a newline), including the rows whose properties sit
   * in the Data stream, which word-extractor does not read.
   */
  override writeParagraphProperties(buffer: Buffer, tableBuffer: Buffer): void {
    try {
      super.writeParagraphProperties(buffer, tableBuffer);
    } catch {
      // word-extractor reads a paragraph's last property past the end of its list on some files
      // LibreOffice writes, and the whole file was refused; the row ends its pass would mark are
      // marked below from our own bounded reading.
    }
    for (const paragraph of this.paragraphs) {
      if (paragraph.rowEnd) fillFileRange(this._pieces, paragraph.start, paragraph.end, '\n');
    }
  }

  readBody(): DocCharacter[] {
    return this.readStory(0, this._boundaries.ccpText);
  }

  /**
   * The main document's text boxes: their story follows the body, footnotes, headers, comments
   * and endnotes (MS-DOC §2.4.1), and their runs are read like the body's.
   */
  readTextBoxes(): DocCharacter[] {
    const boundaries = this._boundaries;
    const start =
      boundaries.ccpText +
      boundaries.ccpFtn +
      boundaries.ccpHdd +
      boundaries.ccpAtn +
      boundaries.ccpEdn;
    return boundaries.ccpTxbx > 0 ? this.readStory(start, start + boundaries.ccpTxbx - 1) : [];
  }

  /**
   * The headers' or the footers' characters, story after story, with their formatting (capitals
   * a style sets show, as in the body); null when the file's story table could not be read.
   */
  readHeaders(kind: 'header' | 'footer'): DocCharacter[] | null {
    if (this.headerStories.length === 0) return null;
    const offset = this._boundaries.ccpText + this._boundaries.ccpFtn;
    return this.headerStories
      .filter((story) => story.kind === kind)
      .flatMap((story) => this.readStory(offset + story.start, offset + story.end));
  }

  /** The characters at character positions [start, end) with their formatting. */
  private readStory(start: number, end: number): DocCharacter[] {
    const characters: DocCharacter[] = [];
    for (const piece of this._pieces) {
      const from = Math.max(0, start - piece.startCp);
      const to = Math.min(piece.text.length, end - piece.startCp);
      for (let index = from; index < to; index += 1) {
        const position = piece.startFilePos + index * piece.bpc;
        const run = findRun(this.runs, position);
        const paragraph = findRun(this.paragraphs, position);
        const style = paragraph ? this.styles.get(paragraph.istd) : undefined;
        const characterStyle =
          run?.characterStyle != null ? this.styles.get(run.characterStyle) : undefined;
        // Direct formatting on the run wins over its character style's, which wins over the
        // paragraph style's.
        const styleBold = applyToggle(characterStyle?.bold ?? null, style?.bold ?? null);
        const styleCaps = applyToggle(characterStyle?.caps ?? null, style?.caps ?? null);
        const styleSmallCaps = applyToggle(
          characterStyle?.smallCaps ?? null,
          style?.smallCaps ?? null,
        );
        const smallCaps = applyToggle(run?.smallCaps ?? null, styleSmallCaps) === true;
        const listItem = (paragraph?.listItem ?? style?.listItem) === true;
        const listLevel = paragraph?.listLevel ?? style?.listLevel ?? 0;
        characters.push({
          character: piece.text[index] ?? '',
          bold: applyToggle(run?.bold ?? null, styleBold),
          fontSize: run?.fontSize ?? characterStyle?.fontSize ?? style?.fontSize ?? null,
          caps: applyToggle(run?.caps ?? null, styleCaps),
          ...(smallCaps ? { smallCaps: true } : {}),
          ...(style?.headingLevel ? { headingLevel: style.headingLevel } : {}),
          ...(paragraph?.inTable === true ? { inTable: true } : {}),
          ...(listItem ? { listItem: true } : {}),
          ...(listItem && listLevel > 0 ? { listLevel } : {}),
        });
      }
    }
    return characters;
  }
}

/**
 * Reads a Word 97–2003 file once: word-extractor's document (headers, footnotes, text boxes…)
 * and the body's characters with their direct formatting; null when the file is not an OLE Word
 * document word-extractor's reader accepts.
 *
 * @example
 * const read = await readDocWithBody(bytes); // { document, characters: [{ character: 'E', … }] }
 */
export async function readDocWithBody(bytes: Uint8Array): Promise<{
  document: unknown;
  characters: DocCharacter[];
  textBoxCharacters: DocCharacter[];
  textBoxPlaces: DocTextBoxPlace[];
  headerCharacters: DocCharacter[] | null;
  footerCharacters: DocCharacter[] | null;
} | null> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length < 8 || buffer.readUInt16BE(0) !== 0xd0cf) return null;
  const reader = new BufferReader(buffer);
  await reader.open();
  try {
    const extractor = new FormattedWordExtractor();
    const document = await extractor.extract(reader);
    return {
      document,
      characters: extractor.readBody(),
      textBoxCharacters: extractor.readTextBoxes(),
      textBoxPlaces: extractor.textBoxPlaces,
      headerCharacters: extractor.readHeaders('header'),
      footerCharacters: extractor.readHeaders('footer'),
    };
  } catch {
    return null;
  } finally {
    await reader.close();
  }
}

/**
 * The body's characters with their direct formatting (see readDocWithBody).
 *
 * @example
 * const characters = await readDocBodyCharacters(bytes); // [{ character: 'E', bold: true, … }]
 */
export async function readDocBodyCharacters(bytes: Uint8Array): Promise<DocCharacter[] | null> {
  return (await readDocWithBody(bytes))?.characters ?? null;
}
