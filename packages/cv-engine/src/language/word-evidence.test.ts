import { describe, expect, test } from 'vitest';
import { collectWordEvidence } from './word-evidence';

describe('collectWordEvidence', () => {
  test('keeps the spelling a word has inside a sentence; a first word counts in lower case', () => {
    const words = collectWordEvidence(['Ventas en Lima con SQL', 'LIMA CENTRO', 'Lima norte']);
    expect(words.get('ventas')).toBe('ventas');
    expect(words.get('lima')).toBe('Lima');
    expect(words.get('sql')).toBe('SQL');
    expect(words.has('centro')).toBe(false);
  });
});
