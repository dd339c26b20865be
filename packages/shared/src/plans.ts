// The plan catalogue (spec/core.md §6 and §9, PRODUCT.md §3.3). Ids match the `plans` table.

export const planIds = ['modo_free', 'modo_pro', 'modo_redi'] as const;
export type PlanId = (typeof planIds)[number];

export const defaultPlanId: PlanId = 'modo_free';

export type Plan = {
  readonly id: PlanId;
  readonly name: string;
  /** Monthly price in céntimos (S/ 9.99 = 999). */
  readonly monthlyPriceCents: number;
  /** The crossed-out earlier price, in céntimos, shown beside the price. */
  readonly previousMonthlyPriceCents: number | null;
  /** Credits granted on sign-up (free) or for each paid period (Pro, Redi). */
  readonly creditsPerPeriod: number;
};

export const plans = {
  modo_free: {
    id: 'modo_free',
    name: 'Básico',
    monthlyPriceCents: 0,
    previousMonthlyPriceCents: null,
    creditsPerPeriod: 1,
  },
  modo_pro: {
    id: 'modo_pro',
    name: 'Pro',
    monthlyPriceCents: 999,
    previousMonthlyPriceCents: 1800,
    creditsPerPeriod: 3,
  },
  modo_redi: {
    id: 'modo_redi',
    name: 'Redi',
    monthlyPriceCents: 1999,
    previousMonthlyPriceCents: 4800,
    creditsPerPeriod: 10,
  },
} as const satisfies Record<PlanId, Plan>;
