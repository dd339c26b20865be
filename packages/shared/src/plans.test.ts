import { describe, expect, test } from 'vitest';
import { defaultCreditPacks, creditPackSchema } from './billing';
import { formatSoles } from './money';
import { isPaidPlanId, paidPlanIds, plans } from './plans';

describe('plan catalogue', () => {
  test('prices and allowances of spec/core.md §6 and §9', () => {
    expect(
      Object.values(plans).map((plan) => [
        plan.name,
        formatSoles(plan.monthlyPriceCents),
        plan.previousMonthlyPriceCents === null
          ? null
          : formatSoles(plan.previousMonthlyPriceCents),
        plan.creditsPerPeriod,
      ]),
    ).toEqual([
      ['Básico', 'S/\u00a00.00', null, 1],
      ['Pro', 'S/\u00a09.99', 'S/\u00a018.00', 3],
      ['Redi', 'S/\u00a019.99', 'S/\u00a048.00', 10],
    ]);
  });

  test('only Redi translates, only the free plan lacks job adaptation', () => {
    expect(plans.modo_free.missingFeatures).toContain('Adaptación a una oferta de trabajo');
    expect(plans.modo_pro.includedFeatures).toContain('Adaptación a una oferta de trabajo');
    expect(plans.modo_pro.missingFeatures).toEqual(['Traducción al inglés']);
    expect(plans.modo_redi.includedFeatures).toContain('Traducción al inglés');
    expect(plans.modo_redi.missingFeatures).toEqual([]);
  });

  test('checkout is for the paid plans only', () => {
    expect(paidPlanIds).toEqual(['modo_pro', 'modo_redi']);
    expect(isPaidPlanId('modo_free')).toBe(false);
    expect(isPaidPlanId('modo_redi')).toBe(true);
  });

  test('the default credit packs are valid', () => {
    for (const pack of defaultCreditPacks) expect(creditPackSchema.parse(pack)).toEqual(pack);
  });
});
