// A form set as a Word table gives each label and its value a cell of their own ("Cargo:" |
// "Residente de obra"), read as two lines. A person reads one field: "Cargo: Residente de obra".
import type { TextLine } from '../extract/types';

/** A label cell: a few words ending in a colon, no figures ("Cargo:", "Grado / Título:"). */
const labelCellPattern = /^\p{L}[\p{L} ./°º-]{0,40}:$/u;

/**
 * Joins each table label cell with the value cell beside it, to its right in the same row, into
 * one line. A label whose next cell is another label, or that stands outside a table, is left.
 *
 * @example
 * joinLabelCells(lines).map((line) => line.text); // ['Cargo: Residente de obra', …]
 */
export function joinLabelCells(lines: readonly TextLine[]): TextLine[] {
  const joined: TextLine[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as TextLine;
    const value = lines[index + 1];
    if (value !== undefined && isLabelBesideValue(line, value)) {
      joined.push({ ...line, text: `${line.text.trim()} ${value.text.trim()}`, bold: value.bold });
      index += 1;
    } else joined.push(line);
  }
  return joined;
}

function isLabelBesideValue(label: TextLine, value: TextLine): boolean {
  if (label.source !== 'table' || value.source !== 'table') return false;
  if (!labelCellPattern.test(label.text.trim()) || label.text.trim().split(/\s+/u).length > 5)
    return false;
  if (value.page !== label.page || value.column <= label.column || value.listItem) return false;
  if (label.tableRow !== undefined && value.tableRow !== label.tableRow) return false;
  return !labelCellPattern.test(value.text.trim());
}
