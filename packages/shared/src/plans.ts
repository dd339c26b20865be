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
  /** One line under the plan's name on the plan cards. */
  readonly description: string;
  /** What the plan gives, in the card's order (spec/core.md §6). */
  readonly includedFeatures: readonly string[];
  /** What the plan lacks, shown crossed out (spec/core.md §6). */
  readonly missingFeatures: readonly string[];
};

/** The paid plans, the only ones a checkout can start for. */
export const paidPlanIds = ['modo_pro', 'modo_redi'] as const;
export type PaidPlanId = (typeof paidPlanIds)[number];

/** Shown after a paid plan's price on the cards (spec/core.md §2 "price suffix"). */
export const planPriceSuffix = '/mes';

// The tool names of spec/core.md §6, one wording everywhere a card lists them.
const features = {
  basic: 'Optimización básica con formato ATS',
  keywords: 'Extracción de palabras clave',
  job: 'Adaptación a una oferta de trabajo',
  sector: 'Personalización por sector',
  translation: 'Traducción al inglés',
  priority: 'Acceso prioritario a nuevas funciones',
} as const;

export const plans = {
  modo_free: {
    id: 'modo_free',
    name: 'Básico',
    monthlyPriceCents: 0,
    previousMonthlyPriceCents: null,
    creditsPerPeriod: 1,
    description: 'Prueba gratis cómo mejora tu CV, sin tarjeta.',
    includedFeatures: ['1 optimización de CV', features.basic],
    missingFeatures: [features.keywords, features.job, features.translation],
  },
  modo_pro: {
    id: 'modo_pro',
    name: 'Pro',
    monthlyPriceCents: 999,
    previousMonthlyPriceCents: 1800,
    creditsPerPeriod: 3,
    description: 'Adapta tu CV a cada oferta a la que postulas.',
    includedFeatures: [
      '3 optimizaciones por mes',
      features.basic,
      features.keywords,
      features.job,
      features.sector,
    ],
    missingFeatures: [features.translation],
  },
  modo_redi: {
    id: 'modo_redi',
    name: 'Redi',
    monthlyPriceCents: 1999,
    previousMonthlyPriceCents: 4800,
    creditsPerPeriod: 10,
    description: 'Todas las herramientas, también tu CV en inglés.',
    includedFeatures: [
      '10 optimizaciones por mes',
      features.basic,
      features.keywords,
      features.job,
      features.sector,
      features.translation,
      features.priority,
    ],
    missingFeatures: [],
  },
} as const satisfies Record<PlanId, Plan>;

/** Which tools this server can run (`GET /api/config` → `tools`). */
export type ToolAvailability = { readonly translation: boolean };

/** Beside a feature this server cannot provide, in place of selling it. */
export const unavailableFeatureSuffix = 'no disponible en este servidor';

/** What a plan's card shows on this server. */
export type PlanOffer = {
  readonly description: string;
  readonly includedFeatures: readonly string[];
  readonly missingFeatures: readonly string[];
  /** Features the plan would include but this server cannot provide: shown, never sold. */
  readonly unavailableFeatures: readonly string[];
};

/**
 * A plan as this server can honour it (issue 17): without an AI provider translation is not
 * sold — the plan that includes it shows it as unavailable, the others stop listing it as
 * something to upgrade for, and no description promises it.
 *
 * @example planOffer(plans.modo_redi, { translation: false }).unavailableFeatures
 * // ['Traducción al inglés']
 */
export function planOffer(plan: Plan, availability: ToolAvailability): PlanOffer {
  if (availability.translation) {
    return {
      description: plan.description,
      includedFeatures: plan.includedFeatures,
      missingFeatures: plan.missingFeatures,
      unavailableFeatures: [],
    };
  }
  const includesTranslation = plan.includedFeatures.includes(features.translation);
  return {
    description:
      plan.id === 'modo_redi'
        ? 'Todas las herramientas disponibles y el máximo de optimizaciones.'
        : plan.description,
    includedFeatures: plan.includedFeatures.filter((feature) => feature !== features.translation),
    missingFeatures: plan.missingFeatures.filter((feature) => feature !== features.translation),
    unavailableFeatures: includesTranslation ? [features.translation] : [],
  };
}

/** True for the plans a checkout can be started for. */
export function isPaidPlanId(value: string): value is PaidPlanId {
  return (paidPlanIds as readonly string[]).includes(value);
}
