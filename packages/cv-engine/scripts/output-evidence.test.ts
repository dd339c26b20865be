import { describe, expect, test } from 'vitest';
import { listRepeatedLines, measureOutputEvidence } from './output-evidence';

const measure = (
  sourceText: string,
  outputText: string,
  extra: Partial<Parameters<typeof measureOutputEvidence>[0]> = {},
) =>
  measureOutputEvidence({
    sourceText,
    outputText,
    reportText: '',
    sourceLinks: [],
    sourceHeadings: [],
    ...extra,
  });

describe('measureOutputEvidence', () => {
  test('counts a source word missing from the output as lost, unless the report lists it', () => {
    expect(measure('Vendedor en Tiendas Sur 2019', 'Vendedor 2019').lost).toEqual([
      'tiendas',
      'sur',
    ]);
    expect(
      measure('Vendedor en Tiendas Sur 2019', 'Vendedor 2019', { reportText: 'Tiendas Sur' }).lost,
    ).toEqual([]);
  });

  test('counts an output word the source never had as invented, but not the engine’s own words', () => {
    expect(
      measure('Cajera 2020', 'Experiencia profesional Cajera ene. 2020 Proactiva').invented,
    ).toEqual(['proactiva']);
    // A rewrite's conjugated action verb is from the engine's closed list.
    expect(measure('Responsable de la caja', 'Gestioné la caja').invented).toEqual([]);
    // The present of a verb of the table that is also a noun: the optimiser's verb.
    expect(measure('Cuadre de caja diario', 'Cuadro caja diario').invented).toEqual([]);
    expect(measure('Caja diaria', 'Cuadro general de caja diaria').invented).toEqual(['general']);
  });

  test('forgives a hyphen-broken word written whole, a contact label, a heading number and a wrapped address', () => {
    const source = [
      'Cel. 987 654 321 · Correo rosa@correo-',
      'andino.pe',
      '1 Experiencia',
      'Atendí a los princi-',
      'pales clientes.',
    ].join('\n');
    const output =
      'rosa@correo-andino.pe · 987 654 321\nExperiencia\nAtendí a los principales clientes.';
    expect(measure(source, output, { sourceHeadings: ['Experiencia'] })).toEqual({
      sourceTokens: expect.any(Number),
      lost: [],
      invented: [],
    });
  });

  test('forgives a list number before an item the output keeps, not before one it loses', () => {
    expect(measure('1. CLÍNICA WASI\n2. RED PUKARA', 'CLÍNICA WASI\nRED PUKARA').lost).toEqual([]);
    expect(measure('1. CLÍNICA WASI\n2. RED PUKARA', 'CLÍNICA WASI').lost).toEqual([
      '2',
      'red',
      'pukara',
    ]);
  });

  test('an e-mail a narrow column broke without a hyphen, written whole, is not new', () => {
    const source = [
      'Miraflores, Lima',
      'rosa.quispe',
      '1990@gmail.com',
      'rosaq@correo.g',
      'ob.pe',
    ].join('\n');
    const output = 'rosa.quispe1990@gmail.com · rosaq@correo.gob.pe · Miraflores, Lima';
    expect(measure(source, output).invented).toEqual([]);
    // A word of its own is still new.
    expect(measure(source, `${output} · Lince`).invented).toEqual(['lince']);
  });

  test('a link target of the source may appear in the output', () => {
    expect(
      measure('LinkedIn', 'linkedin.com/in/rosa-diaz', {
        sourceLinks: ['https://www.linkedin.com/in/rosa-diaz'],
      }).invented,
    ).toEqual([]);
  });
});

describe('listRepeatedLines', () => {
  test('names a source line the output prints twice, not one the source itself repeats', () => {
    const source = [
      'Av. Los Pinos 245 Dpto. 3',
      'Tecnologías: HTML, CSS, JavaScript',
      'Tecnologías: HTML, CSS, JavaScript',
      'Inglés',
    ].join('\n');
    const output = [
      'Av. Los Pinos 245 Dpto. 3',
      'Tecnologías: HTML, CSS, JavaScript',
      'Tecnologías — HTML, CSS,',
      'JavaScript',
      'Inglés · Inglés',
      'Información adicional',
      'Av. Los Pinos 245',
      'Dpto. 3',
    ].join('\n');
    expect(listRepeatedLines(source, output)).toEqual(['Av. Los Pinos 245 Dpto. 3']);
  });
});
