import { describe, expect, test } from 'vitest';
import { formatDateRange } from './date-range-text';

describe('formatDateRange', () => {
  test('writes every range as "mmm. aaaa – mmm. aaaa" or "– actualidad"', () => {
    expect(
      formatDateRange(
        { start: { year: 2021, month: 3 }, end: null, current: true, text: '03/2021 - a la fecha' },
        'es',
      ),
    ).toBe('mar. 2021 – actualidad');
    expect(
      formatDateRange(
        {
          start: { year: 2019, month: 9 },
          end: { year: 2020, month: 12 },
          current: false,
          text: 'Septiembre 2019 - Diciembre 2020',
        },
        'es',
      ),
    ).toBe('set. 2019 – dic. 2020');
    expect(
      formatDateRange(
        { start: { year: 2019, month: 9 }, end: null, current: true, text: 'Sept 2019 - now' },
        'en',
      ),
    ).toBe('Sep 2019 – Present');
  });

  test('keeps the precision the CV gives and leaves unusable ranges alone', () => {
    expect(
      formatDateRange(
        {
          start: { year: 2012, month: null },
          end: { year: 2016, month: null },
          current: false,
          text: '2012-2016',
        },
        'es',
      ),
    ).toBe('2012 – 2016');
    expect(
      formatDateRange(
        { start: null, end: { year: 2016, month: null }, current: false, text: '2016' },
        'es',
      ),
    ).toBe('2016');
    expect(
      formatDateRange({ start: null, end: null, current: true, text: 'a la fecha' }, 'es'),
    ).toBeNull();
  });

  test('keeps a single date single (never "2019 – 2019")', () => {
    const single = { start: { year: 2021, month: 9 }, end: { year: 2021, month: 9 } };
    expect(formatDateRange({ ...single, current: false, text: 'Setiembre 2021' }, 'es')).toBe(
      'set. 2021',
    );
    const year = { start: { year: 2019, month: null }, end: { year: 2019, month: null } };
    expect(formatDateRange({ ...year, current: false, text: '2019' }, 'es')).toBe('2019');
  });
});
