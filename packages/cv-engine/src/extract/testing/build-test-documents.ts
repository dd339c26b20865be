// Builders for the extract tests' inputs: PDFs made with pdfkit, a tiny PNG, hand-made ZIP
// archives whose central directory says what the test wants (including lies), and a deflate
// stream of zeros built without ever holding the zeros in memory. Test-only (uses node: modules).

import { readFileSync } from 'node:fs';
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

import PDFDocument from 'pdfkit';

const corpusUrl = new URL('../../../../../../shared/corpus/', import.meta.url);

/** Reads a file of the shared corpus (cv/en-05.pdf…). */
export function readCorpusFile(relativePath: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(relativePath, corpusUrl)));
}

/** Reads the label of a corpus CV. */
export function readCorpusLabel(name: string): { name: string; email: string; sections: string[] } {
  return JSON.parse(new TextDecoder().decode(readCorpusFile(`cv/${name}.label.json`))) as {
    name: string;
    email: string;
    sections: string[];
  };
}

/** Renders a PDF with pdfkit and returns its bytes. */
export function renderPdf(
  draw: (document: PDFKit.PDFDocument) => void,
  options: PDFKit.PDFDocumentOptions = {},
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ size: 'A4', compress: true, ...options });
    const chunks: Uint8Array[] = [];
    document.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    document.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    document.on('error', reject);
    draw(document);
    document.end();
  });
}

function createPngChunk(type: string, data: Uint8Array): Uint8Array {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  typeAndData.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(typeAndData), 8 + data.length);
  return chunk;
}

/** A solid-colour RGB PNG, encoded by hand (8-bit, no filter). */
export function encodeSolidPng(
  width: number,
  height: number,
  rgb: [number, number, number],
): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let row = 0; row < height; row += 1) {
    const start = row * (1 + width * 3);
    for (let column = 0; column < width; column += 1) rows.set(rgb, start + 1 + column * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    createPngChunk('IHDR', header),
    createPngChunk('IDAT', deflateSync(rows)),
    createPngChunk('IEND', new Uint8Array(0)),
  ]);
}

export type ZipTestEntry = {
  readonly name: string;
  /** The stored bytes (already deflated when method is 8). */
  readonly data: Uint8Array;
  readonly method: 0 | 8;
  /** What the central directory claims the entry expands to. */
  readonly declaredSize: number;
};

/** Writes a ZIP archive whose directory declares whatever sizes the entries say. */
export function buildZip(entries: readonly ZipTestEntry[]): Uint8Array {
  const localParts: Buffer[] = [];
  const centralParts: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    localParts.push(local, name, Buffer.from(entry.data));
    centralParts.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const centralDirectory = Buffer.concat(centralParts);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...localParts, centralDirectory, end]));
}

/** A ZIP entry holding `text`, deflated, with its true size declared. */
export function createDeflatedEntry(name: string, text: string): ZipTestEntry {
  const data = Buffer.from(text, 'utf8');
  return { name, data: new Uint8Array(deflateRawSync(data)), method: 8, declaredSize: data.length };
}

/** Writes bits least-significant first, as deflate does (RFC 1951 §3.1.1). */
function createBitWriter(): {
  write: (value: number, count: number) => void;
  writeCode: (code: number, length: number) => void;
  bytes: () => number[];
} {
  const bytes: number[] = [];
  let current = 0;
  let used = 0;
  const write = (value: number, count: number): void => {
    for (let bit = 0; bit < count; bit += 1) {
      current |= ((value >> bit) & 1) << used;
      used += 1;
      if (used === 8) {
        bytes.push(current);
        current = 0;
        used = 0;
      }
    }
  };
  // Huffman codes are sent most-significant bit first.
  const writeCode = (code: number, length: number): void => {
    for (let bit = length - 1; bit >= 0; bit -= 1) write((code >> bit) & 1, 1);
  };
  return { write, writeCode, bytes: () => (used > 0 ? [...bytes, current] : [...bytes]) };
}

/**
 * A raw deflate stream that inflates to about `groupCount × 2064` zero bytes, built from a
 * repeated 13-byte pattern: one fixed-Huffman block of a literal 0 followed by (length 258,
 * distance 1) matches. Eight matches take 104 bits, a whole number of bytes, so the pattern
 * repeats byte for byte. Returns the stream and its exact inflated size.
 */
export function buildZerosDeflateStream(groupCount: number): {
  data: Uint8Array;
  inflatedSize: number;
} {
  const writeMatch = (writer: ReturnType<typeof createBitWriter>): void => {
    writer.writeCode(0b11000101, 8); // length code 285 = 258 bytes (fixed code 11000101)
    writer.writeCode(0, 5); // distance code 0 = distance 1
  };
  const prefix = createBitWriter();
  prefix.write(1, 1); // BFINAL
  prefix.write(1, 2); // BTYPE = 01, fixed Huffman
  prefix.writeCode(0b00110000, 8); // literal 0
  writeMatch(prefix); // 3 + 8 + 13 = 24 bits: byte-aligned
  const group = createBitWriter();
  for (let index = 0; index < 8; index += 1) writeMatch(group);
  const prefixBytes = prefix.bytes();
  const groupBytes = group.bytes();
  const data = new Uint8Array(prefixBytes.length + groupBytes.length * groupCount + 1);
  data.set(prefixBytes, 0);
  for (let index = 0; index < groupCount; index += 1) {
    data.set(groupBytes, prefixBytes.length + index * groupBytes.length);
  }
  data[data.length - 1] = 0; // end-of-block code 256 is seven 0 bits, then padding
  return { data, inflatedSize: 1 + 258 + groupCount * 8 * 258 };
}
