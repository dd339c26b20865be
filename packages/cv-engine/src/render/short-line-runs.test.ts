// Issue 13, "Fit": a sidebar's short lines (skills, languages, contact fields one per line) are run
// together when the CV needs room, before any type is made smaller, in both files alike.
import { describe, expect, test } from 'vitest';

import type { CvDocument } from '../model/cv-document';
import { inflateZipEntry, readZipEntries } from '../extract/zip-archive';
import { layOutCv, type CvLayout, type LayoutBlock } from './cv-layout';
import { extractDocument } from '../extract/extract-document';
import { renderCvToDocx } from './render-docx';
import { fitCvLayout, measurePdfPages, renderCvToPdf } from './render-pdf';
import { fitSteps, renderTheme } from './render-theme';
import { createEnglishCvDocument, withExtraJobs } from './sample-cv-documents';
import { layoutOfStep, runShortLines } from './short-line-runs';

function block(kind: LayoutBlock['kind'], text: string, label: string | null = null): LayoutBlock {
  return { kind, text, label, keepWithNext: kind === 'heading' || kind === 'emphasis', links: [] };
}

/** A line of a list section (skills, languages, contact data). */
function item(text: string): LayoutBlock {
  return { ...block('paragraph', text), listItem: true };
}

function layoutOf(blocks: LayoutBlock[]): CvLayout {
  return { title: 'CV', author: null, languageTag: 'es-PE', blocks };
}

describe('short lines run together', () => {
  test('a list of short items becomes one line, " · " between them', () => {
    const layout = layoutOf([
      block('heading', 'Habilidades'),
      item('Trabajo en equipo'),
      item('Creatividad'),
      item('Empatía'),
      block('heading', 'Idiomas'),
      item('Español — Nativo'),
      item('Quechua — Intermedio'),
    ]);
    expect(runShortLines(layout).blocks.map(({ kind, text }) => [kind, text])).toEqual([
      ['heading', 'Habilidades'],
      ['paragraph', 'Trabajo en equipo · Creatividad · Empatía'],
      ['heading', 'Idiomas'],
      ['paragraph', 'Español — Nativo · Quechua — Intermedio'],
    ]);
  });

  test('a label alone on its line rejoins its value', () => {
    const layout = layoutOf([
      block('heading', 'Contacto'),
      block('emphasis', 'Teléfono:'),
      block('paragraph', '987 654 321'),
      block('paragraph', 'Fecha de nacimiento :'),
      block('paragraph', '12/03/1999'),
    ]);
    expect(runShortLines(layout).blocks.map(({ label, text }) => [label, text])).toEqual([
      [null, 'Contacto'],
      ['Teléfono', '987 654 321'],
      ['Fecha de nacimiento', '12/03/1999'],
    ]);
  });

  test('sentences, bullets, skill groups, form fields, titles without dates and single items stay as they are', () => {
    const blocks = [
      item('Analista con 5 años en banca.'),
      item('Resolutiva y ordenada.'),
      block('bullet', 'Excel'),
      block('bullet', 'Power BI'),
      block('paragraph', 'Excel, Power BI', 'Ofimática'),
      block('paragraph', 'SQL, Python', 'Datos'),
      block('entry-title', 'Analista — Banco Andino'),
      block('bullet', 'Reportes regulatorios'),
      item('Inglés — Avanzado'),
      item('Cargo: Asistente contable'),
      item('Periodo: 2019 – 2021'),
      // An entry's lines (a school's), not a list's items.
      block('paragraph', 'Colegio San Martín'),
      block('paragraph', 'Secundaria completa'),
      block('heading', 'Intereses'),
      item('Ajedrez'),
    ];
    const layout = layoutOf(blocks);
    expect(runShortLines(layout)).toBe(layout);
  });

  test("an entry's dates go beside its title, the bullets under it stay", () => {
    const layout = layoutOf([
      block('entry-title', 'Analista de Datos — Banco Andino'),
      block('entry-meta', 'ene. 2021 – actualidad · Lima'),
      block('bullet', 'Automaticé 35 reportes regulatorios.'),
      block('entry-title', 'Practicante — Minera Sur'),
      block('bullet', 'Ordené el archivo de contratos.'),
    ]);
    expect(runShortLines(layout).blocks.map(({ kind, text, meta }) => [kind, text, meta])).toEqual([
      ['entry-title', 'Analista de Datos — Banco Andino', 'ene. 2021 – actualidad · Lima'],
      ['bullet', 'Automaticé 35 reportes regulatorios.', undefined],
      ['entry-title', 'Practicante — Minera Sur', undefined],
      ['bullet', 'Ordené el archivo de contratos.', undefined],
    ]);
  });

  test('a link keeps its place in the joined line', () => {
    const site = item('www.anaquispe.pe');
    const layout = layoutOf([
      item('Lima'),
      { ...site, links: [{ start: 0, end: 16, target: 'https://www.anaquispe.pe' }] },
    ]);
    const [joined] = runShortLines(layout).blocks;
    expect(joined?.text).toBe('Lima · www.anaquispe.pe');
    const link = joined?.links[0];
    expect(joined?.text.slice(link?.start, link?.end)).toBe('www.anaquispe.pe');
  });

  test("a list section's lines are its items, an entry section's are not", () => {
    const cv = withSidebarLists(createEnglishCvDocument());
    const withSchool = {
      ...cv,
      sections: [
        ...cv.sections,
        {
          id: 'e-school',
          kind: 'education' as const,
          heading: 'Secondary school',
          lines: ['Colegio San Martín', 'Secondary school', '2008 – 2012'],
        },
      ],
    };
    const { blocks } = layOutCv(withSchool);
    const itemOf = (text: string) => blocks.find((each) => each.text === text)?.listItem;
    expect(itemOf('Teamwork')).toBe(true);
    expect(itemOf('Spanish — Native')).toBe(true);
    expect(itemOf('Colegio San Martín')).toBeUndefined();
  });

  test("only a fitting step that asks for it gets the runs, the template's own theme never", () => {
    const layout = layoutOf([item('Excel'), item('Word')]);
    expect(layoutOfStep(layout, renderTheme)).toBe(layout);
    const first = fitSteps.findIndex((step) => step.runsShortLines);
    expect(first).toBeGreaterThan(0);
    // Before the type gets smaller, and on in every step after it.
    expect(fitSteps[first]?.blocks.paragraph.size).toBe(renderTheme.blocks.paragraph.size);
    expect(fitSteps.slice(first).every((step) => step.runsShortLines)).toBe(true);
    expect(layoutOfStep(layout, fitSteps[first] ?? renderTheme).blocks).toHaveLength(1);
  });
});

/** A fictional CV from a two-column template: its sidebar's lists moved into sections. */
function withSidebarLists(cv: CvDocument): CvDocument {
  const sidebar = [
    'Teamwork',
    'Assertive communication',
    'Results orientation',
    'Critical thinking',
    'Adaptability',
    'Leadership',
    'Punctuality',
    'Advanced Excel',
    'Power BI',
    'SAP',
  ];
  return {
    ...cv,
    sections: [
      ...cv.sections,
      { id: 'e-soft', kind: 'other', heading: 'Strengths', lines: sidebar },
      {
        id: 'e-data',
        kind: 'other',
        heading: 'Personal details',
        lines: ['District:', 'San Juan de Lurigancho', 'Driving licence:', 'A-I'],
      },
    ],
  };
}

/** The sample with as many extra jobs as make it overflow one page by its sidebar's lines. */
function findCvThatFitsOnlyWithRuns() {
  const runsFrom = fitSteps.findIndex((step) => step.runsShortLines);
  const withoutRuns = fitSteps[runsFrom - 1] ?? renderTheme;
  const withRuns = fitSteps[runsFrom] ?? renderTheme;
  for (let extra = 0; extra <= 8; extra += 1) {
    const cv = withSidebarLists(withExtraJobs(createEnglishCvDocument(), extra));
    const layout = layOutCv(cv);
    const fit = measurePdfPages(layout, withRuns);
    if (measurePdfPages(layout, withoutRuns).pages === 2 && fit.pages === 1) {
      if (fit.lastPageFill <= 0.97) return { cv, layout, withRuns };
    }
  }
  throw new Error('No sample CV fits one page only with its short lines run together.');
}

/** The DOCX's paragraphs as plain text. */
function readDocxParagraphs(docx: Uint8Array): string[] {
  const entry = readZipEntries(docx).find((each) => each.name === 'word/document.xml');
  if (!entry) throw new Error('No word/document.xml');
  const xml = new TextDecoder().decode(inflateZipEntry(docx, entry, 10_000_000));
  return [...xml.matchAll(/<w:p[ >].*?<\/w:p>/gsu)].map((paragraph) =>
    [...paragraph[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/gu)].map((text) => text[1]).join(''),
  );
}

describe('fitting one page with the short lines run together', () => {
  test('a CV over its page by a sidebar list fits it at the normal body size', () => {
    const { layout, withRuns } = findCvThatFitsOnlyWithRuns();
    const fit = fitCvLayout(layout, { targetPages: 1 });
    expect(fit.pages).toBe(1);
    expect(fit.theme).toBe(withRuns);
    expect(fit.theme.blocks.paragraph.size).toBe(renderTheme.blocks.paragraph.size);
  });

  test('the DOCX writes the same joined lines as the PDF', async () => {
    const { cv } = findCvThatFitsOnlyWithRuns();
    const paragraphs = readDocxParagraphs(await renderCvToDocx(cv, { targetPages: 1 }));
    expect(paragraphs).toContain(
      'Teamwork · Assertive communication · Results orientation · Critical thinking · ' +
        'Adaptability · Leadership · Punctuality · Advanced Excel · Power BI · SAP',
    );
    expect(paragraphs).toContain('District: San Juan de Lurigancho');
    expect(paragraphs).not.toContain('District:');
    expect(paragraphs).toContain('Software Engineer — Rappi Peru · Feb 2022 – Present · Lima');
  });

  test('the PDF reads back the same lines', async () => {
    const { cv } = findCvThatFitsOnlyWithRuns();
    const pdf = await renderCvToPdf(cv, { targetPages: 1 });
    const reading = await extractDocument(pdf, { ocrTimeBudgetMs: 0 });
    expect(reading.pageCount).toBe(1);
    const lines = reading.lines.map((line) => line.text);
    expect(lines).toContain('District: San Juan de Lurigancho');
    expect(lines).toContain('Software Engineer — Rappi Peru · Feb 2022 – Present · Lima');
  });

  test('a CV that fits its page as it is keeps one item per line', async () => {
    const cv = withSidebarLists(createEnglishCvDocument());
    const paragraphs = readDocxParagraphs(await renderCvToDocx(cv, { targetPages: 1 }));
    expect(paragraphs).toContain('Teamwork');
    expect(paragraphs).toContain('District:');
  });
});
