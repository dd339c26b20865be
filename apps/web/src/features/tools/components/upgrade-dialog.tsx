import {
  cvMessages,
  feedbackBonusCredits,
  formatCredits,
  formatSoles,
  paths,
  plans,
  type OptimizationType,
} from '@cvlisto/shared';
import { Check, Gift } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

export type UpgradeReason = { kind: 'plan'; type: OptimizationType } | { kind: 'credits' };

function reasonText(reason: UpgradeReason): string {
  if (reason.kind === 'credits') return cvMessages.noCredits;
  return reason.type === 'optimize_translate'
    ? cvMessages.planRequiredTranslation
    : cvMessages.planRequiredJob;
}

/** The paid plans as the dialog lists them; translation only where this server provides it. */
function paidPlans(translationAvailable: boolean) {
  const job = 'Optimización para un trabajo';
  return [
    {
      plan: plans.modo_pro,
      features: [`${plans.modo_pro.creditsPerPeriod} optimizaciones al mes`, job],
    },
    {
      plan: plans.modo_redi,
      features: [
        `${plans.modo_redi.creditsPerPeriod} optimizaciones al mes`,
        job,
        ...(translationAvailable ? ['Traducción al inglés'] : []),
      ],
    },
  ];
}

/** What the user can do now, besides subscribing. */
export type CreditOptions = {
  /** This server translates (an AI provider is configured). */
  readonly translationAvailable: boolean;
  /** The first feedback's credit is still to be earned (`/api/me`). */
  readonly feedbackBonusAvailable: boolean;
  /** The credit packs' offer (from the plans feature), or null where no pack is sold. */
  readonly creditPackOffer: ReactNode;
};

/**
 * The dialog's content. Out of credits, the free ways and the one-off ways to go on come first
 * (issue 17): the first feedback's credit while it is still to be earned, and a credit pack where
 * packs are sold; then the plans.
 */
export function UpgradeOptions({
  reason,
  options,
}: {
  reason: UpgradeReason;
  options: CreditOptions;
}) {
  const isOutOfCredits = reason.kind === 'credits';
  const showsFeedback = isOutOfCredits && options.feedbackBonusAvailable;
  const showsPacks = isOutOfCredits && options.creditPackOffer !== null;
  return (
    <div className="flex flex-col gap-4">
      {(showsFeedback || showsPacks) && (
        <ul className="flex flex-col gap-3" aria-label="Otras formas de conseguir créditos">
          {showsFeedback && (
            <li className="flex flex-col gap-2 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900 sm:flex-row sm:items-center sm:justify-between">
              <span className="flex items-start gap-2">
                <Gift className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span>
                  <strong>Gratis:</strong> cuéntanos qué te parece la app y te regalamos{' '}
                  {formatCredits(feedbackBonusCredits)} (solo con tu primer feedback).
                </span>
              </span>
              <Link
                to={paths.feedback}
                className={buttonClassName({ size: 'sm', variant: 'secondary' })}
              >
                Dar mi opinión
              </Link>
            </li>
          )}
          {showsPacks && <li>{options.creditPackOffer}</li>}
        </ul>
      )}
      {(showsFeedback || showsPacks) && (
        <p className="text-sm font-semibold">O suscríbete a un plan:</p>
      )}
      <ul className="grid gap-3 sm:grid-cols-2">
        {paidPlans(options.translationAvailable).map(({ plan, features }) => (
          <li key={plan.id} className="rounded-xl border border-line p-4">
            <p className="font-semibold">{plan.name}</p>
            <p className="mt-1">
              <span className="text-xl font-bold">{formatSoles(plan.monthlyPriceCents)}</span>
              <span className="text-sm text-ink-muted"> al mes</span>
            </p>
            <ul className="mt-3 flex flex-col gap-1.5 text-sm">
              {features.map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden />
                  {feature}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-muted">Cancela cuando quieras, sin costo adicional.</p>
      <Link to={paths.plans} className={buttonClassName({ fullWidth: true })}>
        Ver planes
      </Link>
    </div>
  );
}

/** Opened instead of a tool the plan does not include, or when the credits ran out (§4). */
export function UpgradeDialog({
  reason,
  options,
  onClose,
}: {
  reason: UpgradeReason | null;
  options: CreditOptions;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={reason !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Mejora tu plan"
      description={reason ? reasonText(reason) : ''}
    >
      {reason && <UpgradeOptions reason={reason} options={options} />}
    </Dialog>
  );
}
