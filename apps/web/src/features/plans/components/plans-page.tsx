import { paths, type MeResponse } from '@cvlisto/shared';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { usePublicConfig } from '../../../lib/public-config';
import { checkoutErrorMessage } from '../api/checkout-error';
import { useStartCheckout } from '../api/start-checkout';
import { useStartPlanChange } from '../api/start-plan-change';
import { CheckoutPlanAction } from './checkout-plan-action';
import { CreditPacksSection } from './credit-packs-section';
import { PlanCatalogue } from './plan-catalogue';
import { SandboxPaymentsNotice } from './sandbox-payments-notice';

/**
 * /planes signed in, 'Mejora tu plan' (spec/core.md §2, §7): the cards start a checkout (for a
 * subscriber, a change of plan), the current plan is marked, a cancelled checkout is acknowledged,
 * subscribers can manage theirs.
 */
export function PlansPage({
  me,
  manageSubscription,
  payForMeLink,
}: {
  me: MeResponse;
  /** The 'Gestionar suscripción' button (from the account feature), for subscribers. */
  manageSubscription: ReactNode;
  /** '¿Alguien más te ayuda a pagar?': the pay-for-me link (from its own feature, issue 17). */
  payForMeLink: ReactNode;
}) {
  const [searchParams] = useSearchParams();
  const { tools } = usePublicConfig();
  const checkout = useStartCheckout();
  const change = useStartPlanChange();
  const isSubscriber = me.plan.id !== 'modo_free';
  // A subscriber changes the plan of their subscription; only a free user buys one.
  const choice = isSubscriber ? change : checkout;

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Mejora tu plan"
        lead={`Más optimizaciones al mes${tools.translation ? ', CVs adaptados a cada oferta y traducción al inglés' : ' y CVs adaptados a cada oferta'}. Cancela cuando quieras, sin costo adicional.`}
      />
      {searchParams.get('canceled') === 'true' && (
        <Alert>
          Cancelaste el pago: no se realizó ningún cobro. Puedes elegir un plan cuando quieras.
        </Alert>
      )}
      {choice.isError && <Alert tone="error">{checkoutErrorMessage(choice.error)}</Alert>}
      {isSubscriber && (
        <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">
            Tienes el plan <strong>{me.plan.name}</strong>. Para cambiar de plan, elige «Cambiar a…»
            en su tarjeta. Cambia tu método de pago o cancela tu suscripción cuando quieras.
          </p>
          {manageSubscription}
        </div>
      )}
      <SandboxPaymentsNotice of="plans" />
      <PlanCatalogue
        currentPlanId={me.plan.id}
        renderAction={(plan) => (
          <CheckoutPlanAction
            plan={plan}
            currentPlanId={me.plan.id}
            pendingPlanId={choice.isPending ? choice.variables : undefined}
            isLeaving={choice.isSuccess}
            onChoose={(planId) => choice.mutate(planId)}
          />
        )}
      />
      <CreditPacksSection isSignedIn />
      {payForMeLink}
      <p className="text-sm text-ink-muted">
        Al suscribirte aceptas nuestra{' '}
        <Link to={paths.refundPolicy} className="font-medium text-brand-700 hover:underline">
          política de cancelación y devolución
        </Link>
        : puedes cancelar en cualquier momento y conservas tu plan hasta el final del periodo
        pagado.
      </p>
    </div>
  );
}
