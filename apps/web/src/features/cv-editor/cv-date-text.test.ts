import { describe, expect, test } from 'vitest';
import { formatDateRangeText, isDateBefore } from './cv-date-text';

describe('formatDateRangeText', () => {
  // The optimiser's own examples (packages/cv-engine/src/language/format-date-range.ts).
  test.each([
    [{ start: { year: 2020, month: 1 }, end: null, current: true }, 'es', 'ene. 2020 – actualidad'],
    [{ start: { year: 2021, month: 3 }, end: null, current: true }, 'es', 'mar. 2021 – actualidad'],
    [
      { start: { year: 2019, month: 9 }, end: { year: 2021, month: 12 }, current: false },
      'es',
      'set. 2019 – dic. 2021',
    ],
    [
      { start: { year: 2014, month: null }, end: { year: 2019, month: null }, current: false },
      'es',
      '2014 – 2019',
    ],
    [{ start: null, end: { year: 2016, month: null }, current: false }, 'es', '2016'],
    // A single date is not written as a range of one.
    [
      { start: { year: 2019, month: 5 }, end: { year: 2019, month: 5 }, current: false },
      'es',
      'may. 2019',
    ],
    [{ start: { year: 2020, month: 1 }, end: null, current: true }, 'en', 'Jan 2020 – Present'],
    [{ start: null, end: null, current: false }, 'es', ''],
  ] as const)('%j in %s reads %s', (range, language, text) => {
    expect(formatDateRangeText(range, language)).toBe(text);
  });

  test('a single date reads as the month and year, or the year alone', () => {
    expect(
      formatDateRangeText({ start: { year: 2022, month: 5 }, end: null, current: false }, 'es'),
    ).toBe('may. 2022');
    expect(
      formatDateRangeText({ start: { year: 2022, month: null }, end: null, current: false }, 'es'),
    ).toBe('2022');
  });
});

describe('isDateBefore', () => {
  test('compares years, then months when both have one', () => {
    expect(isDateBefore({ year: 2019, month: 12 }, { year: 2020, month: 1 })).toBe(true);
    expect(isDateBefore({ year: 2020, month: 2 }, { year: 2020, month: 3 })).toBe(true);
    expect(isDateBefore({ year: 2020, month: 3 }, { year: 2020, month: 3 })).toBe(false);
    expect(isDateBefore({ year: 2020, month: null }, { year: 2020, month: 6 })).toBe(false);
    expect(isDateBefore({ year: 2021, month: 1 }, { year: 2020, month: 12 })).toBe(false);
  });
});
