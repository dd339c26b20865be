import { billingMessages, paths, plans } from '@cvlisto/shared';
import { FlaskConical } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { formatDate, subscriptionStatusLabels } from '../account-format';
import { useCancelSandboxSubscription } from '../api/cancel-sandbox-subscription';
import { useAccount } from '../api/get-account';

/**
 * /checkout/sandbox/portal: the stand-in for the provider's customer portal when no provider is
 * configured and this is not production. Cancelling keeps the plan to the end of the paid period
 * (spec/secondary.md §2.4).
 */
export function SandboxPortalPage() {
  const account = useAccount();
  const cancel = useCancelSandboxSubscription();
  const subscription = account.data?.subscription ?? null;
  const isCancelable =
    subscription !== null && subscription.status !== 'canceled' && !subscription.cancelAtPeriodEnd;

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
