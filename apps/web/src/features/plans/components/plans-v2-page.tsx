import { formatSoles, paidPlanIds, planPriceSuffix, plans, type MeResponse } from '@cvlisto/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { checkoutErrorMessage } from '../api/checkout-error';
import { useStartCheckout } from '../api/start-checkout';
import { useStartPlanChange } from '../api/start-plan-change';
import { SandboxPaymentsNotice } from './sandbox-payments-notice';

/**
 * /planesv2, the older plans variant (spec/core.md §2): a plain list of the paid plans whose
 * buttons start the same server checkout (or, for a subscriber, plan change) as /planes.
 */
export function PlansV2Page({ me }: { me: MeResponse }) {
  const checkout = useStartCheckout();
  const change = useStartPlanChange();
  const isSubscriber = me.plan.id !== 'modo_free';
  // A subscriber changes the plan of their subscription; only a free user buys one.
  const choice = isSubscriber ? change : checkout;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Planes" lead="Suscríbete y cancela cuando quieras, sin costo adicional." />
      {choice.isError && <Alert tone="error">{checkoutErrorMessage(choice.error)}</Alert>}
      <SandboxPaymentsNotice of="plans" />
      <ul className="flex flex-col gap-3" aria-label="Planes de pago">
        {paidPlanIds.map((planId) => {
          const plan = plans[planId];
          const isCurrent = me.plan.id === planId;
          return (
            <li
              key={planId}
              className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <h2 className="font-semibold">{plan.name}</h2>
                <p className="text-sm text-ink-muted">
                  {formatSoles(plan.monthlyPriceCents)}
                  {planPriceSuffix} · {plan.creditsPerPeriod} optimizaciones por mes
                </p>
              </div>
              <Button
                variant={isCurrent ? 'secondary' : 'primary'}
                disabled={isCurrent || choice.isPending || choice.isSuccess}
                isLoading={choice.isPending && choice.variables === planId}
                onClick={() => choice.mutate(planId)}
              >
                {isCurrent
                  ? 'Tu plan actual'
                  : isSubscriber
                    ? `Cambiar a ${plan.name}`
                    : `Suscribirme a ${plan.name}`}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
