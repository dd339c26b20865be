import { describe, expect, test } from 'vitest';
import { listContentTokens } from './content-tokens';

describe('listContentTokens', () => {
  test('keeps words of three letters or more and numbers, folded', () => {
    expect(listContentTokens('Jefa de Almacén en 2021, área de 350 m²')).toEqual([
      'jefa',
      'almacen',
      '2021',
      'area',
      '350',
      '2',
    ]);
  });

  test('an address is one token without scheme, www or trailing slash', () => {
    expect(listContentTokens('https://www.linkedin.com/in/rosa-diaz/ · rosa@correo.pe')).toEqual([
      'linkedin.com/in/rosa-diaz',
      'rosa@correo.pe',
    ]);
    // Addresses come first: they are taken out before the words are read.
    expect(listContentTokens('Portafolio: rosadiaz.pe')).toEqual(['rosadiaz.pe', 'portafolio']);
  });

  test('a company form or an abbreviation is not an address', () => {
    expect(listContentTokens('Textiles Andinos S.A.C. · Ing.Sistemas')).toEqual([
      'textiles',
      'andinos',
      'ing',
      'sistemas',
    ]);
  });
});
