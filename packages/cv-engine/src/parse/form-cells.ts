// A form set as a Word table gives each label and its value a cell of their own ("Cargo:" |
// "Residente de obra"), read as two lines. A person reads one field: "Cargo: Residente de obra".
import type { TextLine } from '../extract/types';

/** A label cell: a few words ending in a colon, no figures ("Cargo:", "Grado / Título:"). */
const labelCellPattern = /^\p{L}[\p{L} ./°º-]{0,40}:$/u;
/**
 * The labels of the Europass CV (2004–2012), written without a colon in the form's left column,
 * Spanish and English: "Profesión o cargo desempeñado", "Name and address of employer".
 */
const europassLabelPattern =
  /^(?:fechas|dates|profesi[oó]n o cargo desempe[ñn]ado|puesto o cargo ocupados?|occupation or position held|funciones y responsabilidades principales|actividades y responsabilidades principales|main activities and responsibilities|nombre y direcci[oó]n de la empresa o empleador|nombre y direcci[oó]n del empleador|name and address of employer|tipo de empresa o sector|type of business or sector|(?:t[ií]tulo de la )?cualificaci[oó]n obtenida|title of qualification awarded|principales materias o capacidades profesionales estudiadas|principal subjects\/occupational skills covered|nombre y tipo del centro de estudios|nombre y tipo de la organizaci[oó]n que ha impartido la educaci[oó]n o la formaci[oó]n|name and type of organisation providing education and training|nivel en la clasificaci[oó]n nacional o internacional|level in national or international classification)$/iu;

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
      // A Europass label gets the colon its form leaves out, as other forms write it.
      const label = europassLabelPattern.test(line.text.trim())
        ? `${line.text.trim()}:`
        : line.text.trim();
      joined.push({ ...line, text: `${label} ${value.text.trim()}`, bold: value.bold });
      index += 1;
    } else joined.push(line);
  }
  return joined;
}

function isLabelBesideValue(label: TextLine, value: TextLine): boolean {
  if (label.source !== 'table' || value.source !== 'table') return false;
  const europass = europassLabelPattern.test(label.text.trim());
  if (
    !europass &&
    (!labelCellPattern.test(label.text.trim()) || label.text.trim().split(/\s+/u).length > 5)
  )
    return false;
  if (value.page !== label.page || value.column <= label.column || value.listItem) return false;
  if (label.tableRow !== undefined && value.tableRow !== label.tableRow) return false;
  return !labelCellPattern.test(value.text.trim());
}
