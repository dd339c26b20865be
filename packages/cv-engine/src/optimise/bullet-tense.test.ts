import { describe, expect, test } from 'vitest';
import { entryTense } from './bullet-tense';

describe('entryTense', () => {
  test.each([
    [
      { start: { year: 2020, month: 3 }, end: null, current: true, text: 'mar. 2020 – actualidad' },
      'current',
    ],
    [
      {
        start: { year: 2018, month: 1 },
        end: { year: 2019, month: 6 },
        current: false,
        text: '2018 – 2019',
      },
      'ended',
    ],
    [{ start: { year: 2017, month: null }, end: null, current: false, text: '2017' }, 'ended'],
    // An open dash may be a job still going: unknown.
    [{ start: { year: 2023, month: 5 }, end: null, current: false, text: 'mayo 2023 –' }, null],
    [null, null],
  ] as const)('%j → %s', (dates, tense) => {
    expect(entryTense(dates)).toBe(tense);
  });
});
