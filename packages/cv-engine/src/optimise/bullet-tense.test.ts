import { describe, expect, test } from 'vitest';
import { entryTense, entryTenseInList } from './bullet-tense';

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

describe('entryTenseInList', () => {
  const range = (start: number, end: number | null) => ({
    start: { year: start, month: null },
    end: end === null ? null : { year: end, month: null },
    current: end === null,
    text: end === null ? `${start} – actualidad` : `${start} – ${end}`,
  });
  const entry = (dates: ReturnType<typeof range> | null, sectionId = 'exp') => ({
    sectionId,
    dates,
  });

  test('an undated job below a dated one, newest first, has ended', () => {
    const entries = [entry(range(2022, null)), entry(null), entry(range(2015, 2018))];
    expect(entryTenseInList(entries, 0)).toBe('current');
    expect(entryTenseInList(entries, 1)).toBe('ended');
    expect(entryTenseInList(entries, 2)).toBe('ended');
  });

  test('an undated job at the top, alone, or in a list that runs oldest first is unknown', () => {
    expect(entryTenseInList([entry(null), entry(range(2015, 2018))], 0)).toBeNull();
    expect(entryTenseInList([entry(null)], 0)).toBeNull();
    const oldestFirst = [entry(range(2015, 2018)), entry(range(2019, 2021)), entry(null)];
    expect(entryTenseInList(oldestFirst, 2)).toBeNull();
    // A dated entry of another section says nothing of this one.
    expect(entryTenseInList([entry(range(2015, 2018), 'other'), entry(null)], 1)).toBeNull();
  });
});
