import { describe, expect, test } from 'vitest';
import {
  creditPackReturnPath,
  creditPackSchema,
  defaultCreditPacks,
  readReturnedPackCredits,
} from './billing';
import { formatSoles } from './money';
import { isPaidPlanId, paidPlanIds, planOffer, plans } from './plans';

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

  // Decision 021: a pack is the no-subscription way, dearer per credit than any plan, but a
  // bigger pack is never dearer per credit than a smaller one, and no pack costs as much as a
  // plan that gives more credits.
  test('the default packs make sense next to the plans (decision 021)', () => {
    const perCredit = (cents: number, credits: number) => cents / credits;
    const dearestPlanCredit = Math.max(
      ...paidPlanIds.map((id) =>
        perCredit(plans[id].monthlyPriceCents, plans[id].creditsPerPeriod),
      ),
    );
    const packs = [...defaultCreditPacks].sort((first, second) => first.credits - second.credits);
    expect(packs.map((pack) => [pack.credits, formatSoles(pack.priceCents)])).toEqual([
      [1, 'S/\u00a04.90'],
      [3, 'S/\u00a012.90'],
    ]);
    for (const [index, pack] of packs.entries()) {
      expect(perCredit(pack.priceCents, pack.credits)).toBeGreaterThan(dearestPlanCredit);
      const smaller = packs[index - 1];
      if (smaller) {
        expect(perCredit(pack.priceCents, pack.credits)).toBeLessThan(
          perCredit(smaller.priceCents, smaller.credits),
        );
      }
      for (const id of paidPlanIds) {
        if (plans[id].creditsPerPeriod > pack.credits) {
          expect(pack.priceCents).toBeLessThan(plans[id].monthlyPriceCents);
        }
      }
    }
  });
});

describe('a credit pack return (issue 17)', () => {
  test('names the credits bought, read back only as a plain count', () => {
    expect(creditPackReturnPath(3)).toBe('/tools?success=true&credits=3');
    expect(readReturnedPackCredits('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '3.5', '1e3', '99999', 'tres', ' 3']) {
      expect(readReturnedPackCredits(value)).toBeNull();
    }
  });
});

describe('planOffer: plans as this server can honour them (issue 17)', () => {
  test('with translation, each plan as the catalogue has it', () => {
    expect(planOffer(plans.modo_redi, { translation: true })).toStrictEqual({
      description: plans.modo_redi.description,
      includedFeatures: plans.modo_redi.includedFeatures,
      missingFeatures: [],
      unavailableFeatures: [],
    });
  });

  test('without it, Redi shows translation as unavailable and nothing promises it', () => {
    const redi = planOffer(plans.modo_redi, { translation: false });
    expect(redi.includedFeatures).not.toContain('Traducción al inglés');
    expect(redi.unavailableFeatures).toEqual(['Traducción al inglés']);
    expect(redi.description).not.toMatch(/inglés/);
    for (const id of ['modo_free', 'modo_pro'] as const) {
      const offer = planOffer(plans[id], { translation: false });
      expect(offer.missingFeatures).not.toContain('Traducción al inglés');
      expect(offer.unavailableFeatures).toEqual([]);
      expect(offer.includedFeatures).toEqual(plans[id].includedFeatures);
    }
  });
});
