import { describe, expect, test } from 'vitest';
import { findPersonalData } from './personal-data';

const found = (texts: readonly string[]) =>
  findPersonalData(texts).map(({ kind, text }) => ({ kind, text }));

describe('findPersonalData', () => {
  test('a "Datos personales" block read as one line gives one fragment per kind', () => {
    expect(
      found(['DNI: 40123456 Fecha de nacimiento: 2 de abril de 1990 Estado civil: Casado']),
    ).toEqual([
      { kind: 'civil-status', text: 'Estado civil: Casado' },
      { kind: 'birth-date', text: 'Fecha de nacimiento: 2 de abril de 1990' },
      { kind: 'identity-document', text: 'DNI: 40123456' },
    ]);
  });

  test('labels without a colon, a value alone on its line, age, English labels', () => {
    expect(found(['Soltera', 'D.N.I. N° 71234567', 'Nacionalidad peruana'])).toEqual([
      { kind: 'civil-status', text: 'Soltera' },
      { kind: 'identity-document', text: 'D.N.I. N° 71234567' },
      { kind: 'nationality', text: 'Nacionalidad peruana' },
    ]);
    expect(found(['Lima · Edad: 27 años · 987 654 321'])).toEqual([
      { kind: 'birth-date', text: 'Edad: 27 años' },
    ]);
    expect(
      found(['Date of birth: 02/04/1990', 'Gender: Female', 'Marital status: Single']),
    ).toEqual([
      { kind: 'civil-status', text: 'Marital status: Single' },
      { kind: 'birth-date', text: 'Date of birth: 02/04/1990' },
      { kind: 'sex', text: 'Gender: Female' },
    ]);
  });

  test('advice is in Spanish and says why, for every kind', () => {
    const all = findPersonalData([
      'Estado civil: soltero',
      'Fecha de nacimiento: 01/01/1990',
      'Religión: evangélica',
      'DNI 45678912',
      'Nacionalidad: venezolana',
      'Sexo: M',
    ]);
    expect(all).toHaveLength(6);
    for (const item of all) expect(item.advice).toMatch(/^Tu CV (?:indica|muestra|menciona) /u);
  });

  test('the same words in a sentence are not personal data', () => {
    expect(
      found([
        'Genero reportes semanales de ventas.',
        'Docente de religión en educación secundaria.',
        'Gestioné pasaportes y visas para 30 viajes de la gerencia.',
        'Atención a clientes casados y solteros del seguro de vida.',
        'Cobertura de 12 distritos con 3 supervisores.',
      ]),
    ).toEqual([]);
  });
});
