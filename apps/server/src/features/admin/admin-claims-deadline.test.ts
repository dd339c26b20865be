import { describe, expect, test } from 'vitest';
import {
  addCalendarDays,
  claimDaysLeft,
  claimDueDate,
  limaCalendarDate,
  limaDateTime,
} from './admin-claims-deadline';

describe('a claim deadline in Lima calendar days', () => {
  test('Lima midnight, not UTC midnight, turns the filing day', () => {
    // Lima is UTC−5 all year: 04:59 UTC is still 23:59 of the day before in Lima.
    expect(limaCalendarDate(new Date('2026-03-01T04:59:59Z'))).toBe('2026-02-28');
    expect(limaCalendarDate(new Date('2026-03-01T05:00:00Z'))).toBe('2026-03-01');
    expect(limaDateTime(new Date('2026-03-01T04:59:59Z'))).toBe('2026-02-28 23:59');
  });

  test('a claim filed on day D is due on D + 15, whichever side of Lima midnight', () => {
    expect(claimDueDate(new Date('2026-03-01T04:59:59Z'), 0)).toBe('2026-03-15');
    expect(claimDueDate(new Date('2026-03-01T05:00:00Z'), 0)).toBe('2026-03-16');
    // A claim filed at 20:00 in Lima on 31 December belongs to that year's day.
    expect(claimDueDate(new Date('2027-01-01T01:00:00Z'), 0)).toBe('2027-01-15');
  });

  test('extensions add their days to the due date', () => {
    expect(claimDueDate(new Date('2026-03-10T15:00:00Z'), 10)).toBe('2026-04-04');
  });

  test('days left count down by Lima calendar days: 0 on the due day, negative after', () => {
    const due = claimDueDate(new Date('2026-03-01T05:00:00Z'), 0); // 2026-03-16
    expect(claimDaysLeft(due, new Date('2026-03-01T05:00:00Z'))).toBe(15);
    // 23:59 Lima on the 15th: one day left; one minute later, the due day itself.
    expect(claimDaysLeft(due, new Date('2026-03-16T04:59:00Z'))).toBe(1);
    expect(claimDaysLeft(due, new Date('2026-03-16T05:00:00Z'))).toBe(0);
    expect(claimDaysLeft(due, new Date('2026-03-17T04:59:00Z'))).toBe(0);
    expect(claimDaysLeft(due, new Date('2026-03-17T05:00:00Z'))).toBe(-1);
  });

  test('calendar arithmetic crosses months and leap days', () => {
    expect(addCalendarDays('2028-02-20', 15)).toBe('2028-03-06');
    expect(addCalendarDays('2026-12-25', 15)).toBe('2027-01-09');
  });
});
