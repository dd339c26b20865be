import { describe, expect, test } from 'vitest';
import { formatLimaDate, isScheduled, limaDayOf, startOfLimaDay } from './admin-blog-dates';

describe('publish dates in Lima', () => {
  test('a day picked is the start of that day in Lima, and reads back as the same day', () => {
    expect(startOfLimaDay('2026-11-27')).toBe('2026-11-27T00:00:00-05:00');
    expect(new Date(startOfLimaDay('2026-11-27')).toISOString()).toBe('2026-11-27T05:00:00.000Z');
    expect(limaDayOf('2026-11-27T05:00:00.000Z')).toBe('2026-11-27');
    // 11 p.m. in Lima is already the next day in UTC.
    expect(limaDayOf('2026-11-28T04:00:00.000Z')).toBe('2026-11-27');
  });

  test('formats a date for the list, and tells a date still ahead', () => {
    expect(formatLimaDate('2026-03-05T15:00:00.000Z')).toMatch(/^5 mar\.? 2026$/);
    const now = new Date('2026-11-27T12:00:00.000Z');
    expect(isScheduled('2026-11-28T05:00:00.000Z', now)).toBe(true);
    expect(isScheduled('2026-11-27T05:00:00.000Z', now)).toBe(false);
    expect(isScheduled(null, now)).toBe(false);
  });
});
