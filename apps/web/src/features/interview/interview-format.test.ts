import { describe, expect, test } from 'vitest';
import {
  formatClock,
  formatElapsedAgainstLimit,
  formatInterviewDate,
  formatMinutes,
} from './interview-format';

describe('formatClock', () => {
  test('shows minutes and seconds with two digits each', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(5)).toBe('00:05');
    expect(formatClock(125)).toBe('02:05');
    expect(formatClock(900)).toBe('15:00');
  });

  test('passes 59 minutes without wrapping, drops fractions and never goes negative', () => {
    expect(formatClock(3600)).toBe('60:00');
    expect(formatClock(61.9)).toBe('01:01');
    expect(formatClock(-3)).toBe('00:00');
  });
});

describe('formatElapsedAgainstLimit', () => {
  test('reads elapsed over the limit', () => {
    expect(formatElapsedAgainstLimit(65, 900)).toBe('01:05 / 15:00');
    expect(formatElapsedAgainstLimit(0, 300)).toBe('00:00 / 05:00');
  });

  test('never shows more time than the limit', () => {
    expect(formatElapsedAgainstLimit(931, 900)).toBe('15:00 / 15:00');
  });
});

describe('formatMinutes', () => {
  test('rounds down, so the screen never promises time that is not there', () => {
    expect(formatMinutes(3600)).toBe('60 min');
    expect(formatMinutes(2990)).toBe('49 min');
    expect(formatMinutes(59)).toBe('0 min');
    expect(formatMinutes(-10)).toBe('0 min');
  });
});

describe('formatInterviewDate', () => {
  test('reads as in Peru', () => {
    expect(formatInterviewDate('2026-03-05T15:00:00Z')).toMatch(/^5 mar\.? 2026$/);
  });
});
