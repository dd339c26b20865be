import { describe, expect, test } from 'vitest';
import { normaliseText } from './normalise-text';

describe('normaliseText', () => {
  test('applies NFKC: ligatures and full-width forms become ordinary letters', () => {
    expect(normaliseText('Certi\uFB01cación en ＳＱＬ')).toBe('Certificación en SQL');
    expect(normaliseText('Oﬃce ２０２３')).toBe('Office 2023');
  });

  test('keeps accents, ñ and dashes, composed', () => {
    // "n" + combining tilde and "a" + combining acute compose to single code points.
    expect(normaliseText('Ñahui – Cañete — Perú')).toBe('Ñahui – Cañete — Perú');
    expect(normaliseText('Pen\u0303a Mari\u0301a')).toBe('Peña María');
  });

  test('strips control, invisible and private-use characters', () => {
    expect(normaliseText('Lima\u0007\u0000 Perú')).toBe('Lima Perú');
    expect(normaliseText('Ja\u00ADva\u200BScript\uFEFF')).toBe('JavaScript');
    expect(normaliseText('\uF095 +51 987 654 321')).toBe('+51 987 654 321');
  });

  test('collapses whitespace, including tabs, line breaks and no-break spaces', () => {
    expect(normaliseText('  Analista\t de\n\ndatos\u00A0senior\u2028 ')).toBe(
      'Analista de datos senior',
    );
  });

  test('keeps ordinal indicators and superscript digits that NFKC would flatten', () => {
    expect(normaliseText('Colegio Nº 8, aula 4ºC, 1ª promoción, 120 m²')).toBe(
      'Colegio Nº 8, aula 4ºC, 1ª promoción, 120 m²',
    );
  });

  test('replaces symbols the output font cannot draw', () => {
    expect(normaliseText('Inglés ★★★☆☆')).toBe('Inglés ●●●○○');
    expect(normaliseText('✔ Excel ➢ Word')).toBe('• Excel • Word');
    expect(normaliseText('📞 987 654 321')).toBe('987 654 321');
  });
});
