import { describe, expect, test } from 'vitest';
import { keepDrawable } from './drawable-text';

// A font that draws Latin-1 and the two circles and bullet only.
const draws = (codePoint: number) => [0x2022, 0x25cf, 0x25cb].includes(codePoint);

describe('keepDrawable', () => {
  test('keeps a rating scale readable as filled and empty circles', () => {
    expect(keepDrawable('Excel ★★★★☆', draws)).toBe('Excel ●●●●○');
  });

  test('turns check marks, arrows and diamonds used as markers into bullets', () => {
    expect(keepDrawable('✓ SQL ► Power BI ◆ Python', draws)).toBe('• SQL • Power BI • Python');
  });

  test('drops emoji and letters of scripts the font lacks', () => {
    expect(keepDrawable('✉ ana@correo.pe ㅡ Lima 😀', draws)).toBe(' ana@correo.pe  Lima ');
  });

  test('leaves Latin-1 text untouched', () => {
    expect(keepDrawable('Señor Núñez, año 2024 · ª º ²', draws)).toBe(
      'Señor Núñez, año 2024 · ª º ²',
    );
  });
});
