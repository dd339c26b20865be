import { describe, expect, test } from 'vitest';
import { looksSpanish } from './text-language';

describe('looksSpanish', () => {
  test('tells Spanish sentences from English ones', () => {
    expect(looksSpanish('Elaboré los estados financieros mensuales de 3 empresas del grupo.')).toBe(
      true,
    );
    expect(looksSpanish('Prepared the monthly financial statements of 3 group companies.')).toBe(
      false,
    );
  });

  test('short texts are never judged', () => {
    expect(looksSpanish('Excel avanzado')).toBe(false);
    expect(looksSpanish('Inglés — Intermedio')).toBe(false);
  });

  test('Spanish proper names inside English are left out', () => {
    const text =
      'Audited Banco de la Nación, Caja Municipal de Piura and Banco de Crédito del Perú.';
    expect(looksSpanish(text)).toBe(true);
    const names = ['Banco de la Nación', 'Caja Municipal de Piura', 'Banco de Crédito del Perú'];
    expect(looksSpanish(text, names)).toBe(false);
  });
});
