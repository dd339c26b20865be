import { describe, expect, test } from 'vitest';
import { cvVersionFileUrl, formatVersionDate } from './cv-editor-format';

describe('cvVersionFileUrl', () => {
  test('names the version, so a saved preview or download is never an earlier copy', () => {
    expect(cvVersionFileUrl('cv 1', 3, 'pdf', true)).toBe(
      '/api/cvs/cv%201/file?format=pdf&disposition=inline&v=3',
    );
    expect(cvVersionFileUrl('abc', 4, 'docx')).toBe('/api/cvs/abc/file?format=docx&v=4');
  });
});

describe('formatVersionDate', () => {
  test('reads as in Peru: day, short month, year and time', () => {
    const text = formatVersionDate('2026-03-05T15:04:00Z');
    expect(text).toMatch(/^\d{1,2} mar\.? 2026/);
    expect(text).toMatch(/\d{1,2}:04/);
  });
});
