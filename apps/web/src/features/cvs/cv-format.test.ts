import { describe, expect, test } from 'vitest';
import { formatCvDateTime } from './cv-format';

describe('formatCvDateTime (issue 17)', () => {
  test('date and time on the clock of Lima, whatever the device', () => {
    // 15:04 UTC is 10:04 in Lima (UTC−5, no daylight saving).
    expect(formatCvDateTime('2026-03-05T15:04:00Z')).toMatch(/^5 mar\.? 2026, 10:04\sa\.\s?m\.$/);
    // 02:30 UTC on the 6th is still the 5th in Lima.
    expect(formatCvDateTime('2026-03-06T02:30:00Z')).toMatch(/^5 mar\.? 2026, 9:30\sp\.\s?m\.$/);
  });

  test('two results of one day read differently', () => {
    expect(formatCvDateTime('2026-03-05T15:04:00Z')).not.toBe(
      formatCvDateTime('2026-03-05T15:41:00Z'),
    );
  });
});
