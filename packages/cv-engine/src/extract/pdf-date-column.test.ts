import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { extractDocument } from './extract-document';
import { joinStackedDates } from './pdf-date-column';
import type { PlacedRow } from './pdf-rows';
import { textRun } from './testing/pdf-text-items';

/** A row of the main column: [text, x, width, size] runs on one baseline. */
function row(baseline: number, ...runs: [string, number, number, number][]): PlacedRow {
  return {
    baseline,
    column: 1,
    fullWidth: false,
    items: runs.map(([text, x, width, size]) => ({ ...textRun(text, x, baseline, size), width })),
  };
}

function texts(rows: readonly PlacedRow[]): string[] {
  return rows.map((placed) => placed.items.map((item) => item.text).join(' '));
}

describe('joinStackedDates: a dates column that stacks each range without a dash (issue 12)', () => {
  // A designed CV: the dates column at x 206 (the end above the start, the second date on a row
  // of its own), the title at x 268 and the employer under it.
  const entry = (baseline: number, end: string, start: string, title: string, employer: string) => [
    row(baseline, [end, 206, 33, 8.8], [title, 268, 83, 10.5]),
    row(baseline + 8, [start, 206, 32, 8.8]),
    row(baseline + 13, [employer, 268, 65, 9.5]),
    row(baseline + 27, ['Built the weekly risk dashboard in Power BI.', 278, 280, 9]),
  ];

  it('reads each pair as one range beside the title, the end above the start', () => {
    const rows = joinStackedDates([
      ...entry(261, 'Present', 'Jan 2022', 'Senior Data Analyst', 'Retail Wasi S.A.'),
      ...entry(350, 'Dec 2021', 'Apr 2019', 'Data Analyst', 'Qori Pagos S.A.C.'),
    ]);
    expect(texts(rows)).toEqual([
      'Present – Jan 2022 Senior Data Analyst',
      'Retail Wasi S.A.',
      'Built the weekly risk dashboard in Power BI.',
      'Dec 2021 – Apr 2019 Data Analyst',
      'Qori Pagos S.A.C.',
      'Built the weekly risk dashboard in Power BI.',
    ]);
  });

  it('reads two dates stacked alone over each entry as its range, the start above the end', () => {
    // A timeline's years over each school, nothing beside them.
    const school = (baseline: number, start: string, end: string, name: string) => [
      row(baseline, [start, 25, 25, 11.4]),
      row(baseline + 13, [end, 25, 25, 11.4]),
      row(baseline + 41, [name, 26, 159, 13.7]),
      row(baseline + 78, ['Bachelor', 26, 45, 11.4]),
    ];
    const rows = joinStackedDates([
      ...school(278, '2013', '2018', 'Universidad Nacional de Ingeniería'),
      ...school(427, '2020', '2021', 'Pontificia Universidad Católica del Perú'),
    ]);
    expect(texts(rows)).toEqual([
      '2013 – 2018',
      'Universidad Nacional de Ingeniería',
      'Bachelor',
      '2020 – 2021',
      'Pontificia Universidad Católica del Perú',
      'Bachelor',
    ]);
  });

  it('leaves a column of single dates alone, and a lone pair without the present', () => {
    const certificates = [
      row(250, ['2022', 206, 20, 8.8], ['Power BI Data Analyst', 268, 95, 9.5]),
      row(262, ['2020', 206, 20, 8.8], ['Google Data Analytics', 268, 95, 9.5]),
      row(274, ['2019', 206, 20, 8.8], ['Scrum Foundation', 268, 80, 9.5]),
      row(286, ['2018', 206, 20, 8.8], ['Excel avanzado', 268, 70, 9.5]),
    ];
    expect(joinStackedDates(certificates)).toEqual(certificates);
    const two = certificates.slice(0, 2);
    expect(joinStackedDates(two)).toEqual(two);
    // "De 2007" over "A 2012" (twice on the page) say which end each is: left as the rows give it.
    const spelt = [
      row(300, ['De 2007', 62, 40, 11], ['Bachiller en Ingeniería de Minas', 175, 170, 11]),
      row(312, ['A 2012', 62, 35, 11], ['Universidad Nacional Wasi', 175, 150, 11]),
      row(360, ['De 2002', 62, 40, 11], ['Educación Secundaria', 175, 110, 11]),
      row(372, ['A 2006', 62, 35, 11], ['I.E. Kamayoq', 175, 70, 11]),
    ];
    expect(joinStackedDates(spelt)).toEqual(spelt);
  });

  it('reads the stacked ranges of a designed PDF with a sidebar', async () => {
    const file = new URL('../../fixtures/invented/invented-zi04.pdf', import.meta.url);
    const lines = (await extractDocument(new Uint8Array(readFileSync(file)))).lines.map(
      (line) => line.text,
    );
    expect(lines).toContain('Present – Jan 2022 Senior Data Analyst');
    expect(lines).toContain('Dec 2021 – Apr 2019 Data Analyst');
  });
});
