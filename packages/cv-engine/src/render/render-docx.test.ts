import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import { renderCvToDocx } from './render-docx';
import {
  createEnglishCvDocument,
  createSpanishCvDocument,
  findFirstOutOfOrder,
  listCvContentInOrder,
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
