import { describe, expect, test } from 'vitest';
import { tutorialGuide } from './tutorial-guide';

describe('tutorial guide', () => {
  test('explains editing through the Word download, never copying to a drive', () => {
    const text = JSON.stringify(tutorialGuide);
    expect(text).toContain('Descarga tu CV en Word para editarlo');
    expect(text.toLowerCase()).not.toContain('drive');
    expect(tutorialGuide.map((item) => item.question)).toEqual(
      expect.arrayContaining(['¿Por qué agregar porcentajes?', '¿Puedo personalizar mi CV?']),
    );
    expect(new Set(tutorialGuide.map((item) => item.id)).size).toBe(tutorialGuide.length);
  });
});
