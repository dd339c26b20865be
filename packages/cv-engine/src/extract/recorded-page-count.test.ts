import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { extractDocument } from './extract-document';
import {
  choosePageCount,
  maxCharactersPerPage,
  readDocRecordedPages,
  readSummaryPageCount,
} from './recorded-page-count';
import { buildZip, createDeflatedEntry } from './testing/build-test-documents';
import { buildSummaryInformation, withRecordedDocPages } from './testing/summary-information';

const contentTypes =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>';

/** An invented CV's paragraphs, with no page break of any kind (as LibreOffice writes a DOCX). */
const cvParagraphs = [
  'Andrea Quispe Salas',
  'andrea.quispe@correo.pe · +51 987 654 321 · Cusco, Perú',
  'EXPERIENCIA',
  'Analista de datos — Cooperativa Andina (2021 – actualidad)',
  'FORMACIÓN',
  'Ingeniería Estadística — Universidad del Sur (2015 – 2020)',
];

function paragraphXml(text: string): string {
  return `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;
}

const pageBreakXml = '<w:p><w:r><w:br w:type="page"/></w:r></w:p>';

function buildDocx(bodyXml: string, appXml: string | null): Uint8Array {
  return buildZip([
    createDeflatedEntry('[Content_Types].xml', contentTypes),
    createDeflatedEntry(
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${bodyXml}</w:body></w:document>`,
    ),
    ...(appXml === null ? [] : [createDeflatedEntry('docProps/app.xml', appXml)]),
  ]);
}

function appXmlWithPages(pages: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><Template>Normal.dotm</Template><TotalTime>3</TotalTime><Pages>${pages}</Pages><Words>40</Words><Application>Microsoft Office Word</Application></Properties>`;
}

// cv-libreoffice.doc: an invented CV made with the docx package and saved as "MS Word 97" by
// LibreOffice (see extract-doc.test.ts); its SummaryInformation has no page count.
const docBytes = new Uint8Array(
  readFileSync(new URL('./test-files/cv-libreoffice.doc', import.meta.url)),
);

describe('choosePageCount', () => {
  const evidence = { recorded: 2, counted: 1, atLeast: 1, characters: 2400 };

  it('takes the recorded count over the one counted from breaks', () => {
    expect(choosePageCount(evidence)).toBe(2);
    // A page that filled up has no break in the text: the count can be lower as well as higher.
    expect(choosePageCount({ ...evidence, recorded: 1, counted: 2 })).toBe(1);
  });

  it('keeps the counted pages when the file records none, or a count no document has', () => {
    expect(choosePageCount({ ...evidence, recorded: null })).toBe(1);
    expect(choosePageCount({ ...evidence, recorded: 0 })).toBe(1);
    expect(choosePageCount({ ...evidence, recorded: -3 })).toBe(1);
    expect(choosePageCount({ ...evidence, recorded: 5000 })).toBe(1);
    expect(choosePageCount({ ...evidence, recorded: 1.5 })).toBe(1);
  });

  it('never takes fewer pages than the explicit page breaks make', () => {
    expect(choosePageCount({ recorded: 1, counted: 3, atLeast: 3, characters: 2400 })).toBe(3);
    expect(choosePageCount({ recorded: 3, counted: 3, atLeast: 3, characters: 2400 })).toBe(3);
  });

  it('keeps the counted pages when the recorded ones could not hold the text (a stale count)', () => {
    const stale = { recorded: 1, counted: 2, atLeast: 1, characters: maxCharactersPerPage + 1 };
    expect(choosePageCount(stale)).toBe(2);
    expect(choosePageCount({ ...stale, recorded: 2 })).toBe(2);
  });
});

describe('readSummaryPageCount', () => {
  it('reads PIDSI_PAGECOUNT among the other properties', () => {
    const stream = buildSummaryInformation([
      { id: 0x0f, type: 3, value: 420 },
      { id: 0x0e, type: 3, value: 2 },
      { id: 0x10, type: 3, value: 2500 },
    ]);
    expect(readSummaryPageCount(stream)).toBe(2);
  });

  it('is null without a page count, with a value of another type, or for another stream', () => {
    expect(readSummaryPageCount(buildSummaryInformation([{ id: 0x0f, type: 3, value: 9 }]))).toBe(
      null,
    );
    expect(
      readSummaryPageCount(buildSummaryInformation([{ id: 0x0e, type: 0x1e, value: 2 }])),
    ).toBe(null);
    const otherSet = buildSummaryInformation([{ id: 0x0e, type: 3, value: 2 }]);
    otherSet[28] = 0x02;
    expect(readSummaryPageCount(otherSet)).toBe(null);
    expect(readSummaryPageCount(new Uint8Array(20))).toBe(null);
  });

  it('is null when a property points past the end of the stream', () => {
    const stream = buildSummaryInformation([{ id: 0x0e, type: 3, value: 2 }]);
    expect(readSummaryPageCount(stream.subarray(0, stream.length - 6))).toBe(null);
  });
});

describe('extractDocument page count of a DOCX', () => {
  const body = cvParagraphs.map(paragraphXml).join('');

  it('takes the pages Word recorded in docProps/app.xml when the text has no breaks', async () => {
    const document = await extractDocument(buildDocx(body, appXmlWithPages('2')));
    expect(document.pageCount).toBe(2);
  });

  it('counts the breaks without a recorded count, or with a zero or absurd one', async () => {
    expect((await extractDocument(buildDocx(body, null))).pageCount).toBe(1);
    expect((await extractDocument(buildDocx(body, appXmlWithPages('0')))).pageCount).toBe(1);
    expect((await extractDocument(buildDocx(body, appXmlWithPages('900')))).pageCount).toBe(1);
    expect((await extractDocument(buildDocx(body, appXmlWithPages('dos')))).pageCount).toBe(1);
  });

  it('reads a DOCX whose docProps/app.xml is damaged, counting its breaks', async () => {
    const damaged = appXmlWithPages('2').replace('</Properties>', '<Pages>');
    const document = await extractDocument(buildDocx(body, damaged));
    expect(document.pageCount).toBe(1);
    expect(document.lines[0]?.text).toBe(cvParagraphs[0]);
  });

  it('estimates the pages of a long text that no program laid out (no breaks, no count)', async () => {
    // 150 invented bullet lines at the default 11 pt: over two pages of flow on any paper.
    const duty = 'Coordiné la atención a proveedores de la región y el cierre mensual de caja';
    const longBody = Array.from({ length: 150 }, (_, index) =>
      paragraphXml(`${duty} ${index + 1}`),
    ).join('');
    const document = await extractDocument(buildDocx(longBody, null));
    expect(document.pageCount).toBeGreaterThanOrEqual(2);
    // The lines keep page 1: nothing says where the pages break.
    expect(document.lines.every((line) => line.page === 1)).toBe(true);
    // What Word recorded still wins over the estimate.
    expect((await extractDocument(buildDocx(longBody, appXmlWithPages('4')))).pageCount).toBe(4);
  });

  it('does not trust a recorded count below the explicit page breaks', async () => {
    const twoBreaks = [
      ...cvParagraphs.slice(0, 2).map(paragraphXml),
      pageBreakXml,
      ...cvParagraphs.slice(2, 4).map(paragraphXml),
      pageBreakXml,
      ...cvParagraphs.slice(4).map(paragraphXml),
    ].join('');
    const document = await extractDocument(buildDocx(twoBreaks, appXmlWithPages('1')));
    expect(document.pageCount).toBe(3);
    expect(document.lines.at(-1)?.page).toBe(3);
  });
});

describe('extractDocument page count of a DOC', () => {
  it('counts form feeds when the SummaryInformation records no page count', async () => {
    expect(await readDocRecordedPages(docBytes)).toBe(null);
    expect((await extractDocument(docBytes)).pageCount).toBe(1);
  });

  it('takes the page count recorded in the SummaryInformation stream', async () => {
    const recordedTwo = withRecordedDocPages(docBytes, 2);
    expect(await readDocRecordedPages(recordedTwo)).toBe(2);
    const document = await extractDocument(recordedTwo);
    expect(document.pageCount).toBe(2);
    // The lines keep the pages their breaks give: only the count changes.
    expect(document.lines.every((line) => line.page === 1)).toBe(true);
  });

  it('keeps the counted pages for a recorded zero or an absurd count', async () => {
    expect((await extractDocument(withRecordedDocPages(docBytes, 0))).pageCount).toBe(1);
    expect((await extractDocument(withRecordedDocPages(docBytes, 40000))).pageCount).toBe(1);
  });

  it('is null for bytes that are not an OLE compound file', async () => {
    expect(await readDocRecordedPages(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]))).toBe(null);
  });
});
