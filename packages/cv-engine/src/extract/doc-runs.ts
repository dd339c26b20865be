// The body of a Word 97–2003 file as word-extractor's OLE reader sees it before cleaning, with the
// character formatting written directly on the runs (issue 12). word-extractor turns table cell
// ends, line breaks and paragraph ends all into tabs and newlines and drops formatting; its piece
// table still has Word's control characters (\r paragraph end, \x07 cell end, \x0b line break,
// \x0c page break, \x13…\x14…\x15 fields) and the character runs (CHPX FKPs in the WordDocument
// stream) say which characters are bold, how big and whether shown in capitals (MS-DOC §2.6.1).

import BufferReader from 'word-extractor/lib/buffer-reader.js';
import WordOleExtractor from 'word-extractor/lib/word-ole-extractor.js';

/** One character of the body with the formatting its run sets directly (null: not set). */
export type DocCharacter = {
  readonly character: string;
  readonly bold: boolean | null;
  readonly fontSize: number | null;
  readonly caps: boolean | null;
};

type CharacterRun = {
  readonly start: number;
  readonly end: number;
  readonly bold: boolean | null;
  readonly fontSize: number | null;
  readonly caps: boolean | null;
};

const sprmCFBold = 0x0835;
const sprmCFCaps = 0x083b;
const sprmCHps = 0x4a43;
const fkpSize = 512;

/** Operand length of a property modifier from its spra bits (MS-DOC §2.2.5.1). */
function operandLength(buffer: Buffer, offset: number, spra: number): number {
  if (spra === 6) return offset < buffer.length ? buffer.readUInt8(offset) + 1 : 1;
  return [1, 1, 2, 4, 2, 2, 0, 3][spra] ?? 1;
}

/** A toggle's operand: 0 off, 1 on, 0x80 as the style, 0x81 the opposite of the style. */
function readToggleOperand(value: number): boolean | null {
  if (value === 0 || value === 0x80) return false;
  if (value === 1 || value === 0x81) return true;
  return null;
}

function readRunProperties(grpprl: Buffer): Omit<CharacterRun, 'start' | 'end'> {
  let bold: boolean | null = null;
  let fontSize: number | null = null;
  let caps: boolean | null = null;
  let offset = 0;
  while (offset + 2 <= grpprl.length) {
    const sprm = grpprl.readUInt16LE(offset);
    offset += 2;
    if (offset >= grpprl.length) break;
    if (sprm === sprmCFBold) bold = readToggleOperand(grpprl.readUInt8(offset));
    else if (sprm === sprmCFCaps) caps = readToggleOperand(grpprl.readUInt8(offset));
    else if (sprm === sprmCHps && offset + 2 <= grpprl.length) {
      fontSize = grpprl.readUInt16LE(offset) / 2;
    }
    offset += operandLength(grpprl, offset, (sprm >> 13) & 0x07);
  }
  return { bold, fontSize, caps };
}

/** The character runs of the CHPX FKPs (file positions, MS-DOC §2.9.33 PlcBteChpx). */
function readCharacterRuns(wordStream: Buffer, tableStream: Buffer): CharacterRun[] {
  const runs: CharacterRun[] = [];
  const plcOffset = wordStream.readUInt32LE(0x00fa);
  const plcLength = wordStream.readUInt32LE(0x00fe);
  if (plcLength < 12 || plcOffset + plcLength > tableStream.length) return runs;
  const count = (plcLength - 4) / 8;
  for (let index = 0; index < count; index += 1) {
    const page = tableStream.readUInt32LE(plcOffset + (count + 1) * 4 + index * 4);
    const fkp = wordStream.subarray(page * fkpSize, (page + 1) * fkpSize);
    if (fkp.length < fkpSize) continue;
    const runCount = fkp.readUInt8(fkpSize - 1);
    for (let run = 0; run < runCount; run += 1) {
      const start = fkp.readUInt32LE(run * 4);
      const end = fkp.readUInt32LE((run + 1) * 4);
      const wordOffset = fkp.readUInt8((runCount + 1) * 4 + run) * 2;
      if (wordOffset === 0 || wordOffset >= fkpSize) continue;
      const size = fkp.readUInt8(wordOffset);
      runs.push({
        start,
        end,
        ...readRunProperties(fkp.subarray(wordOffset + 1, wordOffset + 1 + size)),
      });
    }
  }
  return runs.sort((left, right) => left.start - right.start);
}

/** The run covering a file position (binary search over sorted, non-overlapping runs). */
function findRun(runs: readonly CharacterRun[], position: number): CharacterRun | undefined {
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

class FormattedWordExtractor extends WordOleExtractor {
  runs: CharacterRun[] = [];

  override writeCharacterProperties(buffer: Buffer, tableBuffer: Buffer): void {
    try {
      this.runs = readCharacterRuns(buffer, tableBuffer);
    } catch {
      // Formatting is a bonus: an odd table leaves the text unformatted, not unread.
      this.runs = [];
    }
    super.writeCharacterProperties(buffer, tableBuffer);
  }

  readBody(): DocCharacter[] {
    const characters: DocCharacter[] = [];
    const bodyEnd = this._boundaries.ccpText;
    for (const piece of this._pieces) {
      const from = Math.max(0, -piece.startCp);
      const to = Math.min(piece.text.length, bodyEnd - piece.startCp);
      for (let index = from; index < to; index += 1) {
        const run = findRun(this.runs, piece.startFilePos + index * piece.bpc);
        characters.push({
          character: piece.text[index] ?? '',
          bold: run?.bold ?? null,
          fontSize: run?.fontSize ?? null,
          caps: run?.caps ?? null,
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
export async function readDocWithBody(
  bytes: Uint8Array,
): Promise<{ document: unknown; characters: DocCharacter[] } | null> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length < 8 || buffer.readUInt16BE(0) !== 0xd0cf) return null;
  const reader = new BufferReader(buffer);
  await reader.open();
  try {
    const extractor = new FormattedWordExtractor();
    const document = await extractor.extract(reader);
    return { document, characters: extractor.readBody() };
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
