import { describe, expect, test } from 'vitest';
import { toSentenceCase } from './sentence-case';
import { collectWordEvidence } from './word-evidence';

describe('toSentenceCase', () => {
  const words = collectWordEvidence([
    'Atendí a clientes con atención en tienda y cuadré la caja',
    'Trabajé con el sistema SAP en Trujillo',
  ]);

  test('lowers the words the CV writes in lower case and keeps acronyms and names', () => {
    expect(toSentenceCase('CUADRE DE CAJA EN TIENDA CON SAP', words)).toBe(
      'Cuadre de caja en tienda con SAP',
    );
    expect(toSentenceCase('ATENCIÓN A CLIENTES EN TRUJILLO', words)).toBe(
      'Atención a clientes en Trujillo',
    );
    // No vowel: an acronym even if the CV never writes it.
    expect(toSentenceCase('CAJA Y TIENDA PARA RRHH', words)).toBe('Caja y tienda para RRHH');
  });

  test('leaves the bullet alone when a word may be an acronym or it is not all caps', () => {
    expect(toSentenceCase('CUADRE DE CAJA PARA SUNAT', words)).toBeNull();
    expect(toSentenceCase('Cuadre de caja en tienda', words)).toBeNull();
    expect(toSentenceCase('SAP', words)).toBeNull();
  });
});
