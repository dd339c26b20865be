import { describe, expect, test } from 'vitest';
import { cvMessages } from './cvs';
import {
  countJobDescriptionWords,
  isJobDescriptionTooShort,
  minJobDescriptionWords,
} from './job-posting';

describe('job posting length (issue 13)', () => {
  test('counts words that hold a letter, not numbers or dashes', () => {
    expect(countJobDescriptionWords('  Analista de presupuesto - 2 vacantes\n')).toBe(4);
    expect(countJobDescriptionWords('')).toBe(0);
  });

  test('a one-word posting is too short; a full one, or an empty one (missing), is not', () => {
    expect(isJobDescriptionTooShort('Analista')).toBe(true);
    expect(isJobDescriptionTooShort('palabra '.repeat(minJobDescriptionWords - 1))).toBe(true);
    expect(isJobDescriptionTooShort('palabra '.repeat(minJobDescriptionWords))).toBe(false);
    expect(isJobDescriptionTooShort('   ')).toBe(false);
  });

  test('the message names the minimum it enforces', () => {
    expect(cvMessages.jobDescriptionTooShort).toContain(`${minJobDescriptionWords} palabras`);
  });
});
