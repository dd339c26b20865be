import { describe, expect, test } from 'vitest';
import { formatPageTitle } from './page-title';

describe('formatPageTitle', () => {
  test('adds the product-name suffix', () => {
    expect(formatPageTitle('Perfil', 'CVListo')).toBe('Perfil | CVListo');
  });

  test('does not add it twice', () => {
    expect(formatPageTitle('Perfil | CVListo', 'CVListo')).toBe('Perfil | CVListo');
  });

  test('uses the configured product name', () => {
    expect(formatPageTitle('Planes', 'MiCV')).toBe('Planes | MiCV');
  });

  test('an empty title, or the name alone, is just the name', () => {
    expect(formatPageTitle('', 'CVListo')).toBe('CVListo');
    expect(formatPageTitle('CVListo', 'CVListo')).toBe('CVListo');
  });
});
