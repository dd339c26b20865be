// Test builders for the page count Word records in a DOC (issue 13): a SummaryInformation
// property set written by hand (MS-OLEPS §2.21), and a DOC saved by LibreOffice given a
// recorded page count. LibreOffice's headless conversion records no page count, so the count is
// written into its SummaryInformation stream in place, where the save-time stamp was.

const formatId = Buffer.from('e0859ff2f94f6810ab9108002b27b3d9', 'hex');
const pidsiLastSaveTime = 0x0d;
const pidsiPageCount = 0x0e;

/**
 * A SummaryInformation stream with the given properties, each a typed 4-byte value.
 *
 * @example buildSummaryInformation([{ id: 14, type: 3, value: 2 }])
 */
export function buildSummaryInformation(
  properties: readonly { readonly id: number; readonly type: number; readonly value: number }[],
): Uint8Array {
  const header = Buffer.alloc(48);
  header.writeUInt16LE(0xfffe, 0);
  header.writeUInt32LE(1, 24);
  formatId.copy(header, 28);
  header.writeUInt32LE(48, 44);
  const tableSize = 8 + properties.length * 8;
  const set = Buffer.alloc(tableSize + properties.length * 8);
  set.writeUInt32LE(set.length, 0);
  set.writeUInt32LE(properties.length, 4);
  properties.forEach((property, index) => {
    const valueOffset = tableSize + index * 8;
    set.writeUInt32LE(property.id, 8 + index * 8);
    set.writeUInt32LE(valueOffset, 12 + index * 8);
    set.writeUInt16LE(property.type, valueOffset);
    set.writeInt32LE(property.value, valueOffset + 4);
  });
  return new Uint8Array(Buffer.concat([header, set]));
}

/**
 * A copy of a LibreOffice-saved DOC whose SummaryInformation records `pages` (PIDSI_PAGECOUNT,
 * VT_I4) in place of its last-save time. The stream must lie whole in the file, as in the small
 * test files; anything else throws.
 *
 * @example withRecordedDocPages(docBytes, 2)
 */
export function withRecordedDocPages(doc: Uint8Array, pages: number): Uint8Array {
  const bytes = Buffer.from(doc);
  const formatAt = bytes.indexOf(formatId);
  const start = formatAt - 28;
  if (formatAt < 28 || bytes.readUInt16LE(start) !== 0xfffe) {
    throw new Error('No SummaryInformation property set in the file.');
  }
  const set = start + bytes.readUInt32LE(start + 44);
  const count = bytes.readUInt32LE(set + 4);
  for (let index = 0; index < count; index += 1) {
    const entry = set + 8 + index * 8;
    if (bytes.readUInt32LE(entry) !== pidsiLastSaveTime) continue;
    const value = set + bytes.readUInt32LE(entry + 4);
    bytes.writeUInt32LE(pidsiPageCount, entry);
    bytes.writeUInt16LE(0x0003, value);
    bytes.writeInt32LE(pages, value + 4);
    return new Uint8Array(bytes);
  }
  throw new Error('The SummaryInformation has no last-save time to overwrite.');
}
