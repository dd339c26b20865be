// Tabs that set a Word line out as a row of fields ("Asistente contable<tab>Agroexportadora Valle
// S.A.C.<tab>2019 – 2021"): read as " | ", the separator the parser splits entry fields at
// (issue 12), where a plain space would join a job title to its employer. A line of only two
// pieces is left alone, since a tab there usually aligns a value after its label ("Nombre<tab>
// José", "DNI<tab>: 45871236", measured on the real CVs); so are tabs that indent a line or
// sit beside a colon or dash.

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
  const separating = [...text.matchAll(tabRunPattern)].filter((match) =>
    separates(match[0], match.index, text),
  ).length;
  return text.replace(tabRunPattern, (run: string, offset: number, whole: string) =>
    separating >= 2 && separates(run, offset, whole) ? ' | ' : ' ',
  );
}
