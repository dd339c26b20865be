// What issue 13 asks the optimiser to prove on every CV: nothing of the source is lost
// (retention), nothing is made up (invention). Pure functions over the source's text, the text
// read back from our own PDF and the report, so the measure is the same in `npm run eval:cv` and
// in the tests. Results are counts and, for the terminal only, the tokens themselves: they may be
// a real person's words and are never written to a file.
import { foldText } from '../src/language/fold-text';
import { listContentTokens } from '../src/language/content-tokens';
import { isLabelAlone, splitFieldLabel } from '../src/language/field-label';
import { monthAbbreviations } from '../src/model/date-range-text';
import { unplacedSectionHeadings } from '../src/parse/parse-cv';
import { standardHeadings } from '../src/vocabulary/standard-headings';
import { identifySpanishVerb, startsWithActionVerb } from '../src/vocabulary/action-verbs';

/**
 * Words the engine itself writes: standard headings, month abbreviations, "actualidad", the
 * key-skills label, the scheme of a link. Not an invention when they appear in the output.
 */
const engineWords: ReadonlySet<string> = new Set(
  [
    ...Object.values(standardHeadings.es),
    ...Object.values(standardHeadings.en),
    ...monthAbbreviations.es,
    ...monthAbbreviations.en,
    ...Object.values(unplacedSectionHeadings),
    'actualidad Present Otros Other Competencias clave Key skills',
    'https http www mailto',
  ]
    .filter((text): text is string => text !== null)
    .flatMap((text) => listContentTokens(text)),
);

export type OutputEvidence = {
  /** Distinct content tokens of the source. */
  readonly sourceTokens: number;
  /** Source tokens found neither in the output nor in the report. */
  readonly lost: readonly string[];
  /** Output tokens found neither in the source nor among the engine's own words. */
  readonly invented: readonly string[];
};

/** Contact labels without a colon ("Cel. 987…", "Correo ana@…"): the contact line replaces them. */
const contactLabelWords: ReadonlySet<string> = new Set(
  listContentTokens(
    'teléfono teléfonos telf tel celular cel móvil movil fono whatsapp correo email mail dirección domicilio phone mobile cell address',
  ),
);
/** A heading's number ("1 Formación", "II. Experiencia"): the page's furniture. */
/** A list's number before an item ("1. HOSPITAL …"): the output keeps the order, not the number. */
const listNumberPattern = /^\s*(\d{1,2})[.)]\s+(\S.*)$/u;
const headingNumberPattern = /^\s*(?:\d{1,2}|[ivx]{1,4}|[a-h])[.)]?\s+(.+)$/iu;

/**
 * Compares a source's text with the text read back from the rendered output. `reportText` is
 * what the report shows the user (replaced or removed text, warnings): a token listed there is
 * not lost. `sourceLinks` are the source's link targets (a "LinkedIn" word linking to a profile):
 * the output may show them. Forgiven, because a reader sees no loss in them:
 * - a label before a value the output keeps ("Teléfono: 987…" → "987…"), or rewrites and
 *   the report lists ("Periodo: 01/2024" → "ene. 2024"); a label in a cell or line of its
 *   own before its value ("Cargo" | "Jefe de Servicio");
 * - a word broken by a hyphen, or a compound, the output or our re-reading writes whole;
 * - an address wrapped over two lines in the source, written whole in the output;
 * - a contact label the contact line replaces ("Cel.", "Correo"), a heading's number;
 * - a list's number before an item the output keeps ("1. HOSPITAL …").
 *
 * @example
 * measureOutputEvidence({ sourceText: 'Ventas 2020', outputText: 'Ventas 2020', reportText: '', sourceLinks: [], sourceHeadings: [] })
 * // { sourceTokens: 2, lost: [], invented: [] }
 */
export function measureOutputEvidence(texts: {
  readonly sourceText: string;
  readonly outputText: string;
  readonly reportText: string;
  readonly sourceLinks: readonly string[];
  /** The source's section headings as parse read them. */
  readonly sourceHeadings: readonly string[];
}): OutputEvidence {
  const outputList = listContentTokens(texts.outputText);
  const output = new Set(outputList);
  const report = new Set(listContentTokens(texts.reportText));
  // An address wrapped at a line end ("rosa@correo-" / "andino.pe") is read whole.
  const sourceText = texts.sourceText.replace(/(\S*[@/]\S*[-_@])\n(?=[\p{L}\p{N}])/gu, '$1');
  const sourceList = listContentTokens(sourceText);
  // Link targets, and headings as parse read them (a letter-spaced "S K I L L S" is one word).
  const source = new Set([
    ...sourceList,
    ...listContentTokens([...texts.sourceLinks, ...texts.sourceHeadings].join('\n')),
  ]);

  const forgiven = new Set<string>();
  for (const joined of listHyphenJoins(sourceText)) {
    source.add(joined.whole);
    if (output.has(joined.whole)) joined.parts.forEach((part) => forgiven.add(part));
  }
  const accountedFor = (text: string) =>
    listContentTokens(text).every((token) => output.has(token) || report.has(token));
  const sourceTextLines = texts.sourceText.split('\n');
  sourceTextLines.forEach((line, index) => {
    // A label in a cell or line of its own, its value in the next ("Cargo" | "Jefe de Servicio").
    const next = sourceTextLines[index + 1] ?? '';
    if (isLabelAlone(line) && next.trim() !== '' && accountedFor(next)) {
      listContentTokens(line).forEach((token) => forgiven.add(token));
    }
  });
  for (const line of sourceTextLines) {
    // The value may be printed in the output's own form ("Periodo: 01/2024 – Actualidad" →
    // "ene. 2024 – actualidad"), which the report lists: it is accounted for either way.
    const label = splitFieldLabel(line);
    const valueKept = label && accountedFor(label.value);
    if (valueKept) listContentTokens(label.label).forEach((token) => forgiven.add(token));
    const numbered = listNumberPattern.exec(line);
    const itemKept =
      numbered && listContentTokens(numbered[2] ?? '').every((token) => output.has(token));
    if (itemKept) forgiven.add(numbered[1] ?? '');
  }
  const headings = new Set(
    texts.sourceHeadings.map((heading) => listContentTokens(heading).join(' ')),
  );
  for (const line of texts.sourceText.split('\n')) {
    const numbered = headingNumberPattern.exec(line);
    if (numbered && headings.has(listContentTokens(numbered[1] ?? '').join(' '))) {
      listContentTokens(line.slice(0, line.length - (numbered[1] ?? '').length)).forEach((token) =>
        forgiven.add(token),
      );
    }
  }
  contactLabelWords.forEach((word) => forgiven.add(word));
  const outputAddresses = outputList.filter(isAddress);
  const lost = [...new Set(sourceList)].filter(
    (token) =>
      !output.has(token) &&
      !report.has(token) &&
      !forgiven.has(token) &&
      // An address wrapped over two lines in the source: the output writes it whole.
      !(
        isAddress(token) &&
        outputAddresses.some((address) => address.startsWith(token) || address.endsWith(token))
      ),
  );
  // An address a narrow column broke anywhere ("rosa.quispe" / "1990@gmail.com", "…@gm" /
  // "ail.com"), which the parser reads whole: the last word of one line and the first of the next.
  const sourceLines = sourceText.split('\n');
  const addressesAcrossLines = new Set(
    sourceLines.slice(1).flatMap((line, index) => {
      const before = (sourceLines[index] ?? '').trim().split(/\s+/u).at(-1) ?? '';
      const after = line.trim().split(/\s+/u)[0] ?? '';
      return listContentTokens(`${before}${after}`).filter(isAddress);
    }),
  );
  const wrappedAddresses = [...source].filter(
    (token) => isAddress(token) && /[-/_.]$/u.test(token),
  );
  const invented = [...output].filter(
    (token) =>
      !source.has(token) &&
      !engineWords.has(token) &&
      !isSpelledDifferently(token, source) &&
      !startsWithActionVerb(token) &&
      // A present form that is also a noun ("cuadro"): alone it reads as the noun, but it is
      // the optimiser's verb for a current job ("Cuadre de caja" → "Cuadro caja").
      identifySpanishVerb(token)?.kind !== 'present' &&
      !wrappedAddresses.some((start) => token.startsWith(start)) &&
      !addressesAcrossLines.has(token) &&
      // Our own PDF wrapped an address: its first part is a prefix of the source's.
      !(
        isAddress(token) &&
        /[-/_.]$/u.test(token) &&
        [...source].some((known) => known.startsWith(token))
      ),
  );
  return { sourceTokens: new Set(sourceList).size, lost, invented };
}

function isAddress(token: string): boolean {
  return /[.@/]/u.test(token);
}

/** "princi-\npales" and "low-carbon" → principales, lowcarbon, with the two halves joined. */
function listHyphenJoins(text: string): { whole: string; parts: string[] }[] {
  const joins: { whole: string; parts: string[] }[] = [];
  for (const match of foldText(text).matchAll(/(\p{L}+)-\s*(\p{L}+)/gu)) {
    const [, left = '', right = ''] = match;
    joins.push({
      whole: `${left}${right}`,
      parts: [left, right].filter((part) => part.length >= 3),
    });
  }
  return joins;
}

/**
 * A number the output writes without the source's leading zero ("03/2021" → "mar. 2021" keeps
 * 2021 and drops 03) is not an invention; nor is a plural the output singularised. Kept narrow:
 * anything else new is counted.
 */
function isSpelledDifferently(token: string, source: ReadonlySet<string>): boolean {
  if (/^\d+$/u.test(token)) return source.has(token.replace(/^0+/u, '')) || source.has(`0${token}`);
  return source.has(`${token}s`) || source.has(`${token}es`);
}

/**
 * Source lines the output prints more often than the source does: a line both kept in its
 * section and again elsewhere (as unplaced, as the headline, read twice from a text box). Lines
 * are compared by their content tokens, so a re-wrapped or re-punctuated line still matches; a
 * line of under three tokens ("Inglés", an e-mail) is too short to tell a repeat from a mention.
 *
 * @example
 * listRepeatedLines('Av. Los Pinos 245\nVentas', 'Av. Los Pinos 245\nVentas\nAv. Los Pinos 245')
 * // ['Av. Los Pinos 245']
 */
export function listRepeatedLines(sourceText: string, outputText: string): string[] {
  const sequence = (text: string) => ` ${listContentTokens(text).join(' ')} `;
  const source = sequence(sourceText);
  const output = sequence(outputText);
  const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;
  const seen = new Set<string>();
  return sourceText.split('\n').filter((line) => {
    const tokens = listContentTokens(line);
    const key = ` ${tokens.join(' ')} `;
    if (tokens.length < 3 || seen.has(key)) return false;
    seen.add(key);
    return count(output, key) > count(source, key);
  });
}
