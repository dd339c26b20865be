import { describe, expect, test } from 'vitest';
import { formatSoles } from './money';
import { plans } from './plans';

// es-PE puts a no-break space (U+00A0) between "S/" and the amount, so the two never wrap apart.
// `\s` matches it and a plain space alike.
describe('formatSoles', () => {
  test('formats céntimos as soles with two decimals', () => {
    expect(formatSoles(999)).toMatch(/^S\/\s9\.99$/);
    expect(formatSoles(1999)).toMatch(/^S\/\s19\.99$/);
    expect(formatSoles(1800)).toMatch(/^S\/\s18\.00$/);
    expect(formatSoles(0)).toMatch(/^S\/\s0\.00$/);
  });

  test('groups thousands with a comma and uses a decimal point (Peru)', () => {
    expect(formatSoles(123_450)).toMatch(/^S\/\s1,234\.50$/);
  });

  test('reads "S/ 9.99", with a no-break space after the symbol', () => {
    expect(formatSoles(999)).toBe('S/\u00a09.99');
    expect(formatSoles(999).replace('\u00a0', ' ')).toBe('S/ 9.99');
  });

  test('prices of the paid plans read as in the specification', () => {
    expect(formatSoles(plans.modo_pro.monthlyPriceCents)).toMatch(/^S\/\s9\.99$/);
    expect(formatSoles(plans.modo_redi.monthlyPriceCents)).toMatch(/^S\/\s19\.99$/);
  });
});
