// A minimal, defensive ZIP reader for DOCX files. It reads the central directory (names and the
// declared sizes) without inflating anything, so a zip bomb is refused before it expands, and it
// inflates single entries through a streaming inflater that stops as soon as the output passes a
// budget, because the declared sizes can lie (issue 3: zip bombs fail fast, memory stays bounded).

import { Inflate } from 'fflate';

import { CvEngineError, cvEngineErrorCodes } from '../errors';
import { extractLimits } from './limits';

export type ZipEntry = {
  readonly name: string;
  /** 0 = stored, 8 = deflated; anything else cannot be read. */
  readonly method: number;
  readonly compressedSize: number;
  readonly declaredSize: number;
  readonly localHeaderOffset: number;
};

const endOfCentralDirectorySignature = 0x06054b50;
const centralDirectorySignature = 0x02014b50;
const localHeaderSignature = 0x04034b50;
const zip64Marker = 0xffffffff;
/** The end record is 22 bytes plus a comment of at most 65535 bytes. */
const endRecordSearchWindow = 22 + 0xffff;
/** Small input slices keep each push's output bounded (deflate expands at most ~1032×). */
const inflateChunkBytes = 16 * 1024;

function createCorruptArchiveError(message: string): CvEngineError {
  return new CvEngineError(cvEngineErrorCodes.corruptFile, message);
}

/** True when the bytes start like a ZIP archive (local file header or empty archive). */
export function isZipSignature(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 &&
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    (bytes[2] === 0x03 || bytes[2] === 0x05) &&
    (bytes[3] === 0x04 || bytes[3] === 0x06)
  );
}

function findEndOfCentralDirectory(view: DataView): number {
  const lowestOffset = Math.max(0, view.byteLength - endRecordSearchWindow);
  for (let offset = view.byteLength - 22; offset >= lowestOffset; offset -= 1) {
    if (view.getUint32(offset, true) === endOfCentralDirectorySignature) return offset;
  }
  return -1;
}

/** Reads the zip64 extra field (id 0x0001) for the sizes the classic fields mark as 0xFFFFFFFF. */
function readZip64Sizes(
  view: DataView,
  extraStart: number,
  extraEnd: number,
  sizes: { declaredSize: number; compressedSize: number; localHeaderOffset: number },
): { declaredSize: number; compressedSize: number; localHeaderOffset: number } {
  let offset = extraStart;
  while (offset + 4 <= extraEnd) {
    const headerId = view.getUint16(offset, true);
    const dataSize = view.getUint16(offset + 2, true);
    if (headerId === 0x0001) {
      let field = offset + 4;
      const readNext = (): number => {
        if (field + 8 > offset + 4 + dataSize) throw createCorruptArchiveError('Bad zip64 field');
        const value = Number(view.getBigUint64(field, true));
        field += 8;
        return value;
      };
      const declaredSize = sizes.declaredSize === zip64Marker ? readNext() : sizes.declaredSize;
      const compressedSize =
        sizes.compressedSize === zip64Marker ? readNext() : sizes.compressedSize;
      const localHeaderOffset =
        sizes.localHeaderOffset === zip64Marker ? readNext() : sizes.localHeaderOffset;
      return { declaredSize, compressedSize, localHeaderOffset };
    }
    offset += 4 + dataSize;
  }
  return sizes;
}

/**
 * Lists a ZIP archive's entries from its central directory, reading no entry data.
 *
 * @throws CvEngineError CORRUPT_FILE when the directory is missing or damaged.
 * @example
 * const names = readZipEntries(bytes).map((entry) => entry.name); // ['[Content_Types].xml', …]
 */
export function readZipEntries(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 22) throw createCorruptArchiveError('Archive too short');
  const endOffset = findEndOfCentralDirectory(view);
  if (endOffset < 0) throw createCorruptArchiveError('No end of central directory');
  const entryCount = view.getUint16(endOffset + 10, true);
  let offset = view.getUint32(endOffset + 16, true);
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  // A zip64 archive may mark the count as 0xFFFF: walk the directory until its records end.
  const countIsKnown = entryCount !== 0xffff;
  while (countIsKnown ? entries.length < entryCount : true) {
    if (offset + 46 > bytes.length) {
      if (countIsKnown) throw createCorruptArchiveError('Central directory out of bounds');
      break;
    }
    if (view.getUint32(offset, true) !== centralDirectorySignature) {
      if (countIsKnown) throw createCorruptArchiveError('Bad central directory record');
      break;
    }
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const nameStart = offset + 46;
    if (nameStart + nameLength + extraLength > bytes.length) {
      throw createCorruptArchiveError('Central directory record out of bounds');
    }
    const sizes = readZip64Sizes(
      view,
      nameStart + nameLength,
      nameStart + nameLength + extraLength,
      {
        compressedSize: view.getUint32(offset + 20, true),
        declaredSize: view.getUint32(offset + 24, true),
        localHeaderOffset: view.getUint32(offset + 42, true),
      },
    );
    entries.push({
      name: decoder.decode(bytes.subarray(nameStart, nameStart + nameLength)),
      method: view.getUint16(offset + 10, true),
      ...sizes,
    });
    offset = nameStart + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Refuses archives whose declared sizes are beyond the limits: the total expanded size and the
 * expansion ratio of any large entry (issue 3: zip bomb as .docx → ARCHIVE_TOO_LARGE).
 *
 * @example
 * assertArchiveWithinLimits(readZipEntries(bytes)); // throws ARCHIVE_TOO_LARGE for a bomb
 */
export function assertArchiveWithinLimits(entries: readonly ZipEntry[]): void {
  let totalDeclaredBytes = 0;
  for (const entry of entries) {
    totalDeclaredBytes += entry.declaredSize;
    const ratio = entry.declaredSize / Math.max(1, entry.compressedSize);
    if (
      entry.declaredSize > extractLimits.compressionRatioFloorBytes &&
      ratio > extractLimits.maxCompressionRatio
    ) {
      throw new CvEngineError(
        cvEngineErrorCodes.archiveTooLarge,
        `Entry ${entry.name} expands ${Math.round(ratio)}× (limit ${extractLimits.maxCompressionRatio}×)`,
      );
    }
  }
  if (totalDeclaredBytes > extractLimits.maxUncompressedArchiveBytes) {
    throw new CvEngineError(
      cvEngineErrorCodes.archiveTooLarge,
      `Archive expands to ${totalDeclaredBytes} bytes (limit ${extractLimits.maxUncompressedArchiveBytes})`,
    );
  }
}

function readEntryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const offset = entry.localHeaderOffset;
  if (offset + 30 > bytes.length || view.getUint32(offset, true) !== localHeaderSignature) {
    throw createCorruptArchiveError(`Bad local header for ${entry.name}`);
  }
  const dataStart =
    offset + 30 + view.getUint16(offset + 26, true) + view.getUint16(offset + 28, true);
  const dataEnd = dataStart + entry.compressedSize;
  if (dataEnd > bytes.length) throw createCorruptArchiveError(`${entry.name} is truncated`);
  return bytes.subarray(dataStart, dataEnd);
}

/**
 * Inflates one entry, stopping with ARCHIVE_TOO_LARGE as soon as its real output passes
 * `maxBytes`, whatever the central directory declared.
 *
 * @example
 * const xml = inflateZipEntry(bytes, entry, budget.remainingBytes);
 */
export function inflateZipEntry(bytes: Uint8Array, entry: ZipEntry, maxBytes: number): Uint8Array {
  const data = readEntryData(bytes, entry);
  if (entry.method === 0) {
    if (data.length > maxBytes) {
      throw new CvEngineError(cvEngineErrorCodes.archiveTooLarge, `${entry.name} is too large`);
    }
    return data;
  }
  if (entry.method !== 8) {
    throw createCorruptArchiveError(`${entry.name} uses compression method ${entry.method}`);
  }
  const chunks: Uint8Array[] = [];
  let outputBytes = 0;
  let finished = false;
  const inflater = new Inflate((chunk, final) => {
    outputBytes += chunk.length;
    if (outputBytes <= maxBytes) chunks.push(chunk);
    if (final) finished = true;
  });
  try {
    for (let start = 0; start < data.length && !finished; start += inflateChunkBytes) {
      const end = Math.min(data.length, start + inflateChunkBytes);
      inflater.push(data.subarray(start, end), end === data.length);
      if (outputBytes > maxBytes) {
        throw new CvEngineError(
          cvEngineErrorCodes.archiveTooLarge,
          `${entry.name} expands beyond ${maxBytes} bytes`,
        );
      }
    }
  } catch (error) {
    if (error instanceof CvEngineError) throw error;
    throw new CvEngineError(cvEngineErrorCodes.corruptFile, `${entry.name} cannot be inflated`, {
      cause: error,
    });
  }
  if (!finished && data.length > 0) throw createCorruptArchiveError(`${entry.name} is truncated`);
  const output = new Uint8Array(outputBytes);
  let position = 0;
  for (const chunk of chunks) {
    output.set(chunk, position);
    position += chunk.length;
  }
  return output;
}
