// The page count Word and LibreOffice record when they save a file (issue 13, "Fit"): a DOCX in
// docProps/app.xml (<Pages>), a DOC in the OLE SummaryInformation property set (PIDSI_PAGECOUNT).
// The text alone often cannot say how many pages the author saw: a DOCX not last laid out by
// Word has no w:lastRenderedPageBreak, and a DOC's text marks only explicit page and section
// breaks. Render keeps the output within the source's pages, so a 2-page CV read as 1 page is
// squeezed, and a wrong count is a worse CV. The recorded count is a claim, not a fact: a template
// can carry a count never updated, so it is checked against what the text shows.

import BufferReader from 'word-extractor/lib/buffer-reader.js';
import OleCompoundDoc from 'word-extractor/lib/ole-compound-doc.js';

import { findChild, readTagName, readText, type XmlNode } from './docx-xml';

/** More pages than any CV has: a larger recorded count is damage, not a document. */
export const maxRecordedPages = 100;
/**
 * More characters than a page holds even in a dense layout (9 pt type, narrow margins, about
 * 110 characters a line and 65 lines): a recorded count that would put more on each page is
 * stale, e.g. a template's "1 page" never updated after the text grew.
 */
export const maxCharactersPerPage = 7500;

/**
 * The source's page count: the recorded one when it is plausible, else the one counted from
 * the text. Implausible: absent, not a whole number from 1 to maxRecordedPages, fewer pages than
 * the hard evidence shows (explicit page breaks), or too few pages for the text read.
 *
 * @example choosePageCount({ recorded: 2, counted: 1, atLeast: 1, characters: 2400 }) // 2
 */
export function choosePageCount(evidence: {
  /** The count the file records; null when it records none. */
  readonly recorded: number | null;
  /** The count read from the text's breaks, used when the recorded one is not trusted. */
  readonly counted: number;
  /** The fewest pages the text can have (one more than its explicit page breaks). */
  readonly atLeast: number;
  /** Characters of text read from the file. */
  readonly characters: number;
}): number {
  const { recorded, counted, atLeast, characters } = evidence;
  if (recorded === null || !Number.isInteger(recorded)) return counted;
  if (recorded < 1 || recorded > maxRecordedPages) return counted;
  if (recorded < atLeast) return counted;
  if (characters > recorded * maxCharactersPerPage) return counted;
  return recorded;
}

/**
 * The <Pages> of a DOCX's docProps/app.xml (the extended properties), or null when absent or
 * not a number.
 *
 * @example readDocxRecordedPages(parsedAppXml) // 2
 */
export function readDocxRecordedPages(appNodes: readonly XmlNode[] | null): number | null {
  const root = appNodes?.find((node) => readTagName(node) === 'Properties');
  const pages = root ? findChild(root, 'Pages') : undefined;
  if (!pages) return null;
  const text = readText(pages).trim();
  return /^\d{1,6}$/u.test(text) ? Number(text) : null;
}

const summaryInformationStream = '\u0005SummaryInformation';
/** FMTID_SummaryInformation, F29F85E0-4FF9-1068-AB91-08002B27B3D9, as stored (little-endian). */
const summaryInformationFormatId = Buffer.from('e0859ff2f94f6810ab9108002b27b3d9', 'hex');
const pidsiPageCount = 0x0e;
const vtI4 = 0x0003;
/** The property set is a few hundred bytes; a larger stream is not read. */
const maxSummaryInformationBytes = 64 * 1024;

/**
 * PIDSI_PAGECOUNT from a SummaryInformation property set stream (MS-OLEPS §2.21: the stream
 * header, the first set's FMTID and offset, then property ids with offsets to typed values), or
 * null when the stream is malformed or has no page count.
 *
 * @example readSummaryPageCount(streamBytes) // 2
 */
export function readSummaryPageCount(stream: Uint8Array): number | null {
  const buffer = Buffer.from(stream.buffer, stream.byteOffset, stream.byteLength);
  if (buffer.length < 48 || buffer.readUInt16LE(0) !== 0xfffe) return null;
  if (!buffer.subarray(28, 44).equals(summaryInformationFormatId)) return null;
  const setOffset = buffer.readUInt32LE(44);
  if (setOffset + 8 > buffer.length) return null;
  const propertyCount = buffer.readUInt32LE(setOffset + 4);
  for (let index = 0; index < propertyCount; index += 1) {
    const entry = setOffset + 8 + index * 8;
    if (entry + 8 > buffer.length) return null;
    if (buffer.readUInt32LE(entry) !== pidsiPageCount) continue;
    const value = setOffset + buffer.readUInt32LE(entry + 4);
    if (value + 8 > buffer.length || buffer.readUInt16LE(value) !== vtI4) return null;
    return buffer.readInt32LE(value + 4);
  }
  return null;
}

/**
 * The page count a Word 97–2003 file records in its SummaryInformation stream, or null when
 * the file is not an OLE compound file or records none.
 *
 * @example await readDocRecordedPages(bytes) // 3
 */
export async function readDocRecordedPages(bytes: Uint8Array): Promise<number | null> {
  // word-extractor's reader takes a Buffer: convert only at this library boundary (STYLE.md §7).
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const reader = new BufferReader(buffer);
  await reader.open();
  try {
    const document = new OleCompoundDoc(reader);
    await document.read();
    const stream = document.stream(summaryInformationStream);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxSummaryInformationBytes) return null;
      chunks.push(chunk);
    }
    return readSummaryPageCount(Buffer.concat(chunks));
  } catch {
    // The page count is a bonus: an odd compound file keeps the count read from the text.
    return null;
  } finally {
    await reader.close();
  }
}
