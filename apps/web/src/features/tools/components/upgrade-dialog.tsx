import { cvMessages, formatSoles, paths, plans, type OptimizationType } from '@cvlisto/shared';
import { Check } from 'lucide-react';
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

const paidPlans = [
  {
    plan: plans.modo_pro,
    features: [
      `${plans.modo_pro.creditsPerPeriod} optimizaciones al mes`,
      'Optimización para un trabajo',
    ],
  },
  {
    plan: plans.modo_redi,
    features: [
      `${plans.modo_redi.creditsPerPeriod} optimizaciones al mes`,
      'Optimización para un trabajo',
      'Traducción al inglés',
    ],
  },
];

/** Opened instead of a tool the plan does not include, or when the credits ran out (§4). */
export function UpgradeDialog({
  reason,
  onClose,
}: {
  reason: UpgradeReason | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={reason !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Mejora tu plan"
      description={reason ? reasonText(reason) : ''}
    >
      <div className="flex flex-col gap-4">
        <ul className="grid gap-3 sm:grid-cols-2">
          {paidPlans.map(({ plan, features }) => (
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
    </Dialog>
  );
}
