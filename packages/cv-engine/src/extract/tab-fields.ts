// Tabs that set a Word line out as a row of fields ("Asistente contable<tab>Agroexportadora Valle
// S.A.C.<tab>2019 – 2021"): read as " | ", the separator the parser splits entry fields at
// (issue 12), where a plain space would join a job title to its employer. A line of only two
// pieces is left alone, since a tab there usually aligns a value after its label ("Nombre<tab>
// José", "DNI<tab>: 45871236", measured on the real CVs), unless the second piece is an employer
// in its legal form ("Secretaria<tab>AGENCIA WASI S.A.C.") or a role's employer in capitals
// ("Auxiliar de Oficina<tab>MUNICIPALIDAD DE WASI"); so are tabs that indent a line or sit beside
// a colon or dash.
import { foldText } from '../language/fold-text';
import { endsInLegalForm, organisationPattern, titlePattern } from '../vocabulary/entry-vocabulary';

/** Tabs with the spaces around them. */
const tabRunPattern = /[^\S\t]*\t\s*/gu;

/**
 * The line's text with its tabs read as " | " when they part three or more fields, else as
 * spaces.
 *
 * @example
 * markTabFields('Vendedora\tBodega Doña Rosa\t2014 – 2016'); // 'Vendedora | Bodega Doña Rosa | 2014 – 2016'
 * markTabFields('Nombre\tJosé'); // 'Nombre José'
 */
export function markTabFields(text: string): string {
  const separates = (run: string, offset: number, whole: string): boolean => {
    const before = whole.slice(0, offset).trimEnd();
    const after = whole.slice(offset + run.length);
    if (before.length === 0 || after.trim().length === 0) return false;
    return !/[:|•·–—-]$/u.test(before) && !/^[:|•·–—-]/u.test(after);
  };
  const separators = [...text.matchAll(tabRunPattern)].filter((match) =>
    separates(match[0], match.index, text),
  );
  const [only] = separators;
  const beforeEmployer =
    separators.length === 1 &&
    only !== undefined &&
    isRoleAndEmployer(text.slice(0, only.index), text.slice(only.index + only[0].length));
  return text.replace(tabRunPattern, (run: string, offset: number, whole: string) =>
    (separators.length >= 2 || beforeEmployer) && separates(run, offset, whole) ? ' | ' : ' ',
  );
}

function isRoleAndEmployer(first: string, second: string): boolean {
  if (endsInLegalForm(first)) return false;
  if (endsInLegalForm(second)) return true;
  const capitals = /\p{Lu}/u.test(second) && second === second.toLocaleUpperCase('es');
  return (
    capitals &&
    organisationPattern.test(foldText(second)) &&
    titlePattern.test(foldText(first)) &&
    first !== first.toLocaleUpperCase('es')
  );
}
