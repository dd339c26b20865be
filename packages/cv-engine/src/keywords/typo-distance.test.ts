import { describe, expect, test } from 'vitest';
import { isOneSlipApart } from './typo-distance';

describe('isOneSlipApart', () => {
  test.each([
    ['planficacion', 'planificacion'],
    ['lenguajes', 'leguajes'],
    ['liderasgo', 'liderazgo'],
    ['terrafrom', 'terraform'],
    ['se', 'de'],
  ])('%s and %s are one slip apart', (left, right) => {
    expect(isOneSlipApart(left, right)).toBe(true);
    expect(isOneSlipApart(right, left)).toBe(true);
  });

  test.each([
    ['excel', 'excel'],
    ['progracion', 'programacion'],
    ['sitema', 'sistemas'],
    ['abc', 'bca'],
  ])('%s and %s are not', (left, right) => {
    expect(isOneSlipApart(left, right)).toBe(false);
  });
});
