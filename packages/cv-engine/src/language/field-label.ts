// A form's label before its value ("Cargo: Asistente Administrativa", "Periodo : Marzo 2019 –
// a la fecha", "Teléfono: 987…"): the form's furniture. Once the value is placed in a typed
// entry, which says what it is by where it stands, the label's words are not content a reader
// misses. One definition for the optimiser's do-no-harm check and for the retention measure.

/** Up to three words, a colon and a value on the same line (not a link's "https://"). */
const leadingLabelPattern = /^\s*((?:\p{L}+[\s-]?){1,3})\s*:(?!\/\/)\s*(\S.*)$/u;

/**
 * The label and the value of a line that opens with a short label, or null.
 *
 * @example splitFieldLabel('Cargo : Asistente Administrativa') // { label: 'Cargo', value: 'Asistente Administrativa' }
 * @example splitFieldLabel('Logré reducir costos en 10 %') // null
 */
export function splitFieldLabel(
  line: string,
): { readonly label: string; readonly value: string } | null {
  const match = leadingLabelPattern.exec(line);
  if (match === null) return null;
  return { label: (match[1] ?? '').trim(), value: match[2] ?? '' };
}

/**
 * A form's field labels in a cell of their own, written without a colon ("Cargo" | "Jefe de
 * Servicio", "Periodo" | "Enero 2017 – a la fecha"), as public-sector and hospital CVs set them.
 */
const formLabelCellPattern =
  /^(?:cargo|puesto|empresa|entidad|instituci[oó]n|empleador|periodo|per[ií]odo|fechas?|fecha de (?:ingreso|inicio|retiro|salida|egreso|t[eé]rmino|fin|culminaci[oó]n)|duraci[oó]n|tiempo de servicio|condici[oó]n|modalidad|r[eé]gimen laboral|apellidos y nombres|nombres y apellidos|lugar de nacimiento|estado civil|tel[eé]fonos?|celular|correo electr[oó]nico)$/iu;

/**
 * Up to four words and a colon, alone on the line: the value comes in the next cell or line, or
 * the lines under it are what it names ("Funciones y responsabilidades principales:").
 */
const labelAlonePattern = /^\s*(?:\p{L}+[\s-]?){1,4}\s*:\s*$/u;

/**
 * Whether a line is only a label whose value comes in the next cell or line, or that heads the
 * lines under it: "Cargo:", "Funciones:", or a form's label cell without a colon ("Periodo").
 *
 * @example isLabelAlone('Fecha de expedición:') // true
 */
export function isLabelAlone(text: string): boolean {
  return labelAlonePattern.test(text) || isFormLabelCell(text);
}

/**
 * Whether a cell is only a form's field label, written without a colon.
 *
 * @example isFormLabelCell('Periodo') // true
 * @example isFormLabelCell('Puesto de Salud Huayllay') // false
 */
export function isFormLabelCell(text: string): boolean {
  return formLabelCellPattern.test(text.trim());
}
