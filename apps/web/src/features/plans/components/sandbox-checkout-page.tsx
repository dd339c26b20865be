import {
  billingMessages,
  formatCredits,
  formatSoles,
  paths,
  planPriceSuffix,
  plans,
  type SandboxCheckoutSession,
} from '@cvlisto/shared';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClassName } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { SandboxBanner } from '../../../components/ui/sandbox-banner';
import { SandboxPaymentActions } from '../../../components/ui/sandbox-payment-actions';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { useFinishSandboxCheckout, type SandboxOutcome } from '../api/finish-sandbox-checkout';
import { useSandboxCheckout } from '../api/get-sandbox-checkout';

/**
 * /checkout/sandbox/:id: the stand-in for the payment page when no provider is configured and
 * this is not production. Completing or cancelling runs the same fulfilment as the webhooks.
 */
export function SandboxCheckoutPage({ sessionId }: { sessionId: string }) {
  const session = useSandboxCheckout(sessionId);
  const finish = useFinishSandboxCheckout();
  const navigate = useNavigate();

  const onFinish = (outcome: SandboxOutcome) =>
    finish.mutate(
      { sessionId, outcome },
      { onSuccess: ({ redirectUrl }) => navigate(redirectUrl, { replace: true }) },
    );

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6">
      <PageHeader title="Pago de prueba" />
      <SandboxBanner>
        Este pago es simulado: no se cobra nada y no se usa ningún medio de pago real.
      </SandboxBanner>
      {session.isPending ? (
        <PageSpinner label="Cargando el pago…" />
      ) : session.isError ? (
        <SessionError error={session.error} />
      ) : (
        <>
          <SessionSummary session={session.data} />
          <SandboxPaymentActions
            isOpen={session.data.status === 'open'}
            pendingOutcome={finish.isPending ? finish.variables.outcome : undefined}
            isDone={finish.isSuccess}
            error={finish.error}
            onFinish={onFinish}
          />
          {session.data.status !== 'open' && <ClosedSession status={session.data.status} />}
        </>
      )}
    </div>
  );
}

function SessionSummary({ session }: { session: SandboxCheckoutSession }) {
  const isSubscription = session.kind === 'subscription';
  const title =
    isSubscription && session.plan
      ? `Plan ${plans[session.plan].name}`
      : `Paquete de ${formatCredits(session.credits)}`;
  return (
    <section
      aria-label="Resumen del pago"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 className="text-lg font-semibold">{title}</h2>
          <p className="text-sm text-ink-muted">
            {isSubscription
              ? `Suscripción mensual · ${formatCredits(session.credits)} cada mes`
              : 'Pago único, sin suscripción'}
          </p>
        </div>
        <p className="text-right">
          <span className="text-2xl font-bold" data-testid="sandbox-amount">
            {formatSoles(session.amountCents)}
          </span>
          {isSubscription && <span className="text-sm text-ink-muted">{planPriceSuffix}</span>}
        </p>
      </div>
      <p className="text-sm text-ink-muted">
        Este entorno no está conectado a ningún medio de pago. Al completar, tu cuenta recibe el
        plan o los créditos como si el pago se hubiera hecho.
      </p>
    </section>
  );
}

function ClosedSession({ status }: { status: 'completed' | 'canceled' }) {
  return (
    <div className="flex flex-col gap-3">
      <Alert>
        {status === 'completed' ? 'Este pago ya se completó.' : 'Este pago fue cancelado.'}
      </Alert>
      <Link
        to={status === 'completed' ? paths.tools : paths.plans}
        className={buttonClassName({ variant: 'secondary' })}
      >
        {status === 'completed' ? 'Ir a Herramientas' : 'Volver a los planes'}
      </Link>
    </div>
  );
}

function SessionError({ error }: { error: Error }) {
  const notFound = error instanceof ApiRequestError && error.status === 404;
  return (
    <div className="flex flex-col gap-3">
      <Alert tone="error">
        {notFound ? billingMessages.sessionNotFound : billingMessages.checkoutFailed}
      </Alert>
      <Link to={paths.plans} className={buttonClassName({ variant: 'secondary' })}>
        Volver a los planes
      </Link>
    </div>
  );
}
