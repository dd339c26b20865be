import { describe, expect, test } from 'vitest';
import { creditReasons, remainingCredits, signUpCredits } from './credits';
import { plans } from './plans';

describe('remainingCredits', () => {
  test('is the ledger sum when positive', () => {
    expect(remainingCredits(1)).toBe(1);
    expect(remainingCredits(13)).toBe(13);
  });

  test('never goes below zero', () => {
    expect(remainingCredits(0)).toBe(0);
    expect(remainingCredits(-1)).toBe(0);
    expect(remainingCredits(-25)).toBe(0);
  });
});

describe('the credit vocabulary', () => {
  test('a new account gets what the free plan grants', () => {
    expect(signUpCredits).toBe(1);
    expect(plans.modo_free.creditsPerPeriod).toBe(signUpCredits);
  });

  test('paid periods grant 3 (Pro) and 10 (Redi)', () => {
    expect(plans.modo_pro.creditsPerPeriod).toBe(3);
    expect(plans.modo_redi.creditsPerPeriod).toBe(10);
  });

  test('every reason of PRODUCT.md §3.3 exists, each once', () => {
    expect([...creditReasons].sort()).toEqual(
      [
        'feedback_bonus',
        'forfeit',
        'operator_grant',
        'optimisation',
        'sign_up',
        'subscription_period',
        'wallet_purchase',
      ].sort(),
    );
  });
});
