// Scanned CVs (issue 7): a PDF of page images is read by OCR, then parsed as usual, and the user
// is told to check the result. OCR takes seconds, so each document is read once, in beforeAll.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';

import { CvEngineError } from '../errors';
import type { CvDocument } from '../model/cv-document';
import { foldText } from '../language/fold-text';
import { parseCv, parseWarningCodes } from '../parse/parse-cv';
import { extractDocument } from './extract-document';
import { ocrLimits } from './limits';
import { renderScannedPdf } from './testing/build-scanned-pdf';
import type { ExtractedDocument } from './types';

const scannedDir = new URL('../../fixtures/scanned/', import.meta.url);
const fixtureId = 'scanned-es-pdf-word-export-03';

type Label = {
  name: string;
  email: string;
  phone: string;
  sections: string[];
  ocr_twin_of: string;
};

const label = JSON.parse(
  readFileSync(new URL(`${fixtureId}.label.json`, scannedDir), 'utf8'),
) as Label;

let scanned: ExtractedDocument;
let scannedCv: CvDocument;
let longScan: ExtractedDocument;

beforeAll(async () => {
  scanned = await extractDocument(
    new Uint8Array(readFileSync(new URL(`${fixtureId}.pdf`, scannedDir))),
  );
  scannedCv = parseCv(scanned);
  // Five scanned pages: one more than OCR reads.
  const pages = Array.from({ length: ocrLimits.maxPages + 1 }, (_, index) => [
    `Página ${index + 1} del CV de Rosa Quispe`,
    'Experiencia en ventas y atención al cliente',
  ]);
  longScan = await extractDocument(await renderScannedPdf(pages));
}, 120_000);

describe('extractDocument on a scanned PDF', () => {
  it('is the scan of a labelled CV, with no text of its own', () => {
    expect(label.ocr_twin_of).toBe('cvs/es-pdf-word-export-03.pdf');
    expect(scanned.readByOcr).toBe(true);
    expect(scanned.pagesReadByOcr).toBe(1);
  });

  it('recovers the contact data', () => {
    expect(scannedCv.contact.name).toBe(label.name);
    expect(scannedCv.contact.email).toBe(label.email);
    expect(scannedCv.contact.phone).toBe(label.phone);
  });

  it('recovers every section heading, in order', () => {
    expect(scannedCv.sections.map((section) => foldText(section.heading))).toEqual(
      label.sections.map(foldText),
    );
  });

  it('recovers the bullets as list items, without their marker', () => {
    const bullet = scanned.lines.find((line) => line.text.startsWith('Preparación del PDT'));
    expect(bullet?.listItem).toBe(true);
  });

  it('tells the user the CV was read by OCR and should be checked', () => {
    expect(scannedCv.warnings[0]).toEqual({
      code: parseWarningCodes.readByOcr,
      message:
        'Leímos tu CV con reconocimiento de texto (OCR) porque es una imagen escaneada. Revisa que tus datos —sobre todo correo, teléfono y fechas— estén correctos.',
      text: null,
    });
    expect(scannedCv.warnings.map((warning) => warning.code)).not.toContain(
      parseWarningCodes.pagesNotReadByOcr,
    );
  });

  it('reads only the first pages of a long scan and says the rest was not read', () => {
    expect(longScan.pageCount).toBe(ocrLimits.maxPages + 1);
    expect(longScan.pagesReadByOcr).toBe(ocrLimits.maxPages);
    expect(longScan.lines.map((line) => line.text)).toContain('Página 4 del CV de Rosa Quispe');
    expect(Math.max(...longScan.lines.map((line) => line.page))).toBe(ocrLimits.maxPages);
    const warning = parseCv(longScan).warnings.find(
      (candidate) => candidate.code === parseWarningCodes.pagesNotReadByOcr,
    );
    expect(warning?.message).toMatch(
      /^Solo leímos las primeras 4 páginas de tu CV escaneado: la página 5 no se leyó\./,
    );
  });

  it('gives up with IMAGE_ONLY_PDF when OCR runs out of time', async () => {
    const bytes = readFileSync(new URL(`${fixtureId}.pdf`, scannedDir));
    const error: unknown = await extractDocument(new Uint8Array(bytes), {
      ocrTimeBudgetMs: 1,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CvEngineError);
    expect((error as CvEngineError).code).toBe('IMAGE_ONLY_PDF');
  });
});

describe('extractDocument on a scanned sheet turned the wrong way', () => {
  const lines = [
    'Rosa Quispe Mamani',
    'rosa.quispe@correo.pe',
    'EXPERIENCIA',
    'Analista de ventas en Comercial Andina',
  ];

  it('reads a page that lay upside down on the glass', async () => {
    const document = await extractDocument(await renderScannedPdf([lines], { quarterTurns: 2 }));
    expect(document.lines.map((line) => line.text)).toEqual(lines);
  }, 120_000);

  it('reads a page photographed sideways, line by line', async () => {
    const document = await extractDocument(await renderScannedPdf([lines], { quarterTurns: 1 }));
    expect(document.lines.map((line) => line.text)).toEqual(lines);
  }, 120_000);
});

describe('extractDocument on a scan with light grey print', () => {
  it('reads the grey dates and place under a job as well as its black title', async () => {
    const lines = [
      'Rosa Quispe Mamani',
      'EXPERIENCIA',
      'Analista de ventas en Comercial Andina',
      { text: 'marzo de 2021 - actualidad (3 años)', colour: '#b4b4b4' },
      { text: 'Arequipa, Perú', colour: '#b4b4b4' },
      'Atención a clientes mayoristas y control de stock',
    ];
    const document = await extractDocument(await renderScannedPdf([lines]));
    expect(document.lines.map((line) => line.text)).toEqual(
      lines.map((line) => (typeof line === 'string' ? line : line.text)),
    );
  }, 120_000);
});

describe('extractDocument on a PDF with a text layer', () => {
  it('never goes to OCR', async () => {
    const bytes = readFileSync(
      new URL('../../fixtures/cvs/es-pdf-word-export-03.pdf', import.meta.url),
    );
    const document = await extractDocument(new Uint8Array(bytes));
    expect(document.readByOcr).toBe(false);
    expect(parseCv(document).warnings.map((warning) => warning.code)).not.toContain(
      parseWarningCodes.readByOcr,
    );
  });
});
