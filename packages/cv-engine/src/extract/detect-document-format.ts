// Identifies a CV file by its content, never by its name (issue 3, stage 1): a PDF renamed .docx
// is still read as a PDF, and a text file renamed .pdf is refused.

import { CvEngineError, cvEngineErrorCodes } from '../errors';
import type { DocumentFormat } from './types';
import { isZipSignature, readZipEntries, type ZipEntry } from './zip-archive';

/** PDF readers accept the header anywhere in the first 1024 bytes (ISO 32000 implementation note). */
const pdfHeaderSearchBytes = 1024;
const pdfHeader = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const compoundFileSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Streams that mark compound files other than Word documents (Excel, PowerPoint, Visio). */
const otherCompoundFileStreams = ['Workbook', 'Book', 'PowerPoint Document', 'VisioDocument'];
/** Compound-file directory entries are 128 bytes: a UTF-16LE name, then its byte length. */
const directoryEntryBytes = 128;

function hasBytesAt(bytes: Uint8Array, offset: number, expected: readonly number[]): boolean {
  return expected.every((value, index) => bytes[offset + index] === value);
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  const lastStart = Math.min(bytes.length - pdfHeader.length, pdfHeaderSearchBytes);
  for (let offset = 0; offset <= lastStart; offset += 1) {
    if (hasBytesAt(bytes, offset, pdfHeader)) return true;
  }
  return false;
}

/**
 * Finds the names of the streams in an OLE2 compound file by scanning its directory entries,
 * which sit at 128-byte boundaries after the 512-byte header. Enough to tell a Word 97–2003
 * document (a "WordDocument" stream) from an encrypted OOXML package ("EncryptedPackage").
 */
function listCompoundFileStreamNames(bytes: Uint8Array): Set<string> {
  const names = new Set<string>();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (
    let offset = 512;
    offset + directoryEntryBytes <= bytes.length;
    offset += directoryEntryBytes
  ) {
    const nameBytes = view.getUint16(offset + 64, true);
    // 1 = storage, 2 = stream, 5 = root; names are at most 31 characters plus the terminator.
    const objectType = bytes[offset + 66];
    if (nameBytes < 4 || nameBytes > 64 || nameBytes % 2 !== 0) continue;
    if (objectType !== 1 && objectType !== 2 && objectType !== 5) continue;
    if (view.getUint16(offset + nameBytes - 2, true) !== 0) continue;
    let name = '';
    for (let index = 0; index < nameBytes - 2; index += 2) {
      name += String.fromCharCode(view.getUint16(offset + index, true));
    }
    names.add(name);
  }
  return names;
}

/**
 * A ZIP is a Word document when it holds Word parts, or is an OOXML package (it has the
 * content-types part) of no other kind: a DOCX missing its main part is then reported as corrupt,
 * not as unsupported. Spreadsheets and presentations (xl/, ppt/) are not Word documents.
 */
function isWordPackage(entries: readonly ZipEntry[]): boolean {
  if (entries.some((entry) => entry.name.startsWith('word/'))) return true;
  return (
    entries.some((entry) => entry.name === '[Content_Types].xml') &&
    !entries.some((entry) => entry.name.startsWith('xl/') || entry.name.startsWith('ppt/'))
  );
}

function readZipEntriesOrNull(bytes: Uint8Array): ZipEntry[] | null {
  try {
    return readZipEntries(bytes);
  } catch {
    return null;
  }
}

/** The first local file's name, for archives whose central directory is lost (truncated). */
function readFirstLocalFileName(bytes: Uint8Array): string {
  if (bytes.length < 30) return '';
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const nameLength = view.getUint16(26, true);
  return new TextDecoder().decode(bytes.subarray(30, Math.min(bytes.length, 30 + nameLength)));
}

/**
 * Tells the document's format from its bytes: PDF (`%PDF-` in the first 1024 bytes), DOCX (a ZIP
 * holding `word/` parts) or DOC (an OLE2 compound file with a `WordDocument` stream).
 *
 * @throws CvEngineError EMPTY_FILE for zero bytes, ENCRYPTED_FILE for a password-protected DOCX
 *   (an OLE2 file with an `EncryptedPackage` stream), UNSUPPORTED_FORMAT for anything else.
 * @example
 * detectDocumentFormat(new TextEncoder().encode('%PDF-1.7 …')); // 'pdf'
 */
export function detectDocumentFormat(bytes: Uint8Array): DocumentFormat {
  if (bytes.length === 0) {
    throw new CvEngineError(cvEngineErrorCodes.emptyFile, 'The file is empty');
  }
  if (hasPdfHeader(bytes)) return 'pdf';
  if (isZipSignature(bytes)) {
    const entries = readZipEntriesOrNull(bytes);
    if (entries ? isWordPackage(entries) : isTruncatedWordPackage(bytes)) return 'docx';
  }
  if (hasBytesAt(bytes, 0, compoundFileSignature)) {
    const streamNames = listCompoundFileStreamNames(bytes);
    if (streamNames.has('EncryptedPackage')) {
      throw new CvEngineError(
        cvEngineErrorCodes.encryptedFile,
        'The document is password-protected',
      );
    }
    if (streamNames.has('WordDocument')) return 'doc';
    // A compound file whose directory is cut off (truncated) and that shows no sign of being a
    // spreadsheet, presentation or e-mail is read as a damaged Word file: CORRUPT_FILE follows.
    if (!otherCompoundFileStreams.some((name) => streamNames.has(name))) return 'doc';
  }
  throw new CvEngineError(cvEngineErrorCodes.unsupportedFormat, 'Not a PDF, DOCX or DOC file');
}

/** A cut-off DOCX still starts with a Word part or the content-types part: call it DOCX. */
function isTruncatedWordPackage(bytes: Uint8Array): boolean {
  const firstName = readFirstLocalFileName(bytes);
  return firstName === '[Content_Types].xml' || firstName.startsWith('word/');
}
