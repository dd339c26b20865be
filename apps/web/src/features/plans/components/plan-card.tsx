import {
  formatSoles,
  planOffer,
  planPriceSuffix,
  unavailableFeatureSuffix,
  type Plan,
} from '@cvlisto/shared';
import { Check, CircleOff, X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { classNames } from '../../../components/ui/class-names';
import { usePublicConfig } from '../../../lib/public-config';

/** The plan the cards single out (spec/core.md §2 Plans). */
export const popularPlanId = 'modo_pro';

/**
 * One plan (spec/core.md §2 Plans): name, description, price with the earlier one crossed out and
 * the '/mes' suffix, what it includes and what it lacks, and an action chosen by the page. A
 * feature this server cannot provide is shown as not available, never as included (issue 17).
 */
export function PlanCard({
  plan,
  isCurrent = false,
  action,
}: {
  plan: Plan;
  isCurrent?: boolean;
  action: ReactNode;
}) {
  const isPopular = plan.id === popularPlanId;
  const isFree = plan.monthlyPriceCents === 0;
  // A page shows a plan twice (the desktop cards and the phone tabs' panel): ids must differ.
  const headingId = useId();
  const offer = planOffer(plan, usePublicConfig().tools);
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`plan-${plan.id}`}
      className={classNames(
        'relative flex h-full flex-col gap-5 rounded-2xl border bg-surface p-6 shadow-sm',
        isPopular ? 'border-brand-600 ring-1 ring-brand-600' : 'border-line',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-xl font-bold">
          {plan.name}
        </h2>
        {isPopular && (
          <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
            Más Popular
          </span>
        )}
        {isCurrent && (
          <span className="rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-success-600">
            Tu plan actual
          </span>
        )}
      </div>
      <p className="text-sm text-ink-muted">{offer.description}</p>
      <p className="flex flex-wrap items-baseline gap-x-2">
        {isFree ? (
          <span className="text-3xl font-extrabold tracking-tight">Gratis</span>
        ) : (
          <>
            <span className="text-3xl font-extrabold tracking-tight">
              {formatSoles(plan.monthlyPriceCents)}
            </span>
            <span className="text-sm text-ink-muted">{planPriceSuffix}</span>
          </>
        )}
        {plan.previousMonthlyPriceCents !== null && (
          <span className="text-sm text-ink-muted">
            <span className="sr-only">Antes </span>
            <s>{formatSoles(plan.previousMonthlyPriceCents)}</s>
          </span>
        )}
      </p>
      <ul className="flex flex-1 flex-col gap-2 text-sm">
        {offer.includedFeatures.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden />
            {feature}
          </li>
        ))}
        {offer.unavailableFeatures.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-ink-muted">
            <CircleOff className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              {feature}: {unavailableFeatureSuffix}
            </span>
          </li>
        ))}
        {offer.missingFeatures.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-ink-muted">
            <X className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              <span className="sr-only">No incluye: </span>
              <span className="line-through">{feature}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-col">{action}</div>
    </article>
  );
}
