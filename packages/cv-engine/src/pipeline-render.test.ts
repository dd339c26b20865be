// renderCvDocument (issue 14): a document the user edited, wrote from scratch or gave another
// look is rendered as it stands, in its template and on its paper, and scored as read back.
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import { analyseCv } from './analyse/analyse-cv';
import { extractDocument } from './extract/extract-document';
import { cvTemplateIds } from './model/cv-look';
import { createEmptyCvDocument } from './model/empty-cv-document';
import { parseCv } from './parse/parse-cv';
import { renderCvDocument } from './pipeline';
import {
  createSpanishCvDocument,
  listCvContentInOrder,
  withExtraJobs,
  createEnglishCvDocument,
} from './render/sample-cv-documents';

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);
const isPdf = (bytes: Uint8Array) => latin1(bytes.subarray(0, 5)) === '%PDF-';
const documentXmlOf = (docx: Uint8Array) =>
  strFromU8(unzipSync(docx)['word/document.xml'] ?? new Uint8Array());

describe('renderCvDocument', () => {
  test('renders a document started from scratch and left empty, in every template', async () => {
    for (const language of ['es', 'en'] as const) {
      for (const template of cvTemplateIds) {
        const { docx, pdf, report } = await renderCvDocument(createEmptyCvDocument(language), {
          template,
        });
        expect(isPdf(pdf), `${language} ${template}`).toBe(true);
        expect(documentXmlOf(docx)).toContain('<w:body>');
        // A blank page scores as one: everything a recruiter looks for is missing.
        expect(typeof report.score).toBe('number');
        expect(report.findings.map((finding) => finding.code)).toEqual(
          expect.arrayContaining(['MISSING_NAME', 'MISSING_EMAIL', 'MISSING_EXPERIENCE']),
        );
      }
    }
  });

  test('renders a whole CV in every template, scored as its PDF reads back', async () => {
    for (const template of cvTemplateIds) {
      const cv = createSpanishCvDocument();
      const { docx, pdf, report } = await renderCvDocument(cv, { template });
      const extracted = await extractDocument(pdf);
      const text = extracted.lines.map((line) => line.text).join('\n');
      expect(text, template).toContain('María Fernanda Quispe Ñahui');
      expect(documentXmlOf(docx), template).toContain(cv.experience[0]?.bullets[0]);
      expect(typeof report.score).toBe('number');
      expect(report).toEqual(analyseCv(parseCv(extracted), { describesOutput: true }));
      // The sample is a complete CV: it scores well above the empty one in every look.
      expect(report.score, template).toBeGreaterThan(80);
    }
  });

  test('honours the paper: Carta in the PDF and the DOCX', async () => {
    const { docx, pdf } = await renderCvDocument(createEnglishCvDocument(), {
      template: 'moderno',
      pageSize: 'carta',
    });
    expect(latin1(pdf)).toContain('/MediaBox [0 0 612 792]');
    expect(latin1(pdf)).not.toContain('/MediaBox [0 0 595.28 841.89]');
    expect(documentXmlOf(docx)).toContain('<w:pgSz w:w="12240" w:h="15840"');
    const a4 = await renderCvDocument(createEnglishCvDocument());
    expect(latin1(a4.pdf)).toContain('/MediaBox [0 0 595.28 841.89]');
  });

  test('fits to the page count the document remembers, in the chosen template', async () => {
    const long = withExtraJobs(createEnglishCvDocument(), 5);
    const fitted = await renderCvDocument({ ...long, sourcePages: 1 }, { template: 'moderno' });
    expect((await extractDocument(fitted.pdf)).pageCount).toBe(1);
    const unfitted = await renderCvDocument(long, { template: 'moderno' });
    expect((await extractDocument(unfitted.pdf)).pageCount).toBe(2);
    // Every piece of the content is still there, in order, on the one page.
    const text = (await extractDocument(fitted.pdf)).lines.map((line) => line.text).join(' ');
    expect(text).toContain(listCvContentInOrder(long).at(-1));
  });
});
