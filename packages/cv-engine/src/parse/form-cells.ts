// A form set as a Word table gives each label and its value a cell of their own ("Cargo:" |
// "Residente de obra"), read as two lines. A person reads one field: "Cargo: Residente de obra".
import type { TextLine } from '../extract/types';
import { isFormLabelCell } from '../language/field-label';
import { foldText } from '../language/fold-text';
import { tableHeadingPatterns } from '../vocabulary/entry-vocabulary';

/** A label cell: a few words ending in a colon, no figures ("Cargo:", "Grado / Título:"). */
const labelCellPattern = /^\p{L}[\p{L} ./°º-]{0,40}:$/u;
/**
 * The labels of the Europass CV (2004–2012), written without a colon in the form's left column,
 * Spanish and English: "Profesión o cargo desempeñado", "Name and address of employer".
 */
const europassLabelPattern =
  /^(?:fechas(?: \(de\s*[–-]\s*a\))?|dates(?: \(from\s*[–-]\s*to\))?|profesi[oó]n o cargo desempe[ñn]ado|puesto o cargo ocupados?|occupation or position held|funciones y responsabilidades principales|actividades y responsabilidades principales|principales (?:actividades|funciones) y responsabilidades|main activities and responsibilities|nombre y direcci[oó]n de la empresa o empleador|nombre y direcci[oó]n del empleador|name and address of employer|tipo de empresa o sector|type of business or sector|(?:t[ií]tulo de la )?cualificaci[oó]n obtenida|title of qualification awarded|principales materias o capacidades profesionales(?: estudiadas)?|principal subjects\s*\/\s*occupational skills covered|nombre y tipo del centro de estudios|nombre y tipo de la organizaci[oó]n que ha impartido la educaci[oó]n o la formaci[oó]n|name and type of organisation providing education and training|nivel en la clasificaci[oó]n nacional o internacional|nivel conforme a una clasificaci[oó]n nacional o(?: internacional)?|level in national or international classification)$/iu;

/** The Europass CV's labels of personal data: "Dirección(es)", "Teléfono(s)", "E-mail". */
const europassPersonalLabelPattern =
  /^(?:nombre\(s\)\s?\/\s?apellido\(s\)|direcci[oó]n\(es\)|tel[eé]fono\(s\)|correo\(s\) electr[oó]nico\(s\)|first name\(s\)\s?\/\s?surname\(s\)|address\(es\)|telephone\(s\))$/iu;

/** A Europass label opening a line, its value after it on the same line. */
const europassLabelOpening = new RegExp(
  `${[europassLabelPattern, europassPersonalLabelPattern]
    .map((pattern) => pattern.source.replace(/\$$/u, ''))
    .join('|')
    .replace(/^/u, '(?:')})(?=\\s+[^\\s:])`,
  'iu',
);

/**
 * A PDF reads a Europass CV's label column and its values row by row, each row one line
 * ("Fechas 03/2019 - Actualidad"): the label gets the colon its form leaves out, as when the
 * label and its value are table cells (joinLabelCells). Only in a CV with several such rows: one
 * line opening on "Fechas" is no form.
 *
 * @example
 * markEuropassRows(lines).map((line) => line.text); // ['Fechas: 03/2019 - Actualidad', …]
 */
export function markEuropassRows(lines: readonly TextLine[]): readonly TextLine[] {
  const rows = lines.filter(
    (line, index) =>
      europassLabelOpening.test(line.text.trim()) ||
      readLabelWrappedOnNextLine(line.text.trim(), lines[index + 1]?.text.trim() ?? '') !== null,
  );
  if (rows.length < minimumEuropassRows) return lines;
  const marked: TextLine[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as TextLine;
    const label = europassLabelOpening.exec(line.text.trim())?.[0];
    const next = lines[index + 1];
    // A value set in another size stands on the label's row as a line of its own (the name
    // in display type beside "Nombre(s) / Apellido(s)"): the two are one row.
    if (
      label === undefined &&
      next !== undefined &&
      isEuropassLabel(line.text.trim()) &&
      isBesideOnRow(line, next)
    ) {
      marked.push({ ...next, text: `${line.text.trim()}: ${next.text.trim()}`, x: line.x });
      index += 1;
      continue;
    }
    if (label === undefined) {
      const wrapped = readLabelWrappedOnNextLine(line.text.trim(), next?.text.trim() ?? '');
      if (wrapped === null) {
        marked.push(line);
        continue;
      }
      // "Name and type of organisation providing Universidad X" over "education and training":
      // the label's last words stand on the row below, alone or before the value's next line.
      marked.push({ ...line, text: `${wrapped.label}: ${wrapped.value}` });
      if (next !== undefined && wrapped.rest.length > 0)
        marked.push({ ...next, text: wrapped.rest });
      index += 1;
      continue;
    }
    // A long label wraps in its column: its last word stands alone on the row below the value
    // ("Nivel conforme a una clasificación nacional o" / "internacional").
    const tail = next?.text.trim() ?? '';
    const wrapped = europassLabelPattern.test(`${label} ${tail}`) && !/\s/u.test(tail);
    const value = line.text.trim().slice(label.length).trim();
    marked.push({ ...line, text: `${wrapped ? `${label} ${tail}` : label}: ${value}` });
    if (wrapped) index += 1;
  }
  return joinEmployerAddresses(marked);
}

const employerLabelPattern =
  /^(?:nombre y direcci[oó]n (?:de la empresa o empleador|del empleador)|name and address of employer):\s*\S/iu;

/**
 * "Nombre y dirección del empleador: Cerámicas Turia, S.L." over "Av. del Puerto 118, 46023
 * Valencia": the field's second paragraph is the employer's address, not a line of its own
 * (read alone, it opened a job of its own). Its lines join the field; the next label ends it.
 */
function joinEmployerAddresses(lines: readonly TextLine[]): TextLine[] {
  const joined: TextLine[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    if (
      previous !== undefined &&
      employerLabelPattern.test(previous.text) &&
      !line.listItem &&
      !/^[^:]{1,60}:/u.test(line.text) &&
      !isEuropassLabel(line.text.trim()) &&
      line.text.length <= 120 &&
      /\d/u.test(line.text)
    ) {
      joined[joined.length - 1] = {
        ...previous,
        text: `${previous.text.trim()}, ${line.text.trim()}`,
      };
      continue;
    }
    joined.push(line);
  }
  return joined;
}

/**
 * A Europass label too long for its column: its first words open the line, before the value,
 * and its last ones open the next line ("Principal subjects / occupational skills Water
 * resources…" over "covered analysis…"). The whole label, the value, and what the next line
 * holds after the label's words; null when no label is split so.
 */
function readLabelWrappedOnNextLine(
  text: string,
  next: string,
): { label: string; value: string; rest: string } | null {
  const words = text.split(/\s+/u);
  const nextWords = next.split(/\s+/u);
  for (let length = Math.min(words.length - 1, 8); length >= 2; length -= 1) {
    const head = words.slice(0, length).join(' ');
    for (let tail = 1; tail <= Math.min(4, nextWords.length); tail += 1) {
      const label = `${head} ${nextWords.slice(0, tail).join(' ')}`;
      if (!europassLabelPattern.test(label)) continue;
      return {
        label,
        value: words.slice(length).join(' '),
        rest: nextWords.slice(tail).join(' '),
      };
    }
  }
  return null;
}

/**
 * A label of the Europass CV, without its colon, whatever its length.
 *
 * @example isEuropassLabel('Nivel conforme a una clasificación nacional o internacional') // true
 */
export function isEuropassLabel(text: string): boolean {
  return europassLabelPattern.test(text) || europassPersonalLabelPattern.test(text);
}

/** PDF geometry: `value` starts right of `label` on the same row of the page. */
function isBesideOnRow(label: TextLine, value: TextLine): boolean {
  return (
    label.width > 0 &&
    value.page === label.page &&
    Math.abs(value.y + value.fontSize - (label.y + label.fontSize)) <=
      Math.max(label.fontSize, value.fontSize) / 2 &&
    value.x >= label.x + label.width
  );
}

/** Europass rows a CV shows at the least: dates, a position and an employer for one job. */
const minimumEuropassRows = 3;

/** Other words that head a table's columns of studies or jobs ("Año | Institución | Grado"). */
const columnHeadingPattern =
  /^(?:a[nñ]os?|fechas?|desde|hasta|inicio|fin|grados?(?:\s*\/\s*[\p{L} ]+)?|nivel|estudios|t[ií]tulo|especialidad|carrera|centro de estudios|lugar|ciudad|pa[ií]s|funciones(?: principales)?)$/iu;

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
    // A form's column of colons ("Nombres y Apellidos" | ":" | "Lucía Wasi"): the colon is the
    // label's, the value the cell after it.
    const colon = lines[index + 1];
    const afterColon = lines[index + 2];
    if (
      colon?.text.trim() === ':' &&
      afterColon !== undefined &&
      isCellOnRowAfter(line, colon) &&
      isCellOnRowAfter(colon, afterColon) &&
      /^\p{L}[\p{L} ./°º()-]{0,40}$/u.test(line.text.trim()) &&
      line.text.trim().split(/\s+/u).length <= 5
    ) {
      const label = line.text.trim().replace(/\s*:$/u, '');
      joined.push({ ...line, text: `${label}: ${afterColon.text.trim()}`, bold: afterColon.bold });
      index += 2;
      continue;
    }
    const value = lines[index + 1];
    if (value !== undefined && isLabelBesideValue(line, value) && !headsColumns(lines, index)) {
      // A Europass label gets the colon its form leaves out, as other forms write it; a value
      // cell that opens on the colon (": Rosa Wasi") gives it to its label, once.
      const valueText = value.text.trim();
      const colonInValue = /^:\s*\S/u.test(valueText);
      const colonless = isColonlessLabel(line.text.trim());
      // "Fechas (de – a)": the brackets say how to fill the field, not what it is.
      const labelText = line.text
        .trim()
        .replace(/\s*:$/u, '')
        .replace(/^(fechas|dates)\s+\([^()]*\)$/iu, '$1');
      const label = colonless || colonInValue ? `${labelText}:` : line.text.trim();
      const text = `${label} ${colonInValue ? valueText.replace(/^:\s*/u, '') : valueText}`;
      // A form's field, not a list's item, though the template styled its label cells as one.
      const field = colonless ? { listItem: false } : {};
      joined.push({ ...line, text, bold: value.bold, ...field });
      index += 1;
    } else joined.push(line);
  }
  return joined;
}

/**
 * The table cells of the row a line stands in: the run of cells, column after column, around it.
 * DOCX tells the drawn row; a PDF tells where each cell stands; a DOC only the cells' order.
 *
 * @example
 * findCellRow(lines, 7).map((cell) => cell.text); // ['FECHA', 'CURSO / EVENTO', 'HORAS']
 */
export function findCellRow(lines: readonly TextLine[], index: number): TextLine[] {
  const nextCell = (left: TextLine | undefined, right: TextLine | undefined): boolean =>
    left !== undefined &&
    right !== undefined &&
    left.source === 'table' &&
    right.source === 'table' &&
    left.page === right.page &&
    right.column === left.column + 1 &&
    (right.tableRow !== undefined
      ? left.tableRow === right.tableRow
      : right.width > 0
        ? Math.abs(left.y - right.y) < right.fontSize / 2
        : true);
  let start = index;
  while (nextCell(lines[start - 1], lines[start])) start -= 1;
  let end = index;
  while (nextCell(lines[end], lines[end + 1])) end += 1;
  return lines.slice(start, end + 1);
}

/**
 * A row of short headings heads a table's columns ("Período | Cargo | Institución y lugar",
 * "FECHA | CURSO / EVENTO | INSTITUCIÓN | HORAS"): none of its cells is a label beside its value.
 * The row (findCellRow) heads columns when it has three cells or more, none with a figure or more
 * than four words, and two of them are heading words or all are in capitals.
 */
function headsColumns(lines: readonly TextLine[], index: number): boolean {
  const cells = findCellRow(lines, index).map((cell) => cell.text.trim());
  if (cells.length < 3) return false;
  if (cells.some((cell) => /\d/u.test(cell) || cell.split(/\s+/u).length > 4)) return false;
  return (
    cells.filter(isColumnHeading).length >= 2 ||
    cells.every((cell) => /\p{Lu}/u.test(cell) && !/\p{Ll}/u.test(cell))
  );
}

function isColumnHeading(text: string): boolean {
  return (
    isFormLabelCell(text) ||
    columnHeadingPattern.test(text) ||
    // "Fecha Inicio", "Fecha de culminación (mes/año)": a table of jobs' own column names, short
    // ("Puesto de Salud Huayllay Grande" names a workplace).
    (text.split(/\s+/u).length <= 4 &&
      tableHeadingPatterns.some(([, pattern]) => pattern.test(foldText(text))))
  );
}

function isLabelBesideValue(label: TextLine, value: TextLine): boolean {
  if (label.source !== 'table' || value.source !== 'table') return false;
  if (
    !isColonlessLabel(label.text.trim()) &&
    (!labelCellPattern.test(label.text.trim()) || label.text.trim().split(/\s+/u).length > 5)
  )
    return false;
  if (value.page !== label.page || value.column <= label.column || value.listItem) return false;
  if (label.tableRow !== undefined && value.tableRow !== label.tableRow) return false;
  // A row of labels heads a table's columns ("Periodo | Empresa | Cargo"): no label is a value.
  return !labelCellPattern.test(value.text.trim()) && !isColumnHeading(value.text.trim());
}

/** Two table cells of one row, `cell` to the right of `before`. */
function isCellOnRowAfter(before: TextLine, cell: TextLine): boolean {
  return (
    before.source === 'table' &&
    cell.source === 'table' &&
    cell.page === before.page &&
    cell.column > before.column &&
    (before.tableRow === undefined || cell.tableRow === before.tableRow)
  );
}

function isColonlessLabel(text: string): boolean {
  return (
    europassLabelPattern.test(text) ||
    europassPersonalLabelPattern.test(text) ||
    isFormLabelCell(text)
  );
}
