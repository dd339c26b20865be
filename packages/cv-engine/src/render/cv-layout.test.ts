import { describe, expect, test } from 'vitest';
import type { CvDocument } from '../model/cv-document';
import { formatDateRange, layOutCv, type LayoutBlock } from './cv-layout';
import { createEnglishCvDocument, createSpanishCvDocument } from './sample-cv-documents';

const texts = (blocks: readonly LayoutBlock[], kind: LayoutBlock['kind']) =>
  blocks.filter((block) => block.kind === kind).map((block) => block.text);

describe('layOutCv', () => {
  test('starts with the contact block: name, headline, then contact lines', () => {
    const { blocks } = layOutCv(createSpanishCvDocument());
    expect(blocks.slice(0, 4).map((block) => [block.kind, block.text])).toEqual([
      ['name', 'María Fernanda Quispe Ñahui'],
      ['headline', 'Ingeniera de Sistemas – Analista de Datos'],
      ['contact', 'maria.quispe@correo.pe · +51 987 654 321 · Miraflores, Lima'],
      ['contact', 'linkedin.com/in/mariaquispe · github.com/mquispe'],
    ]);
  });

  test("prints an employer's description under the entry's header, as a line and not a bullet", () => {
    const cv = createSpanishCvDocument();
    const [first, ...rest] = cv.experience;
    if (first === undefined) throw new Error('the sample has experience');
    const description = 'Empresa mayorista dedicada a la distribución de abarrotes.';
    const { blocks } = layOutCv({ ...cv, experience: [{ ...first, description }, ...rest] });
    const at = blocks.findIndex((block) => block.text === description);
    expect(blocks[at]?.kind).toBe('paragraph');
    expect(blocks[at - 1]?.kind).toBe('entry-meta');
    expect(blocks[at + 1]).toMatchObject({ kind: 'bullet', text: first.bullets[0] });
    expect(texts(blocks, 'bullet')).not.toContain(description);
  });

  test('shows a title written before the name with it', () => {
    const cv = createSpanishCvDocument();
    const { blocks } = layOutCv({ ...cv, contact: { ...cv.contact, honorific: 'Ing.' } });
    expect(texts(blocks, 'name')).toEqual(['Ing. María Fernanda Quispe Ñahui']);
  });

  test('puts the contact data on one line when it fits', () => {
    const { blocks } = layOutCv(createEnglishCvDocument());
    expect(texts(blocks, 'contact')).toEqual([
      'jorge.mendoza@example.com · +51 912 345 678 · Lima, Peru · jorgemendoza.dev',
    ]);
  });

  test('writes the sections in `sections` order and omits empty ones', () => {
    const { blocks } = layOutCv(createSpanishCvDocument());
    expect(texts(blocks, 'heading')).toEqual([
      'Perfil profesional',
      'Experiencia profesional',
      'Formación académica',
      'Certificaciones',
      'Proyectos',
      'Habilidades',
      'Idiomas',
      'Voluntariado',
      // "Premios" has no content: omitted.
      'Intereses',
    ]);
  });

  test('places the summary under its own section when there is one', () => {
    const { blocks } = layOutCv(createSpanishCvDocument());
    const summaryHeading = blocks.findIndex((block) => block.text === 'Perfil profesional');
    expect(blocks[summaryHeading + 1]).toMatchObject({ kind: 'paragraph' });
    expect(blocks[summaryHeading + 1]?.text).toMatch(/^Ingeniera de Sistemas con más de 6 años/);
  });

  test('prints the summary once when two profile sections were joined into it', () => {
    const cv = createSpanishCvDocument();
    const twoProfiles: CvDocument = {
      ...cv,
      sections: [
        ...cv.sections,
        { id: 's-about', kind: 'summary', heading: 'Sobre mí', lines: [] },
      ],
    };
    const paragraphs = texts(layOutCv(twoProfiles).blocks, 'paragraph');
    expect(paragraphs.filter((text) => text === cv.summary)).toHaveLength(1);
  });

  test('places a summary without a section right after the contact block, under the standard heading', () => {
    const { blocks } = layOutCv(createEnglishCvDocument());
    expect(blocks.slice(3, 5).map((block) => [block.kind, block.text.slice(0, 20)])).toEqual([
      ['heading', 'Professional Summary'],
      ['paragraph', 'Full-stack developer'],
    ]);
    const spanish = createSpanishCvDocument();
    const withoutSection = layOutCv({
      ...spanish,
      sections: spanish.sections.filter((section) => section.kind !== 'summary'),
    });
    expect(texts(withoutSection.blocks, 'heading')[0]).toBe('Perfil profesional');
  });

  test('writes an experience entry as title — organisation, dates · location, bullets', () => {
    const { blocks } = layOutCv(createSpanishCvDocument());
    const start = blocks.findIndex((block) => block.kind === 'entry-title');
    expect(blocks.slice(start, start + 3)).toEqual([
      {
        kind: 'entry-title',
        text: 'Analista de Datos Senior — Banco Andino del Perú S.A.',
        label: null,
        keepWithNext: true,
        links: [],
      },
      {
        kind: 'entry-meta',
        text: 'ene. 2021 – actualidad · San Isidro, Lima',
        label: null,
        keepWithNext: true,
        links: [],
      },
      {
        kind: 'bullet',
        text: 'Automaticé 35 reportes regulatorios con Python y SQL, reduciendo el tiempo de cierre mensual de 5 a 2 días.',
        label: null,
        keepWithNext: false,
        links: [],
      },
    ]);
  });

  test('sets a label that heads an entry’s lines ("Funciones:") apart, not as a bullet', () => {
    const cv = createSpanishCvDocument();
    const [first, ...rest] = cv.experience;
    if (first === undefined) throw new Error('The sample has an experience entry.');
    const labelled = { ...first, bullets: ['Funciones:', 'Elaboré reportes: ventas y stock.'] };
    const { blocks } = layOutCv({ ...cv, experience: [labelled, ...rest] });
    const start = blocks.findIndex((block) => block.text === 'Funciones:');
    expect(blocks.slice(start, start + 2).map((block) => [block.kind, block.keepWithNext])).toEqual(
      [
        ['emphasis', true],
        ['bullet', false],
      ],
    );
  });
  test("prints a work section's note above its jobs, where the source had it", () => {
    const cv = createSpanishCvDocument();
    const note = 'Detalle de proyectos disponible en el CTI Vitae.';
    const sectionId = cv.experience[0]?.sectionId;
    const sections = cv.sections.map((section) =>
      section.id === sectionId ? { ...section, lines: [note] } : section,
    );
    const { blocks } = layOutCv({ ...cv, sections });
    const noteAt = blocks.findIndex((block) => block.text === note);
    const firstJobAt = blocks.findIndex((block) => block.kind === 'entry-title');
    expect(noteAt).toBeGreaterThan(0);
    expect(noteAt).toBeLessThan(firstJobAt);
  });

  test('writes skills as labelled groups, languages as "name — level", certifications as bullets', () => {
    const { blocks } = layOutCv(createSpanishCvDocument());
    const skills = blocks.filter((block) => block.label !== null);
    expect(skills.map((block) => [block.label, block.text])).toEqual([
      ['Técnicas', 'Python, SQL, Power BI, Azure Synapse, PostgreSQL, ETL, Estadística'],
      ['Gestión', 'Scrum, Gestión de interesados, Presentaciones ejecutivas'],
    ]);
    expect(texts(blocks, 'paragraph')).toContain('Trabajo en equipo, Comunicación efectiva');
    expect(texts(blocks, 'paragraph')).toContain('Español — Nativo');
    expect(texts(blocks, 'bullet')).toContain(
      'Microsoft Certified: Power BI Data Analyst Associate — Microsoft · may. 2022',
    );
  });

  test('renders other-kind sections from their lines, keeping source bullets as bullets', () => {
    const { blocks } = layOutCv(createSpanishCvDocument());
    const start = blocks.findIndex((block) => block.text === 'Voluntariado');
    expect(blocks.slice(start + 1, start + 4).map((block) => [block.kind, block.text])).toEqual([
      ['paragraph', 'Asociación Niños del Perú – Mentora de programación (2019 – 2021)'],
      ['bullet', 'Dicté talleres de Scratch y Python a 40 escolares de Villa El Salvador.'],
      ['bullet', 'Coordiné la campaña anual de donación de computadoras.'],
    ]);
  });

  test('prints a section kept as written from its source, a bold line as emphasis kept with the next', () => {
    const spanish = createSpanishCvDocument();
    const cv: CvDocument = {
      ...spanish,
      sections: spanish.sections.map((section) =>
        section.kind === 'experience'
          ? {
              ...section,
              keepAsWritten: true,
              source: [
                { text: 'Asistente contable', bullet: false, bold: true },
                { text: 'Estudio Contable Rímac, 2021 – 2023', bullet: false },
                { text: 'Concilié las cuentas bancarias.', bullet: true },
              ],
            }
          : section,
      ),
    };
    const { blocks } = layOutCv(cv);
    const start = blocks.findIndex((block) => block.text === 'Asistente contable');
    expect(
      blocks.slice(start, start + 3).map((block) => [block.kind, block.text, block.keepWithNext]),
    ).toEqual([
      ['emphasis', 'Asistente contable', true],
      ['paragraph', 'Estudio Contable Rímac, 2021 – 2023', false],
      ['bullet', 'Concilié las cuentas bancarias.', false],
    ]);
  });

  test('prints a form table kept as written one row per line, its cells side by side', () => {
    const cell = (text: string, row: number, column: number, bold = false) => ({
      text,
      bullet: false,
      ...(bold ? { bold: true } : {}),
      tableCell: { row, column },
    });
    const spanish = createSpanishCvDocument();
    const cv: CvDocument = {
      ...spanish,
      sections: spanish.sections.map((section) =>
        section.kind === 'experience'
          ? {
              ...section,
              keepAsWritten: true,
              source: [
                cell('Empresa', 1, 0, true),
                cell('Cargo', 1, 1, true),
                cell('Desde', 1, 2, true),
                cell('Ferretería El Sol', 2, 0),
                cell('Cajero', 2, 1),
                cell('y almacenero', 2, 1),
                cell('2021', 2, 2),
                cell('Referencia:', 3, 0),
                cell('Sr. Juan Pérez', 3, 1),
                { text: 'Atendí a clientes.', bullet: true, tableCell: { row: 4, column: 0 } },
                { text: 'Lima', bullet: false, tableCell: { row: 4, column: 1 } },
              ],
            }
          : section,
      ),
    };
    const { blocks } = layOutCv(cv);
    const start = blocks.findIndex((block) => block.text.startsWith('Empresa'));
    expect(blocks.slice(start, start + 6).map((block) => [block.kind, block.text])).toEqual([
      ['emphasis', 'Empresa · Cargo · Desde'],
      ['paragraph', 'Ferretería El Sol · Cajero y almacenero · 2021'],
      ['paragraph', 'Referencia: Sr. Juan Pérez'],
      ['bullet', 'Atendí a clientes.'],
      ['paragraph', 'Lima'],
      ['heading', expect.any(String) as string],
    ]);
  });

  test('prints entries that point to no section under their standard heading, at the end', () => {
    const cv: CvDocument = {
      ...createEnglishCvDocument(),
      languages: [{ sectionId: 'missing', name: 'Quechua', level: 'Basic' }],
    };
    const { blocks } = layOutCv(cv);
    expect(blocks.slice(-2).map((block) => [block.kind, block.text])).toEqual([
      ['heading', 'Languages'],
      ['paragraph', 'Quechua — Basic'],
    ]);
  });

  test('marks headings, entry titles and entry dates to stay with what follows', () => {
    const { blocks } = layOutCv(createSpanishCvDocument());
    for (const block of blocks) {
      expect(block.keepWithNext, block.kind).toBe(
        ['heading', 'entry-title', 'entry-meta'].includes(block.kind),
      );
    }
  });

  test('normalises every text and drops what becomes empty', () => {
    const cv = createEnglishCvDocument();
    const { blocks, title } = layOutCv({
      ...cv,
      contact: { ...cv.contact, name: 'Ｊｏｒｇｅ  Mendoza\u0007', headline: '\u200B ' },
    });
    expect(blocks[0]).toMatchObject({ kind: 'name', text: 'Jorge Mendoza' });
    expect(blocks[1]?.kind).toBe('contact');
    expect(title).toBe('CV — Jorge Mendoza');
  });

  test('gives the metadata: title, author and language tag', () => {
    expect(layOutCv(createSpanishCvDocument())).toMatchObject({
      title: 'CV — María Fernanda Quispe Ñahui',
      author: 'María Fernanda Quispe Ñahui',
      languageTag: 'es-PE',
    });
    const anonymous = createEnglishCvDocument();
    expect(layOutCv({ ...anonymous, contact: { ...anonymous.contact, name: null } })).toMatchObject(
      { title: 'CV', author: null, languageTag: 'en-US' },
    );
  });
});

describe('formatDateRange', () => {
  test('uses the range as written, and builds it from its parts only when blank', () => {
    const written = { text: 'ene. 2020 – actualidad', start: null, end: null, current: true };
    expect(formatDateRange(written, 'es')).toBe('ene. 2020 – actualidad');
    const blank = {
      text: '',
      start: { year: 2019, month: 9 },
      end: null,
      current: true,
    };
    expect(formatDateRange(blank, 'es')).toBe('set. 2019 – actualidad');
    expect(formatDateRange(blank, 'en')).toBe('Sep 2019 – Present');
    expect(formatDateRange(null, 'es')).toBeNull();
  });

  test('gives contact lines and text with an address the link targets both renderers write', () => {
    const cv = createSpanishCvDocument();
    const { blocks } = layOutCv({
      ...cv,
      sections: [
        ...cv.sections,
        {
          id: 's-publications',
          kind: 'other',
          heading: 'Publicaciones',
          lines: ['Guía de tableros con Node.js y ASP.NET, en www.datosandinos.example/guia.'],
        },
      ],
    });
    const linked = blocks
      .filter((block) => block.links.length > 0)
      .map((block) =>
        block.links.map((link) => [block.text.slice(link.start, link.end), link.target]),
      );
    expect(linked).toEqual([
      [['maria.quispe@correo.pe', 'mailto:maria.quispe@correo.pe']],
      [
        ['linkedin.com/in/mariaquispe', 'https://linkedin.com/in/mariaquispe'],
        ['github.com/mquispe', 'https://github.com/mquispe'],
      ],
      // Technology names that look like domains are not links; the sentence's full stop is not part of one.
      [['www.datosandinos.example/guia', 'https://www.datosandinos.example/guia']],
    ]);
  });
});
