import { describe, expect, it } from 'vitest';
import { markTabFields } from './tab-fields';

describe('markTabFields', () => {
  it('parts a row of three or more fields set out by tabs', () => {
    expect(markTabFields('Vendedora\tBodega Doña Rosa\tenero 2014 – diciembre 2014')).toBe(
      'Vendedora | Bodega Doña Rosa | enero 2014 – diciembre 2014',
    );
    expect(markTabFields('Asistente \t\t Comercial Sur S.A.C. \t 2019 – 2021')).toBe(
      'Asistente | Comercial Sur S.A.C. | 2019 – 2021',
    );
  });

  it('reads a tab after a label, beside a colon or dash, or at either end as a space', () => {
    expect(markTabFields('Nombre\tJosé Luis')).toBe('Nombre José Luis');
    expect(markTabFields('DNI\t:\t45871236')).toBe('DNI : 45871236');
    expect(markTabFields('\tEXPERIENCIA LABORAL\t')).toBe(' EXPERIENCIA LABORAL ');
    expect(markTabFields('2015 –\t2020\tUniversidad Nacional de Piura')).toBe(
      '2015 – 2020 Universidad Nacional de Piura',
    );
  });

  it('parts a role from its employer tabbed after it, in its legal form or in capitals', () => {
    expect(markTabFields('Secretaria de Gerencia\tAGENCIA MARÍTIMA WASI S.A.C.')).toBe(
      'Secretaria de Gerencia | AGENCIA MARÍTIMA WASI S.A.C.',
    );
    expect(markTabFields('Auxiliar de Oficina\tMUNICIPALIDAD PROVINCIAL DE PUKARA')).toBe(
      'Auxiliar de Oficina | MUNICIPALIDAD PROVINCIAL DE PUKARA',
    );
    // A label before its value in capitals is no role: "Nombres y apellidos", "Centro de estudios".
    expect(markTabFields('Nombres y apellidos\tROSA HUILLCA QUISPE')).toBe(
      'Nombres y apellidos ROSA HUILLCA QUISPE',
    );
    expect(markTabFields('Centro de estudios\tUNIVERSIDAD NACIONAL DE PUKARA')).toBe(
      'Centro de estudios UNIVERSIDAD NACIONAL DE PUKARA',
    );
  });
});
