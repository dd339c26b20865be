import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';

import { loadCarlitoFonts } from '../../render/fonts';
import { extractDocument } from '../extract-document';
import {
  chooseGlyphReading,
  findMisreadGlyphSamples,
  readGlyphInWord,
  replaceMisreadGlyphs,
} from './misread-glyphs';

const cvLines = [
  'Valentina Quispe Rojas',
  'Asistente administrativa en Comercial Andina',
  'Gestión de proyectos y atención al cliente en la tienda de Miraflores',
  'Elaboración de reportes estadísticos mensuales para la gerencia comercial',
  'Participación en inventarios y control de caja chica de la oficina principal',
];

/**
 * A PDF whose "ti" ligature the Unicode map gives as a Bengali letter (U+09A7), as some design
 * tools write it: the page shows "Gestión", the text layer "Gesধón".
 */
function buildPdfWithBrokenUnicodeMap(): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ size: 'A4', compress: false });
    const chunks: Uint8Array[] = [];
    document.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    document.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      // pdfkit sets "ti" as one ligature glyph and maps it to "<0074 0069>"; padded to the same
      // length, so the stream's /Length still holds.
      const broken = text.replaceAll('<0074 0069>', '<09a7>     ');
      resolve(new Uint8Array(Buffer.from(broken, 'latin1')));
    });
    document.on('error', reject);
    document.font(Buffer.from(loadCarlitoFonts().regular));
    cvLines.forEach((line, index) => {
      document.fontSize(index === 0 ? 20 : 11).text(line, 56, 60 + index * 28);
    });
    document.end();
  });
}

describe('letters a broken Unicode map gives', () => {
  it('reads them from the page when the text layer names a letter of another script', async () => {
    const bytes = await buildPdfWithBrokenUnicodeMap();
    const unrepaired = await extractDocument(bytes, { glyphRepairTimeBudgetMs: 0 });
    expect(unrepaired.lines.map((line) => line.text)).toContain('Valenধna Quispe Rojas');

    const document = await extractDocument(bytes);
    expect(document.lines.map((line) => line.text)).toEqual(cvLines);
  }, 60_000);

  it('samples the longest words around each glyph, and nothing in a document of one script', () => {
    const lines = [
      { text: 'Gesধón de proyectos de construcción en Arequipa y Cusco' },
      { text: 'Elaboración de reportes estadísধcos mensuales para la gerencia' },
      { text: 'Atención al cliente y control de caja en la tienda de Surco' },
    ];
    expect(findMisreadGlyphSamples(lines).map((sample) => sample.word)).toEqual([
      'estadísধcos',
      'Gesধón',
    ]);
    expect(findMisreadGlyphSamples([{ text: 'Gestión de proyectos' }])).toEqual([]);
    // Mostly another script: a real text in it, not a broken map.
    expect(findMisreadGlyphSamples([{ text: 'aধআ বাংলা ভাষা লিখি' }])).toEqual([]);
  });

  it('reads the glyph where the rest of the word matches, accents and case aside', () => {
    expect(readGlyphInWord('Gesধón,', 'ধ', 'GESTION DE PROYECTOS')).toBe('ti');
    expect(readGlyphInWord('Asisধenধe', 'ধ', 'Asistente')).toBe('t');
    expect(readGlyphInWord('Gesধón', 'ধ', 'Gesón')).toBeNull();
    // Too little of the word left to anchor a reading.
    expect(readGlyphInWord('ধo', 'ধ', 'to')).toBeNull();
  });

  it('takes the reading two thirds of the words agree on', () => {
    expect(chooseGlyphReading(['ti', 'ti', 'fi'], 4)).toBe('ti');
    expect(chooseGlyphReading(['ti', 'fi'], 4)).toBeNull();
    expect(chooseGlyphReading(['ti'], 3)).toBeNull();
    expect(chooseGlyphReading(['ti'], 1)).toBe('ti');
  });

  it('replaces the glyph, in capitals between capitals', () => {
    const readings = new Map([['ধ', 'ti']]);
    expect(replaceMisreadGlyphs('Gesধón · GESধÓN', readings)).toBe('Gestión · GESTIÓN');
  });
});
