import { describe, expect, it } from 'vitest';
import { buildTestLines } from './build-test-lines';
import { detectHeadings } from './headings';
import { segmentSections } from './sections';

describe('segmentSections', () => {
  it('lets the header read a contact section while the section keeps its lines', () => {
    const lines = buildTestLines([
      { text: 'Lucía Quispe Mamani', fontSize: 20, bold: true },
      { text: 'Contactar', fontSize: 13 },
      'Av. Los Pinos 123, Arequipa',
      'lucia.quispe@correo.pe',
      { text: 'Experiencia', fontSize: 13 },
      'Asistente contable',
    ]);
    const segmentation = segmentSections(lines, detectHeadings(lines));
    expect(segmentation.sections.map((section) => section.heading)).toEqual([
      'Contactar',
      'Experiencia',
    ]);
    expect(segmentation.sections[0]?.lineIndices).toEqual([2, 3]);
    expect(segmentation.preambleIndices).toEqual([0, 2, 3]);
  });

  it('keeps a personal-data form out of the header: its labels are read on their own', () => {
    const lines = buildTestLines([
      { text: 'DATOS PERSONALES', bold: true },
      'DOMICILIO: Jr. Puno 456',
      { text: 'EXPERIENCIA', bold: true },
      'Cajero',
    ]);
    const segmentation = segmentSections(lines, detectHeadings(lines));
    expect(segmentation.sections[0]?.lineIndices).toEqual([1]);
    expect(segmentation.preambleIndices).toEqual([]);
  });

  it('displays a heading wrapped over two lines as one and keeps its second line out of the text', () => {
    const lines = buildTestLines([
      'EDUCACIÓN',
      'Instituto Cibertec',
      'Formación',
      'Complementaria',
      'Curso de SQL',
    ]);
    const sections = segmentSections(lines, detectHeadings(lines)).sections;
    expect(sections.map((section) => [section.heading, section.lineIndices])).toEqual([
      ['EDUCACIÓN', [1]],
      ['Formación Complementaria', [4]],
    ]);
  });
});
