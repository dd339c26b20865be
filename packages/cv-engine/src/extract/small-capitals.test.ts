import { describe, expect, it } from 'vitest';
import { showSmallCapitals } from './small-capitals';

describe('showSmallCapitals', () => {
  it('shows a run typed without a capital all in capitals, and one with capitals as typed', () => {
    expect(showSmallCapitals('experiencia laboral')).toBe('EXPERIENCIA LABORAL');
    expect(showSmallCapitals('Experiencia laboral')).toBe('Experiencia laboral');
  });
});
