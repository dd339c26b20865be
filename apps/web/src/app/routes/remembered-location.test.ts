import { describe, expect, test } from 'vitest';
import { rememberedPath } from './remembered-location';

describe('rememberedPath', () => {
  test('returns the remembered path with its query and hash', () => {
    expect(rememberedPath({ from: '/tools/cvs?tipo=optimize_job#lista' })).toBe(
      '/tools/cvs?tipo=optimize_job#lista',
    );
  });

  test('defaults to /tools without a remembered location', () => {
    expect(rememberedPath(null)).toBe('/tools');
    expect(rememberedPath(undefined)).toBe('/tools');
    expect(rememberedPath({})).toBe('/tools');
    expect(rememberedPath({ from: 42 })).toBe('/tools');
  });

  test('never sends the user to another site', () => {
    expect(rememberedPath({ from: 'https://malicioso.example/robar' })).toBe('/tools');
    expect(rememberedPath({ from: '//malicioso.example/robar' })).toBe('/tools');
    expect(rememberedPath({ from: 'javascript:alert(1)' })).toBe('/tools');
    expect(rememberedPath({ from: '/\\malicioso.example' })).toBe('/tools');
  });
});
