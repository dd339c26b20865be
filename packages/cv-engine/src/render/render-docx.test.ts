import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import { layOutCv } from './cv-layout';
import { renderCvToDocx } from './render-docx';
import { fitCvLayout, renderCvToPdf } from './render-pdf';
import { fontFamilies, renderTheme } from './render-theme';
import {
  createEnglishCvDocument,
  createSpanishCvDocument,
  findFirstOutOfOrder,
  listCvContentInOrder,
  withExtraJobs,
} from './sample-cv-documents';

type DocxParagraph = { style: string | null; numbered: boolean; text: string };

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

async function openDocx(bytes: Uint8Array) {
  const files = unzipSync(bytes);
  const read = (name: string) => {
    const file = files[name];
    if (file === undefined) throw new Error(`${name} is missing from the DOCX`);
    return strFromU8(file);
  };
  const documentXml = read('word/document.xml');
  const paragraphs: DocxParagraph[] = [...documentXml.matchAll(/<w:p>([\s\S]*?)<\/w:p>/g)].map(
    ([, body = '']) => ({
      style: /<w:pStyle w:val="([^"]+)"\/>/.exec(body)?.[1] ?? null,
      numbered: body.includes('<w:numPr>'),
      text: [...body.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
        .map(([, text = '']) => unescapeXml(text))
        .join(''),
    }),
  );
  return { files, read, documentXml, paragraphs };
}

describe('renderCvToDocx', () => {
  test('writes every piece of the Spanish CV, in reading order', async () => {
    const cv = createSpanishCvDocument();
    const { paragraphs } = await openDocx(await renderCvToDocx(cv));
    const text = paragraphs.map((paragraph) => paragraph.text).join('\n');
    expect(findFirstOutOfOrder(text, listCvContentInOrder(cv))).toBeNull();
    expect(paragraphs[0]).toEqual({
      style: 'Title',
      numbered: false,
      text: 'María Fernanda Quispe Ñahui',
    });
  });

  test('writes every piece of the English CV, in reading order', async () => {
    const cv = createEnglishCvDocument();
    const { paragraphs } = await openDocx(await renderCvToDocx(cv));
    const text = paragraphs.map((paragraph) => paragraph.text).join('\n');
    expect(findFirstOutOfOrder(text, listCvContentInOrder(cv))).toBeNull();
  });

  test('uses Heading 1 for section headings and Heading 2 for entries', async () => {
    const cv = createSpanishCvDocument();
    const { paragraphs } = await openDocx(await renderCvToDocx(cv));
    const byStyle = (style: string) =>
      paragraphs.filter((paragraph) => paragraph.style === style).map(({ text }) => text);
    expect(byStyle('Heading1')).toEqual([
      'Perfil profesional',
      'Experiencia profesional',
      'Formación académica',
      'Certificaciones',
      'Proyectos',
      'Habilidades',
      'Idiomas',
      'Voluntariado',
      'Intereses',
    ]);
    expect(byStyle('Heading2')).toEqual([
      'Analista de Datos Senior — Banco Andino del Perú S.A.',
      'Analista de Inteligencia de Negocios — Supermercados Norteños S.A.C.',
      'Practicante de Desarrollo de Software — Municipalidad Provincial de Arequipa',
      'Asistente de Soporte Técnico — Colegio San José de Cayma',
      'Maestría en Ciencia de Datos — Universidad del Pacífico',
      'Bachiller en Ingeniería de Sistemas — Universidad Nacional de San Agustín de Arequipa',
      'Observatorio de precios de alimentos en mercados de Lima',
    ]);
  });

  test('writes bullets as a real list (numbering with a bullet format), without the glyph in the text', async () => {
    const cv = createSpanishCvDocument();
    const { paragraphs, read } = await openDocx(await renderCvToDocx(cv));
    const bullets = paragraphs.filter((paragraph) => paragraph.numbered);
    const expectedBulletCount =
      cv.experience.reduce((total, entry) => total + entry.bullets.length, 0) +
      cv.education.reduce((total, entry) => total + entry.details.length, 0) +
      cv.projects.reduce((total, entry) => total + entry.bullets.length, 0) +
      cv.certifications.length +
      2; // the two "•" lines of the volunteering section
    expect(bullets).toHaveLength(expectedBulletCount);
    expect(bullets.every((bullet) => !bullet.text.startsWith('•'))).toBe(true);
    expect(read('word/numbering.xml')).toMatch(/<w:numFmt w:val="bullet"\/>/);
  });

  test('is ATS-friendly: A4, no tables, text boxes, images, headers or footers', async () => {
    const { files, documentXml } = await openDocx(await renderCvToDocx(createSpanishCvDocument()));
    expect(documentXml).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    for (const construct of [
      '<w:tbl>',
      '<w:txbxContent',
      '<w:drawing',
      '<w:pict',
      '<w:sectPr><w:headerReference',
    ]) {
      expect(documentXml).not.toContain(construct);
    }
    expect(Object.keys(files).filter((name) => /word\/(header|footer|media)/.test(name))).toEqual(
      [],
    );
  });

  test('sets the metadata: title, creator and language', async () => {
    const { read } = await openDocx(
      await renderCvToDocx(createSpanishCvDocument(), { appName: 'CVListo Pro' }),
    );
    const core = read('docProps/core.xml');
    expect(core).toContain('<dc:title>CV — María Fernanda Quispe Ñahui</dc:title>');
    expect(core).toContain('<dc:creator>María Fernanda Quispe Ñahui</dc:creator>');
    expect(core).toContain('<cp:lastModifiedBy>CVListo Pro</cp:lastModifiedBy>');
    expect(read('word/styles.xml')).toContain('<w:lang w:val="es-PE"/>');

    const english = await openDocx(await renderCvToDocx(createEnglishCvDocument()));
    expect(english.read('word/styles.xml')).toContain('<w:lang w:val="en-US"/>');
    expect(english.read('docProps/core.xml')).toContain(
      '<cp:lastModifiedBy>CVListo</cp:lastModifiedBy>',
    );
  });

  test('writes NFKC-normalised text without control characters', async () => {
    const cv = createSpanishCvDocument();
    const { paragraphs } = await openDocx(
      await renderCvToDocx({
        ...cv,
        contact: { ...cv.contact, headline: 'Certi\uFB01cada en ＳＱＬ\u0007 y Excel' },
      }),
    );
    expect(paragraphs[1]?.text).toBe('Certificada en SQL y Excel');
  });

  test('escapes XML-special characters instead of breaking the document', async () => {
    const cv = createEnglishCvDocument();
    const { paragraphs } = await openDocx(
      await renderCvToDocx({ ...cv, contact: { ...cv.contact, headline: 'R&D <Lead> "AT&T"' } }),
    );
    expect(paragraphs[1]?.text).toBe('R&D <Lead> "AT&T"');
  });

  test('renders a CV with no content as an empty document titled "CV"', async () => {
    const cv = createEnglishCvDocument();
    const empty = {
      ...cv,
      contact: { name: null, headline: null, email: null, phone: null, location: null, links: [] },
      summary: null,
      sections: [],
      experience: [],
      education: [],
      skills: [],
      languages: [],
    };
    const { paragraphs, read } = await openDocx(await renderCvToDocx(empty));
    expect(paragraphs.filter((paragraph) => paragraph.text !== '')).toEqual([]);
    expect(read('docProps/core.xml')).toContain('<dc:title>CV</dc:title>');
  });

  test('writes e-mail and web addresses as real hyperlinks (external relationships)', async () => {
    const { read, documentXml } = await openDocx(await renderCvToDocx(createSpanishCvDocument()));
    const relationships = read('word/_rels/document.xml.rels');
    const targets = new Map(
      [
        ...relationships.matchAll(
          /<Relationship Id="([^"]+)" Type="[^"]+\/hyperlink" Target="([^"]+)" TargetMode="External"\/>/g,
        ),
      ].map(([, id = '', target = '']) => [id, unescapeXml(target)]),
    );
    const links = [
      ...documentXml.matchAll(/<w:hyperlink [^>]*r:id="([^"]+)"[^>]*>([\s\S]*?)<\/w:hyperlink>/g),
    ].map(([, id = '', body = '']) => [
      [...body.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map(([, text]) => text).join(''),
      targets.get(id),
    ]);
    expect(links).toEqual([
      ['maria.quispe@correo.pe', 'mailto:maria.quispe@correo.pe'],
      ['linkedin.com/in/mariaquispe', 'https://linkedin.com/in/mariaquispe'],
      ['github.com/mquispe', 'https://github.com/mquispe'],
    ]);
  });

  test('numbers its hyperlinks in order, so the same CV gives the same file; a short URL fragment is the anchor', async () => {
    const cv = createSpanishCvDocument();
    const withFragment = {
      ...cv,
      contact: { ...cv.contact, links: [...cv.contact.links, 'mquispe.pe/portafolio#proyectos'] },
    };
    const [first, second] = await Promise.all([
      openDocx(await renderCvToDocx(withFragment)),
      openDocx(await renderCvToDocx(withFragment)),
    ]);
    const relationships = first.read('word/_rels/document.xml.rels');
    expect(second.documentXml).toBe(first.documentXml);
    expect(second.read('word/_rels/document.xml.rels')).toBe(relationships);
    const ids = [...first.documentXml.matchAll(/<w:hyperlink [^>]*r:id="([^"]+)"/g)].map(
      ([, id]) => id,
    );
    expect(ids).toEqual(['rIdLink1', 'rIdLink2', 'rIdLink3', 'rIdLink4']);
    expect(relationships).toContain(
      '<Relationship Id="rIdLink4" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://mquispe.pe/portafolio" TargetMode="External"/>',
    );
    expect(first.documentXml).toMatch(/<w:hyperlink [^>]*w:anchor="proyectos"[^>]*r:id="rIdLink4"/);
  });

  test("names the family whose metrics the PDF embeds, at the PDF's sizes", async () => {
    const { read } = await openDocx(await renderCvToDocx(createEnglishCvDocument()));
    const styles = read('word/styles.xml');
    const families = new Set([...styles.matchAll(/w:ascii="([^"]+)"/g)].map(([, name]) => name));
    expect([...families]).toEqual([fontFamilies.docx]);
    // The PDF of the same CV embeds the metric-compatible family (decision 015).
    const pdf = new TextDecoder('latin1').decode(await renderCvToPdf(createEnglishCvDocument()));
    expect(pdf).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${fontFamilies.pdf}-Regular`));
    // Body text in half-points, as in the PDF's normal theme.
    expect(styles).toContain(`<w:sz w:val="${renderTheme.blocks.paragraph.size * 2}"/>`);
  });

  test('takes the fitting step the PDF takes: a one-page source slightly over one page is set tighter', async () => {
    const cv = withExtraJobs(createEnglishCvDocument(), 4);
    const fit = fitCvLayout(layOutCv(cv), { targetPages: 1 });
    expect(fit.theme).not.toBe(renderTheme);
    const { read, documentXml } = await openDocx(await renderCvToDocx(cv, { targetPages: 1 }));
    expect(read('word/styles.xml')).toContain(
      `<w:sz w:val="${fit.theme.blocks.paragraph.size * 2}"/>`,
    );
    const margin = Math.round(fit.theme.pageMargin * 20);
    expect(documentXml).toContain(`w:top="${margin}" w:right="${margin}"`);
    // Without the target, and with the normal theme's content, the normal margins.
    const normal = await openDocx(await renderCvToDocx(createEnglishCvDocument()));
    expect(normal.documentXml).toContain(`w:top="${renderTheme.pageMargin * 20}"`);
  });

  const soffice = ['soffice', 'libreoffice'].find((command) => {
    try {
      execFileSync('which', [command], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
  test.skipIf(soffice === undefined)('opens in LibreOffice (converted to PDF)', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'cv-docx-'));
    const input = path.join(directory, 'cv.docx');
    writeFileSync(input, await renderCvToDocx(createSpanishCvDocument()));
    execFileSync(
      soffice ?? 'soffice',
      ['--headless', '--convert-to', 'pdf', '--outdir', directory, input],
      {
        timeout: 60_000,
        stdio: 'ignore',
      },
    );
    expect(readFileSync(path.join(directory, 'cv.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('a section kept as written keeps the source’s indents in the DOCX', () => {
  test('a project under a job is indented as far as in the PDF', async () => {
    const spanish = createSpanishCvDocument();
    const cv = {
      ...spanish,
      sections: spanish.sections.map((section) =>
        section.kind === 'experience'
          ? {
              ...section,
              keepAsWritten: true,
              source: [
                { text: '2020 – 2023 Desarrolladora, Andes Software.', bullet: false, bold: true },
                { text: 'Lideré el equipo móvil.', bullet: false, indent: 1 },
                { text: 'Mercado Rápido', bullet: false, bold: true, indent: 2 },
              ],
            }
          : section,
      ),
    };
    const { documentXml } = await openDocx(await renderCvToDocx(cv));
    const paragraphOf = (text: string) =>
      [...documentXml.matchAll(/<w:p>([\s\S]*?)<\/w:p>/g)].find(([body]) =>
        body.includes(text),
      )?.[0];
    const twips = (points: number) => String(Math.round(points * 20));
    expect(paragraphOf('Desarrolladora, Andes')).not.toContain('<w:ind');
    expect(paragraphOf('Lideré el equipo')).toContain(
      `<w:ind w:left="${twips(renderTheme.bulletIndent)}"/>`,
    );
    expect(paragraphOf('Mercado Rápido')).toContain(
      `<w:ind w:left="${twips(2 * renderTheme.bulletIndent)}"/>`,
    );
  });
});
