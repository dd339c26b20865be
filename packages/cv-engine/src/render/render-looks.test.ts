// The templates and paper sizes (issue 14): each look is read back like Clásico by our own reader
// (an ATS stand-in), sets its own paper in both files, really looks different, and the DOCX and
// the PDF of one look agree. Clásico itself is guarded by render-pdf and render-docx tests.
import { strFromU8, unzipSync, unzlibSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import { extractDocument } from '../extract/extract-document';
import type { CvDocument } from '../model/cv-document';
import { cvPageSizes, cvTemplateIds, type CvPageSize, type CvTemplateId } from '../model/cv-look';
import { parseCv } from '../parse/parse-cv';
import { layOutCv } from './cv-layout';
import { renderCvToDocx } from './render-docx';
import { fitCv, fitCvLayout, measurePdfPages, renderCvToPdf } from './render-pdf';
import { fitStepsFor, minimumBodySize, paperSizes, renderTheme } from './render-theme';
import {
  createEnglishCvDocument,
  createSpanishCvDocument,
  withExtraJobs,
} from './sample-cv-documents';

const looks = cvTemplateIds.flatMap((template) =>
  cvPageSizes.map((pageSize) => ({ template, pageSize })),
);
const fixedDate = new Date('2025-03-14T15:00:00Z');
const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

/** What a reader takes from a file: the name, the headings and the entries. */
async function readBack(bytes: Uint8Array) {
  const cv = parseCv(await extractDocument(bytes));
  return {
    name: cv.contact.name,
    // Moderno prints its headings in capitals: the same words.
    sections: cv.sections.map(({ kind, heading }) => [kind, heading.toLocaleLowerCase('es')]),
    experience: cv.experience.map(({ title, organisation, bullets }) => ({
      title,
      organisation,
      bullets: bullets.length,
    })),
    education: cv.education.map(({ degree, institution }) => [degree, institution]),
    skills: cv.skills.map(({ name, items }) => [name, items.length]),
    languages: cv.languages.map(({ name }) => name),
    certifications: cv.certifications.map(({ name }) => name),
  };
}

/** The decompressed content streams of a PDF pdfkit wrote (what it draws, in order). */
function pdfContentStreams(pdf: Uint8Array): string {
  const text = latin1(pdf);
  let content = '';
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      content += latin1(unzlibSync(pdf.subarray(start, end)));
    } catch {
      // A font or another binary stream that is not zlib-compressed text: not drawn content.
    }
  }
  return content;
}

/** How pdfkit sets a fill colour ("#0F766E") in a content stream. */
function pdfFillColour(hex: string): string {
  const channels = [0, 2, 4].map((offset) => parseInt(hex.slice(offset, offset + 2), 16) / 255);
  return `${channels.join(' ')} scn`;
}

function docxPart(docx: Uint8Array, name: string): string {
  const file = unzipSync(docx)[name];
  if (file === undefined) throw new Error(`${name} is missing from the DOCX`);
  return strFromU8(file);
}

/** A style's XML in styles.xml, e.g. "Heading1". */
function docxStyle(styles: string, id: string): string {
  return new RegExp(`<w:style [^>]*w:styleId="${id}">[\\s\\S]*?</w:style>`).exec(styles)?.[0] ?? '';
}

/** WCAG contrast ratio of a colour against white. */
function contrastOnWhite(hex: string): number {
  const [red = 0, green = 0, blue = 0] = [0, 2, 4].map((offset) => {
    const channel = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 1.05 / (0.2126 * red + 0.7152 * green + 0.0722 * blue + 0.05);
}

const expectedPdfMediaBox: Record<CvPageSize, string> = {
  a4: '/MediaBox [0 0 595.28 841.89]',
  carta: '/MediaBox [0 0 612 792]',
};
// Word's own page sizes in twips: A4 210 × 297 mm, Letter 8.5 × 11 in.
const expectedDocxPageSize: Record<CvPageSize, string> = {
  a4: '<w:pgSz w:w="11906" w:h="16838"',
  carta: '<w:pgSz w:w="12240" w:h="15840"',
};

describe('every template on every paper reads back like Clásico', () => {
  test('the PDF and the DOCX carry the same name, headings and entries', async () => {
    const options = { creationDate: fixedDate };
    const clasicoPdf = await readBack(await renderCvToPdf(createSpanishCvDocument(), options));
    const clasicoDocx = await readBack(await renderCvToDocx(createSpanishCvDocument(), options));
    // The check is not vacuous: Clásico's own reading has the sample's content.
    expect(clasicoPdf.name).toBe('María Fernanda Quispe Ñahui');
    expect(clasicoPdf.experience).toHaveLength(5);
    expect(clasicoPdf.sections.map(([kind]) => kind)).toContain('experience');
    expect(clasicoDocx.name).toBe(clasicoPdf.name);
    for (const look of looks) {
      const lookOptions = { ...options, ...look };
      const pdf = await renderCvToPdf(createSpanishCvDocument(), lookOptions);
      expect(await readBack(pdf), `${look.template} on ${look.pageSize}`).toEqual(clasicoPdf);
      const docx = await renderCvToDocx(createSpanishCvDocument(), lookOptions);
      expect(await readBack(docx), `${look.template} on ${look.pageSize}`).toEqual(clasicoDocx);
    }
  });

  test('the English sample too', async () => {
    const clasico = await readBack(await renderCvToPdf(createEnglishCvDocument()));
    expect(clasico.name).toBe('Jorge Luis Mendoza');
    for (const template of cvTemplateIds) {
      const pdf = await renderCvToPdf(createEnglishCvDocument(), { template, pageSize: 'carta' });
      expect(await readBack(pdf), template).toEqual(clasico);
    }
  });
});

describe('paper', () => {
  test('the PDF MediaBox and the DOCX page follow the paper, in every template', async () => {
    for (const { template, pageSize } of looks) {
      const cv = createEnglishCvDocument();
      const pdf = latin1(await renderCvToPdf(cv, { template, pageSize }));
      const mediaBoxes = pdf.match(/\/MediaBox \[[^\]]*\]/g) ?? [];
      expect(mediaBoxes.length, `${template} ${pageSize}`).toBeGreaterThan(0);
      expect(new Set(mediaBoxes), `${template} ${pageSize}`).toEqual(
        new Set([expectedPdfMediaBox[pageSize]]),
      );
      const documentXml = docxPart(
        await renderCvToDocx(cv, { template, pageSize }),
        'word/document.xml',
      );
      expect(documentXml, `${template} ${pageSize}`).toContain(expectedDocxPageSize[pageSize]);
    }
  });

  test('without a paper, A4', async () => {
    expect(latin1(await renderCvToPdf(createEnglishCvDocument()))).toContain(
      expectedPdfMediaBox.a4,
    );
    expect(
      docxPart(await renderCvToDocx(createEnglishCvDocument()), 'word/document.xml'),
    ).toContain(expectedDocxPageSize.a4);
  });
});

describe('the templates look different, and each one alike in its DOCX and its PDF', () => {
  /** One template's files of the Spanish sample, and the fitting step both were set in. */
  async function renderLook(template: CvTemplateId) {
    const cv = createSpanishCvDocument();
    const theme = fitCv(cv, { template }).theme;
    const docx = await renderCvToDocx(cv, { template });
    const pdf = await renderCvToPdf(cv, { template });
    const lines = (await extractDocument(pdf)).lines;
    return {
      theme,
      styles: docxPart(docx, 'word/styles.xml'),
      documentXml: docxPart(docx, 'word/document.xml'),
      drawn: pdfContentStreams(pdf),
      lines,
      /** The PDF's size of a bullet's text, as a reader measures it. */
      bulletSize: lines.find((line) => line.listItem)?.fontSize,
      heading: lines.find((line) => /experiencia profesional/iu.test(line.text))?.text,
    };
  }

  test('the DOCX takes the sizes, colours and margins the PDF is drawn with', async () => {
    for (const template of cvTemplateIds) {
      const { theme, styles, documentXml, drawn, bulletSize } = await renderLook(template);
      const { blocks } = theme;
      const heading = docxStyle(styles, 'Heading1');
      const title = docxStyle(styles, 'Title');
      expect(heading, template).toContain(`<w:color w:val="${blocks.heading.colour}"/>`);
      expect(heading, template).toContain(`<w:sz w:val="${blocks.heading.size * 2}"/>`);
      expect(heading, template).toContain(`w:color="${theme.headingRuleColour}"`);
      expect(heading, template).toContain(`w:sz="${Math.floor(theme.headingRuleWidth * 8)}"`);
      expect(title, template).toContain(`<w:color w:val="${blocks.name.colour}"/>`);
      expect(title, template).toContain(`<w:sz w:val="${blocks.name.size * 2}"/>`);
      expect(docxStyle(styles, 'ListParagraph'), template).toContain(
        `<w:sz w:val="${blocks.bullet.size * 2}"/>`,
      );
      const margin = Math.round(theme.pageMargin * 20);
      expect(documentXml, template).toContain(`w:top="${margin}" w:right="${margin}"`);
      // The PDF draws with the same colours, rule and sizes.
      expect(drawn, template).toContain(pdfFillColour(blocks.heading.colour));
      expect(drawn, template).toContain(pdfFillColour(blocks.name.colour));
      expect(drawn, template).toContain(`${theme.headingRuleWidth} w`);
      expect(bulletSize, template).toBeCloseTo(blocks.bullet.size, 1);
    }
  });

  test('Moderno: teal name and headings, headings in letter-spaced capitals in both files', async () => {
    const clasico = await renderLook('clasico');
    const moderno = await renderLook('moderno');
    const teal = moderno.theme.blocks.heading.colour;
    expect(teal).not.toBe(clasico.theme.blocks.heading.colour);
    expect(moderno.theme.blocks.name.colour).toBe(teal);
    expect(clasico.drawn).not.toContain(pdfFillColour(teal));
    // Text set in the accent colour is readable on white (WCAG AA for normal text).
    expect(contrastOnWhite(teal)).toBeGreaterThanOrEqual(4.5);
    // Capitals: the PDF prints them, the DOCX keeps the words as written under "all caps".
    expect(moderno.heading).toBe('EXPERIENCIA PROFESIONAL');
    expect(clasico.heading).toBe('Experiencia profesional');
    const heading = docxStyle(moderno.styles, 'Heading1');
    expect(heading).toContain('<w:caps/>');
    expect(heading).toContain(`<w:spacing w:val="${moderno.theme.headingLetterSpacing * 20}"/>`);
    expect(moderno.documentXml).toContain('>Experiencia profesional<');
    expect(moderno.drawn).toContain(`${moderno.theme.headingLetterSpacing} Tc`);
    expect(docxStyle(clasico.styles, 'Heading1')).not.toContain('<w:caps/>');
    expect(clasico.drawn).not.toMatch(/[1-9][\d.]* Tc/);
  });

  test('Compacto: smaller type and narrower margins, the body never under the floor', async () => {
    const clasico = await renderLook('clasico');
    const compacto = await renderLook('compacto');
    expect(compacto.theme.blocks.paragraph.size).toBeLessThan(clasico.theme.blocks.paragraph.size);
    expect(compacto.theme.blocks.paragraph.size).toBeGreaterThanOrEqual(minimumBodySize);
    expect(compacto.theme.pageMargin).toBeLessThan(clasico.theme.pageMargin);
    expect(compacto.bulletSize ?? 0).toBeLessThan(clasico.bulletSize ?? 0);
    expect(compacto.styles).not.toBe(clasico.styles);
    // Fewer lines of the same content: the text runs wider and closer.
    const lastLine = (lines: typeof clasico.lines) => lines.at(-1) ?? { page: 0, y: 0 };
    expect(lastLine(compacto.lines).page * 10_000 + lastLine(compacto.lines).y).toBeLessThan(
      lastLine(clasico.lines).page * 10_000 + lastLine(clasico.lines).y,
    );
  });
});

describe('fitting per template and paper', () => {
  test('every step of every look keeps its paper and the readable floor, loosest first', () => {
    for (const { template, pageSize } of looks) {
      const steps = fitStepsFor({ template, pageSize });
      expect(steps.length, template).toBeGreaterThan(1);
      steps.forEach((step, index) => {
        const label = `${template} ${pageSize} step ${index}`;
        expect([step.pageWidth, step.pageHeight], label).toEqual([
          paperSizes[pageSize].width,
          paperSizes[pageSize].height,
        ]);
        expect(step.blocks.paragraph.size, label).toBeGreaterThanOrEqual(minimumBodySize);
        expect(step.blocks.bullet.size, label).toBeGreaterThanOrEqual(minimumBodySize);
        const previous = steps[index - 1];
        if (previous === undefined) return;
        expect(step.blocks.paragraph.size, label).toBeLessThanOrEqual(
          previous.blocks.paragraph.size,
        );
        expect(step.pageMargin, label).toBeLessThanOrEqual(previous.pageMargin);
        expect(step.spacingScale, label).toBeLessThanOrEqual(previous.spacingScale);
      });
    }
    // Clásico on A4 is the look every CV had before templates.
    expect(fitStepsFor({})[0]).toBe(renderTheme);
    expect(fitStepsFor({ template: 'clasico', pageSize: 'a4' })[0]).toBe(renderTheme);
  });

  test("Compacto's steps start tighter: a CV Clásico spills onto a second page fits one as it is", () => {
    const layout = layOutCv(withExtraJobs(createEnglishCvDocument(), 3));
    expect(measurePdfPages(layout, renderTheme).pages).toBe(2);
    const compacto = fitStepsFor({ template: 'compacto' });
    const fit = fitCvLayout(layout, { template: 'compacto', targetPages: 1 });
    expect(fit.pages).toBe(1);
    expect(fit.theme).toBe(compacto[0]);
    // Clásico needs a tighter step for the same page.
    const clasico = fitCvLayout(layout, { targetPages: 1 });
    expect(clasico.pages).toBe(1);
    expect(clasico.theme).not.toBe(renderTheme);
  });

  test('the fit is measured on the chosen paper: Carta, shorter than A4, takes a tighter step', async () => {
    const cv = withExtraJobs(createSpanishCvDocument(), 2);
    const layout = layOutCv(cv);
    const [a4Normal] = fitStepsFor({ pageSize: 'a4' });
    const [cartaNormal] = fitStepsFor({ pageSize: 'carta' });
    if (a4Normal === undefined || cartaNormal === undefined) throw new Error('no steps');
    expect(measurePdfPages(layout, a4Normal).pages).toBe(2);
    expect(measurePdfPages(layout, cartaNormal).pages).toBe(3);
    expect(fitCvLayout(layout, { targetPages: 2 }).theme).toBe(a4Normal);
    const carta = fitCvLayout(layout, { pageSize: 'carta', targetPages: 2 });
    expect(carta.pages).toBe(2);
    expect(carta.theme.pageHeight).toBe(paperSizes.carta.height);
    expect(carta.theme).not.toBe(cartaNormal);
    const pdf = await renderCvToPdf(cv, { pageSize: 'carta', targetPages: 2 });
    expect((await extractDocument(pdf)).pageCount).toBe(2);
  });

  test('a fit found for one look is not reused for another look of the same document', async () => {
    // The pipeline renders the DOCX and then the PDF of one CvDocument object, and an editor
    // switching looks renders the same object again.
    const cv: CvDocument = createEnglishCvDocument();
    await renderCvToDocx(cv);
    const carta = latin1(await renderCvToPdf(cv, { pageSize: 'carta' }));
    expect(carta).toContain(expectedPdfMediaBox.carta);
    fitCv(cv, { template: 'clasico' });
    const moderno = await renderCvToDocx(cv, { template: 'moderno', pageSize: 'carta' });
    expect(docxStyle(docxPart(moderno, 'word/styles.xml'), 'Heading1')).toContain('<w:caps/>');
    expect(docxPart(moderno, 'word/document.xml')).toContain(expectedDocxPageSize.carta);
    // The default look and the same look spelled out share one fit.
    expect(fitCv(cv, { template: 'clasico', pageSize: 'a4' })).toBe(fitCv(cv));
  });
});
