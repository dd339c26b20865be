import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, test } from 'vitest';
import type { CvDocument } from '../model/cv-document';
import { extractDocument } from '../extract/extract-document';
import { parseCv } from '../parse/parse-cv';
import { layOutCv } from './cv-layout';
import { loadCarlitoFonts } from './fonts';
import {
  fitCvLayout,
  measurePdfPages,
  minimumLastPageFill,
  renderCvToPdf,
  writtenPdfPages,
} from './render-pdf';
import { fitSteps, fitStepsFor, minimumBodySize, renderTheme } from './render-theme';
import {
  createEnglishCvDocument,
  createSpanishCvDocument,
  findFirstOutOfOrder,
  listCvContentInOrder,
  withExtraJobs,
} from './sample-cv-documents';

type PdfReading = {
  pageCount: number;
  /** Each page's text layer, lines ended by "\n" as pdfjs reports them. */
  pages: string[];
  /** The pages' text, one after the other. */
  text: string;
  info: Record<string, unknown>;
  /** The targets of the link annotations, page after page. */
  links: string[];
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
    const links: string[] = [];
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber += 1) {
      const page = await document.getPage(pageNumber);
      for (const annotation of (await page.getAnnotations()) as {
        subtype: string;
        url?: string;
      }[]) {
        if (annotation.subtype === 'Link') links.push(annotation.url ?? '(no URI)');
      }
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
      links,
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

  test('never cuts a web address at the end of a line (read back, its halves are other words)', async () => {
    const address = 'https://tienda-demo.example.com/catalogo/ofertas/temporada';
    const cut: string[] = [];
    // Words before the address move it along the line until, somewhere, it meets the line's end.
    for (let words = 8; words <= 26; words += 1) {
      const cv = createEnglishCvDocument();
      const [job, ...otherJobs] = cv.experience;
      if (job === undefined) throw new Error('the sample CV has a job');
      const steps = Array.from({ length: words }, (_, index) => `step${index}`).join(' ');
      const bullet = `Built the online store pages with care ${steps} at ${address} for the sales team.`;
      const withAddress = { ...cv, experience: [{ ...job, bullets: [bullet] }, ...otherJobs] };
      const { text } = await readPdf(await renderCvToPdf(withAddress));
      if (!text.split('\n').some((line) => line.includes(address))) cut.push(String(words));
    }
    expect(cut).toEqual([]);
  });

  test('reads the headings in section order, each on its own line', async () => {
    const cv = createSpanishCvDocument();
    const lines = (await readPdf(await renderCvToPdf(cv))).text.split('\n');
    const headings = cv.sections.map((section) => section.heading).filter((h) => h !== 'Premios');
    expect(lines.filter((line) => headings.includes(line))).toEqual(headings);
  });

  test('embeds the Carlito font (subset, TrueType) and uses no standard font', async () => {
    const text = latin1(await renderCvToPdf(createSpanishCvDocument()));
    expect(text).toContain('/FontFile2');
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+Carlito-Regular/);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+Carlito-Bold/);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+Carlito-Italic/);
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
    const carlito = loadCarlitoFonts();
    // Regular everywhere: the bold and italic faces are not embedded.
    const fonts = { regular: carlito.regular, bold: carlito.regular, italic: carlito.regular };
    const text = latin1(await renderCvToPdf(createEnglishCvDocument(), { fonts }));
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+Carlito-Regular/);
    expect(text).not.toContain('Carlito-Bold');
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

  test('makes e-mail and web addresses clickable: mailto for the e-mail, https for bare domains', async () => {
    const cv = createSpanishCvDocument();
    const firstJob = cv.experience[0];
    if (firstJob === undefined) throw new Error('the sample CV has experience');
    const withUrlInText: CvDocument = {
      ...cv,
      experience: [
        {
          ...firstJob,
          bullets: [
            ...firstJob.bullets,
            'Publiqué el tablero de morosidad en https://datos.bancoandino.example/tablero.',
          ],
        },
        ...cv.experience.slice(1),
      ],
    };
    const { links, text } = await readPdf(await renderCvToPdf(withUrlInText));
    expect(links).toEqual([
      'mailto:maria.quispe@correo.pe',
      'https://linkedin.com/in/mariaquispe',
      'https://github.com/mquispe',
      'https://datos.bancoandino.example/tablero',
    ]);
    // The text layer is unchanged: links are annotations over the words, not extra text.
    expect(text).toContain('en https://datos.bancoandino.example/tablero.');
  });

  test('marks every link for printing: read with the printed links only, it reads the same', async () => {
    // The pipeline reads its own PDF back that way (issue 13), skipping pdf.js's second reading
    // of each page's text for the links shown on screen.
    for (const cv of [createSpanishCvDocument(), createEnglishCvDocument()]) {
      const pdf = await renderCvToPdf(cv);
      const all = await extractDocument(pdf);
      expect(all.hyperlinks.length).toBeGreaterThan(0);
      expect(await extractDocument(pdf, { printedLinksOnly: true })).toEqual(all);
    }
  });

  test('links a URL that wraps onto a second line on both of its pieces', async () => {
    const cv = createEnglishCvDocument();
    const longUrl = `https://portfolio.example.pe/${'proyectos-de-analitica/'.repeat(5)}final`;
    const { links } = await readPdf(
      await renderCvToPdf({
        ...cv,
        summary: `${'Open source work, listed at '.repeat(3)}${longUrl}`,
      }),
    );
    // One annotation per line piece, each opening the whole address.
    expect(links.filter((link) => link === longUrl).length).toBeGreaterThanOrEqual(2);
    expect(links).toContain('mailto:jorge.mendoza@example.com');
    // pdf.js reports the URI as a URL object writes it: a bare domain gets its "/".
    expect(links).toContain('https://jorgemendoza.dev/');
  });
});

describe('fitting the PDF to its pages (issue 13)', () => {
  const bodySizeOf = (cv: CvDocument, targetPages?: number) =>
    fitCvLayout(layOutCv(cv), targetPages === undefined ? {} : { targetPages }).theme.blocks
      .paragraph.size;

  test('a CV whose content fits one page renders on one page in the normal theme', async () => {
    const cv = withExtraJobs(createEnglishCvDocument(), 2);
    const { pageCount } = await readPdf(await renderCvToPdf(cv, { targetPages: 1 }));
    expect(pageCount).toBe(1);
    expect(fitCvLayout(layOutCv(cv), { targetPages: 1 }).theme).toBe(renderTheme);
  });

  test('a one-page CV slightly over one page is set tighter and stays on one page', async () => {
    const cv = withExtraJobs(createEnglishCvDocument(), 4);
    // The normal theme spills onto a second page…
    expect(measurePdfPages(layOutCv(cv), renderTheme).pages).toBe(2);
    // …so the PDF takes a tighter step, with the type no smaller than the readable floor.
    const { pageCount } = await readPdf(await renderCvToPdf(cv, { targetPages: 1 }));
    expect(pageCount).toBe(1);
    const bodySize = bodySizeOf(cv, 1);
    expect(bodySize).toBeLessThanOrEqual(renderTheme.blocks.paragraph.size);
    expect(bodySize).toBeGreaterThanOrEqual(minimumBodySize);
  });

  test('tightens spacing before making the type smaller', () => {
    // A CV that one step of tighter spacing brings back onto one page keeps its type size.
    const fits = [1, 2, 3, 4, 5].map((extra) => {
      const layout = layOutCv(withExtraJobs(createEnglishCvDocument(), extra));
      return { layout, fit: fitCvLayout(layout, { targetPages: 1 }) };
    });
    const spacingOnly = fits.find(({ fit }) => fit.theme === fitSteps[1]);
    expect(spacingOnly?.fit.pages).toBe(1);
    expect(spacingOnly?.fit.theme.blocks.paragraph.size).toBe(renderTheme.blocks.paragraph.size);
    expect(spacingOnly && measurePdfPages(spacingOnly.layout, renderTheme).pages).toBe(2);
  });

  test('a CV a few lines over the page at the floor fits by shrinking the name, headings and gaps, never the body', () => {
    const lastButOne = fitSteps.at(-3) ?? renderTheme;
    const last = fitSteps.at(-2) ?? renderTheme;
    expect(last.blocks.paragraph.size).toBe(minimumBodySize);
    expect(last.blocks.bullet.size).toBe(minimumBodySize);
    // What frames the body gives way: the name and the headings, not the text.
    expect(last.blocks.name.size).toBeLessThan(lastButOne.blocks.name.size);
    expect(last.blocks.heading.size).toBeLessThan(lastButOne.blocks.heading.size);
    // Headings and the name still stand out from the body.
    expect(last.blocks.heading.size).toBeGreaterThan(minimumBodySize);
    expect(last.blocks.name.size).toBeGreaterThan(last.blocks.heading.size);
    // Some number of extra jobs overflows the last-but-one step by a few lines and fits the last.
    const rescued = [6, 7, 8, 9, 10, 11, 12].some((extra) => {
      const layout = layOutCv(withExtraJobs(createEnglishCvDocument(), extra));
      const before = measurePdfPages(layout, lastButOne);
      const fit = fitCvLayout(layout, { targetPages: 1 });
      return before.pages === 2 && fit.pages === 1 && fit.theme === last;
    });
    expect(rescued).toBe(true);
  });

  test('a CV a line or two over the page with the tightest frame fits single-spaced, its type unchanged', () => {
    const lastButOne = fitSteps.at(-2) ?? renderTheme;
    const last = fitSteps.at(-1) ?? renderTheme;
    // Word's "single" spacing: the font's own line height, no gap added; nothing else changes.
    expect(Object.values(last.blocks).every((style) => style.lineGap === 0)).toBe(true);
    expect({ ...last, blocks: null }).toEqual({ ...lastButOne, blocks: null });
    for (const [kind, style] of Object.entries(last.blocks)) {
      expect(style.size, kind).toBe(lastButOne.blocks[kind as keyof typeof last.blocks].size);
    }
    const rescued = [8, 9, 10, 11, 12, 13, 14].some((extra) => {
      const layout = layOutCv(withExtraJobs(createEnglishCvDocument(), extra));
      const before = measurePdfPages(layout, lastButOne);
      const fit = fitCvLayout(layout, { targetPages: 1 });
      return before.pages === 2 && fit.pages === 1 && fit.theme === last;
    });
    expect(rescued).toBe(true);
  });

  test('without a target, a last page a tighter step can remove is removed', async () => {
    // Four extra jobs leave a few lines on page two in the normal theme.
    const cv = withExtraJobs(createEnglishCvDocument(), 4);
    const normal = measurePdfPages(layOutCv(cv), renderTheme);
    expect(normal.pages).toBe(2);
    expect(normal.lastPageFill).toBeLessThan(minimumLastPageFill);
    expect((await readPdf(await renderCvToPdf(cv))).pageCount).toBe(1);
  });

  test('never makes the type smaller when that saves no page', async () => {
    // The Spanish sample with two more jobs is two well-filled pages: a one-page target cannot
    // be met (the sample alone just fits one page at the tightest step, its lists run together).
    const cv = withExtraJobs(createSpanishCvDocument(), 2);
    expect(bodySizeOf(cv, 1)).toBe(renderTheme.blocks.paragraph.size);
    expect((await readPdf(await renderCvToPdf(cv, { targetPages: 1 }))).pageCount).toBe(2);
  });

  test('a long CV keeps two pages or more, and its last page is not nearly empty where a tighter step avoids it', async () => {
    for (let extra = 0; extra <= 8; extra += 1) {
      const layout = layOutCv(withExtraJobs(createSpanishCvDocument(), extra));
      const fit = fitCvLayout(layout, { targetPages: 2 });
      const tightest = measurePdfPages(layout, fitSteps.at(-1) ?? renderTheme);
      expect(fit.pages, `${extra} extra jobs`).toBeGreaterThanOrEqual(2);
      // No more pages than the source where the tightest step manages it.
      if (tightest.pages <= 2) expect(fit.pages, `${extra} extra jobs`).toBeLessThanOrEqual(2);
      if (fit.lastPageFill < minimumLastPageFill) {
        expect(tightest.pages, `${extra} extra jobs: avoidable near-empty page`).toBe(fit.pages);
      }
    }
  });

  test('measures a step without drawing its text, with every line and page break where writing it puts them', () => {
    const english = createEnglishCvDocument();
    const [job] = english.experience;
    if (job === undefined) throw new Error('the sample CV has a job');
    const address = 'https://tienda-demo.example.com/catalogo/ofertas/temporada';
    const cvs = [
      ...[0, 4].map((extra) => withExtraJobs(createSpanishCvDocument(), extra)),
      // Links, a URL over two lines, and addresses that start the next line whole.
      {
        ...english,
        summary: `${'Open source work, listed at '.repeat(3)}https://portfolio.example.pe/${'proyectos/'.repeat(9)}`,
        experience: [10, 14, 18].map((words) => ({
          ...job,
          bullets: [`Built the store ${'step '.repeat(words)}at ${address} for the sales team.`],
        })),
      },
    ];
    for (const cv of cvs) {
      const layout = layOutCv(cv);
      // Clásico's steps, and Compacto's, which start tighter.
      for (const theme of [...fitSteps, ...fitStepsFor({ template: 'compacto' })]) {
        expect(measurePdfPages(layout, theme)).toEqual(writtenPdfPages(layout, theme));
      }
    }
  });

  test('writes the page count it measured', async () => {
    const cv = withExtraJobs(createSpanishCvDocument(), 5);
    const fit = fitCvLayout(layOutCv(cv), { targetPages: 2 });
    expect((await readPdf(await renderCvToPdf(cv, { targetPages: 2 }))).pageCount).toBe(fit.pages);
  });
});

describe("a section kept as written keeps the source's indents", () => {
  test('a project named under a job stays inside it when our PDF is read back', async () => {
    const spanish = createSpanishCvDocument();
    const cv: CvDocument = {
      ...spanish,
      sections: spanish.sections.map((section) =>
        section.kind === 'experience'
          ? {
              ...section,
              keepAsWritten: true,
              source: [
                {
                  text: '2020 – 2023 Desarrolladora, Andes Software, Lima.',
                  bullet: false,
                  bold: true,
                },
                { text: 'Lideré el equipo de aplicaciones móviles.', bullet: false, indent: 1 },
                { text: 'Mercado Rápido', bullet: false, bold: true, indent: 2 },
                {
                  text: 'Mercado Rápido es una aplicación de pedidos para bodegas de Lima y Callao.',
                  bullet: false,
                  indent: 2,
                },
                { text: '2017 – 2020 Analista, Caja Sur, Arequipa.', bullet: false, bold: true },
                { text: 'Mantuve el sistema de créditos de la caja.', bullet: false, indent: 1 },
              ],
            }
          : section,
      ),
    };
    const reread = parseCv(await extractDocument(await renderCvToPdf(cv)));
    // The two jobs, and no undated entry named after the project (the volunteering follows).
    expect(reread.experience.map((entry) => entry.dates?.text ?? null).slice(0, 3)).toEqual([
      '2020 – 2023',
      '2017 – 2020',
      '2019 – 2021',
    ]);
  });
});

describe('a line of fields wrapped by the page', () => {
  test('never starts a line with the " · " between two fields', async () => {
    const spanish = createSpanishCvDocument();
    const fields = [
      'Ferretería El Sol',
      'Cajero',
      'Atención al cliente',
      'Sr. Juan Pérez',
      'Gerente de tienda',
      'Av. Grau 120',
    ];
    // Rows of a form kept as written, each a little longer than the one before: wherever the
    // page wraps them, one would break right before a separator.
    const rows = Array.from({ length: 40 }, (_, index) =>
      [`${index + 1} ${'i'.repeat(index)}`, ...fields, '984612357', '09/2021', '05/2023'].join(
        ' · ',
      ),
    );
    const cv: CvDocument = {
      ...spanish,
      sections: spanish.sections.map((section) =>
        section.kind === 'experience'
          ? {
              ...section,
              keepAsWritten: true,
              source: rows.map((text) => ({ text, bullet: false })),
            }
          : section,
      ),
    };
    const { lines } = await extractDocument(await renderCvToPdf(cv));
    expect(lines.filter((line) => line.text.trim().startsWith('·'))).toEqual([]);
    expect(lines.filter((line) => line.listItem && line.text.includes('05/2023'))).toEqual([]);
  });
});
