import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, test } from 'vitest';
import type { CvDocument } from '../model/cv-document';
import { loadInterFonts } from './fonts';
import { renderCvToPdf } from './render-pdf';
import {
  createEnglishCvDocument,
  createSpanishCvDocument,
  findFirstOutOfOrder,
  listCvContentInOrder,
} from './sample-cv-documents';

type PdfReading = {
  pageCount: number;
  /** Each page's text layer, lines ended by "\n" as pdfjs reports them. */
  pages: string[];
  /** The pages' text, one after the other. */
  text: string;
  info: Record<string, unknown>;
};

async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  const document = await getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber += 1) {
      const page = await document.getPage(pageNumber);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      }
      pages.push(text.endsWith('\n') ? text : `${text}\n`);
    }
    const { info } = await document.getMetadata();
    return {
      pageCount: document.numPages,
      pages,
      text: pages.join(''),
      info: info as Record<string, unknown>,
    };
  } finally {
    await document.destroy();
  }
}

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);
const fixedDate = new Date('2025-03-14T15:00:00Z');

describe('renderCvToPdf', () => {
  test('writes every piece of the Spanish CV as selectable text, in reading order, on two A4 pages', async () => {
    const cv = createSpanishCvDocument();
    const bytes = await renderCvToPdf(cv);
    const { text, pageCount } = await readPdf(bytes);
    expect(pageCount).toBe(2);
    expect(text.startsWith('María Fernanda Quispe Ñahui\n')).toBe(true);
    expect(findFirstOutOfOrder(text, listCvContentInOrder(cv))).toBeNull();
    expect(latin1(bytes)).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  test('writes every piece of the English CV, in reading order', async () => {
    const cv = createEnglishCvDocument();
    const { text, pageCount } = await readPdf(await renderCvToPdf(cv));
    expect(pageCount).toBe(1);
    expect(findFirstOutOfOrder(text, listCvContentInOrder(cv))).toBeNull();
  });

  test('reads the headings in section order, each on its own line', async () => {
    const cv = createSpanishCvDocument();
    const lines = (await readPdf(await renderCvToPdf(cv))).text.split('\n');
    const headings = cv.sections.map((section) => section.heading).filter((h) => h !== 'Premios');
    expect(lines.filter((line) => headings.includes(line))).toEqual(headings);
  });

  test('embeds the Inter font (subset, TrueType) and uses no standard font', async () => {
    const text = latin1(await renderCvToPdf(createSpanishCvDocument()));
    expect(text).toContain('/FontFile2');
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Regular/);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-SemiBold/);
    expect(text).not.toContain('/Helvetica');
  });

  test('sets the document information and the language', async () => {
    const bytes = await renderCvToPdf(createSpanishCvDocument(), {
      appName: 'CVListo Pro',
      creationDate: fixedDate,
    });
    const { info } = await readPdf(bytes);
    expect(info).toMatchObject({
      Title: 'CV — María Fernanda Quispe Ñahui',
      Author: 'María Fernanda Quispe Ñahui',
      Creator: 'CVListo Pro',
      Producer: 'CVListo Pro (PDFKit)',
      CreationDate: 'D:20250314150000Z',
      Language: 'es-PE',
    });
    const english = await readPdf(await renderCvToPdf(createEnglishCvDocument()));
    expect(english.info).toMatchObject({ Creator: 'CVListo', Language: 'en-US' });
  });

  test('is compressed', async () => {
    const text = latin1(await renderCvToPdf(createSpanishCvDocument()));
    expect(text).toContain('/Filter /FlateDecode');
  });

  test('writes NFKC-normalised text: ligatures and full-width letters come out plain', async () => {
    const cv = createSpanishCvDocument();
    const { text } = await readPdf(
      await renderCvToPdf({
        ...cv,
        contact: { ...cv.contact, headline: 'Certi\uFB01cada en ＳＱＬ\u0007 y Ｅｘｃｅｌ' },
      }),
    );
    expect(text.split('\n')[1]).toBe('Certificada en SQL y Excel');
  });

  test('keeps a heading with the first line of its content at a page break', async () => {
    // Enough experience to fill page one, so that headings land near its foot.
    const cv = createSpanishCvDocument();
    for (let extra = 1; extra <= 12; extra += 1) {
      const padded: CvDocument = {
        ...cv,
        summary: `${cv.summary ?? ''} ${'Texto adicional de perfil. '.repeat(extra)}`,
      };
      const { pages } = await readPdf(await renderCvToPdf(padded));
      for (const page of pages.slice(0, -1)) {
        const lines = page.trim().split('\n');
        const last = lines.at(-1) ?? '';
        // No page ends with a section heading or an entry's title or dates.
        const stranded = [
          ...cv.sections.map((section) => section.heading),
          ...cv.experience.map((entry) => entry.dates?.text ?? ''),
        ].filter((value) => value !== '' && last.startsWith(value));
        expect(stranded, `page ending "${last}" with ${extra} extra sentences`).toEqual([]);
      }
    }
  });

  test('renders the same bytes for the same CV and creation date', async () => {
    const cv = createEnglishCvDocument();
    const first = await renderCvToPdf(cv, { creationDate: fixedDate });
    const second = await renderCvToPdf(cv, { creationDate: fixedDate });
    expect(latin1(second)).toBe(latin1(first));
  });

  test('takes the font bytes from the options when given', async () => {
    const inter = loadInterFonts();
    // Regular everywhere: the semibold and italic faces are not embedded.
    const fonts = { regular: inter.regular, semibold: inter.regular, italic: inter.regular };
    const text = latin1(await renderCvToPdf(createEnglishCvDocument(), { fonts }));
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Regular/);
    expect(text).not.toContain('Inter-SemiBold');
  });

  test('renders a CV with no content as an empty one-page PDF titled "CV"', async () => {
    const cv = createEnglishCvDocument();
    const { pageCount, info } = await readPdf(
      await renderCvToPdf({
        ...cv,
        contact: {
          name: null,
          headline: null,
          email: null,
          phone: null,
          location: null,
          links: [],
        },
        summary: null,
        sections: [],
        experience: [],
        education: [],
        skills: [],
        languages: [],
      }),
    );
    expect(pageCount).toBe(1);
    expect(info).toMatchObject({ Title: 'CV' });
  });
});
