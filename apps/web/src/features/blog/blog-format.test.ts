import { describe, expect, test } from 'vitest';
import { formatPostDate, formatReadTime } from './blog-format';

describe('blog format', () => {
  test('writes dates in Lima time and read time in minutes', () => {
    // 03:00 UTC on 6 March is still 5 March in Lima (UTC−5).
    expect(formatPostDate('2026-03-06T03:00:00.000Z')).toBe('5 de marzo de 2026');
    expect(formatReadTime(6)).toBe('6 min de lectura');
  });
});
