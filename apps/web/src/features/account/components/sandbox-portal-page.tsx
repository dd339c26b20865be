import {
  billingMessages,
  formatCredits,
  formatSoles,
  paidPlanIds,
  paths,
  planPriceSuffix,
  plans,
  subscriptionStatusLabels,
} from '@cvlisto/shared';
import { FlaskConical } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { formatDate } from '../account-format';
import { useCancelSandboxSubscription } from '../api/cancel-sandbox-subscription';
import { useChangeSandboxPlan } from '../api/change-sandbox-plan';
import { useAccount } from '../api/get-account';

/**
 * /checkout/sandbox/portal: the stand-in for the provider's customer portal when no provider is
 * configured and this is not production. Cancelling keeps the plan to the end of the paid period
 * (spec/secondary.md §2.4); changing plan moves the same subscription to the other plan, starting
 * a new period of it now (decision 012). `?plan=` names the plan the user chose on /planes.
 */
export function SandboxPortalPage() {
  const account = useAccount();
  const cancel = useCancelSandboxSubscription();
  const change = useChangeSandboxPlan();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const subscription = account.data?.subscription ?? null;
  const isLive = subscription !== null && subscription.status !== 'canceled';
  const isCancelable = isLive && !subscription.cancelAtPeriodEnd;
  const chosenPlanId = searchParams.get('plan');
  const otherPlanIds = paidPlanIds
    .filter((planId) => planId !== subscription?.plan)
    // The plan chosen on /planes comes first.
    .sort((first, second) => Number(second === chosenPlanId) - Number(first === chosenPlanId));

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6">
      <PageHeader title="Gestionar suscripción" />
      <p className="flex items-center gap-2 rounded-xl border border-accent-500 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">
        <FlaskConical className="size-5 shrink-0" aria-hidden />
        Portal de prueba — no se cobra nada
      </p>
      {account.isPending ? (
        <PageSpinner label="Cargando tu suscripción…" />
      ) : account.isError ? (
        <Alert tone="error">Error al cargar los datos del perfil</Alert>
      ) : subscription === null ? (
        <Alert>{billingMessages.noSubscription}</Alert>
      ) : (
        <section
          aria-label="Tu suscripción"
          className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6"
        >
          <div>
            <h2 className="text-lg font-semibold">Plan {plans[subscription.plan].name}</h2>
            <p className="text-sm text-ink-muted" data-testid="portal-status">
              {subscription.cancelAtPeriodEnd && subscription.status !== 'canceled'
                ? 'Cancelada al final del periodo'
                : subscriptionStatusLabels[subscription.status]}
              {subscription.currentPeriodEnd &&
                subscription.status !== 'canceled' &&
                ` · ${subscription.cancelAtPeriodEnd ? 'termina' : 'se renueva'} el ${formatDate(subscription.currentPeriodEnd)}`}
            </p>
          </div>
          {isLive &&
            otherPlanIds.map((planId) => {
              const plan = plans[planId];
              return (
                <div key={planId} className="flex flex-col gap-2 border-t border-line pt-4">
                  <h3 className="font-semibold">Cambiar a {plan.name}</h3>
                  <p className="text-sm text-ink-muted">
                    Tu suscripción pasa hoy a {plan.name} ({formatSoles(plan.monthlyPriceCents)}
                    {planPriceSuffix}) y empieza un nuevo periodo con{' '}
                    {formatCredits(plan.creditsPerPeriod)}. Los créditos que te queden de tu plan
                    actual se pierden.
                  </p>
                  <Button
                    isLoading={change.isPending && change.variables === planId}
                    disabled={change.isPending || change.isSuccess}
                    onClick={() =>
                      change.mutate(planId, {
                        onSuccess: ({ redirectUrl }) => navigate(redirectUrl, { replace: true }),
                      })
                    }
                  >
                    Cambiar a {plan.name}
                  </Button>
                </div>
              );
            })}
          {change.isError && <Alert tone="error">{billingMessages.checkoutFailed}</Alert>}
          {cancel.isError && <Alert tone="error">{billingMessages.checkoutFailed}</Alert>}
          {isCancelable ? (
            <>
              <p className="text-sm text-ink-muted">
                Si cancelas, no se te cobrará el próximo mes y conservas tu plan hasta el final del
                periodo pagado. Los créditos que no uses se pierden al terminar.
              </p>
              <Button variant="danger" isLoading={cancel.isPending} onClick={() => cancel.mutate()}>
                Cancelar suscripción
              </Button>
            </>
          ) : (
            subscription.cancelAtPeriodEnd && (
              <Alert tone="success">
                Tu suscripción está cancelada: no habrá más cobros y conservas tu plan hasta el
                final del periodo.
              </Alert>
            )
          )}
        </section>
      )}
      <Link to={paths.profile} className={buttonClassName({ variant: 'secondary' })}>
        Volver a tu perfil
      </Link>
    </div>
  );
}
