import {
  billingMessages,
  formatCredits,
  formatSoles,
  paths,
  payForMeMessages,
} from '@cvlisto/shared';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClassName } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { SandboxBanner } from '../../../components/ui/sandbox-banner';
import { SandboxPaymentActions } from '../../../components/ui/sandbox-payment-actions';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import {
  useFinishLinkSandboxSession,
  type LinkSandboxOutcome,
} from '../api/finish-link-sandbox-session';
import { useLinkSandboxSession } from '../api/get-link-sandbox-session';
import { ownerLabel } from './owner-label';

/**
 * /pagar/{token}/prueba/{id}: the stand-in for Mercado Pago's page when this server has no
 * payment keys and is not production. Completing runs the fulfilment the webhook runs.
 */
export function PayForMeSandboxPage({ token, sessionId }: { token: string; sessionId: string }) {
  const session = useLinkSandboxSession(token, sessionId);
  const finish = useFinishLinkSandboxSession();
  const navigate = useNavigate();

  const onFinish = (outcome: LinkSandboxOutcome) =>
    finish.mutate(
      { token, sessionId, outcome },
      { onSuccess: ({ redirectUrl }) => navigate(redirectUrl, { replace: true }) },
    );

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-10 sm:px-6">
      <PageHeader title="Pago de prueba" />
      <SandboxBanner>
        Este pago es simulado: no se cobra nada y no se usa ningún medio de pago real.
      </SandboxBanner>
      {session.isPending ? (
        <PageSpinner label="Cargando el pago…" />
      ) : session.isError ? (
        <div className="flex flex-col gap-3">
          <Alert tone="error">
            {session.error instanceof ApiRequestError && session.error.status === 404
              ? `${billingMessages.sessionNotFound} ${payForMeMessages.notFound}`
              : billingMessages.checkoutFailed}
          </Alert>
          <Link to={paths.home} className={buttonClassName({ variant: 'secondary' })}>
            Ir al inicio
          </Link>
        </div>
      ) : (
        <>
          <section
            aria-label="Resumen del pago"
            className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6"
          >
            <div className="flex items-start justify-between gap-4">
              <div>
                <h2 className="text-lg font-semibold">
                  Paquete de {formatCredits(session.data.credits)}
                </h2>
                <p className="text-sm text-ink-muted">
                  Para {ownerLabel(session.data.firstName)} · Pago único, sin suscripción
                </p>
              </div>
              <p className="text-2xl font-bold" data-testid="sandbox-amount">
                {formatSoles(session.data.amountCents)}
              </p>
            </div>
            <p className="text-sm text-ink-muted">
              Este entorno no está conectado a ningún medio de pago. Al completar, la cuenta de{' '}
              {ownerLabel(session.data.firstName)} recibe los créditos como si el pago se hubiera
              hecho.
            </p>
          </section>
          <SandboxPaymentActions
            isOpen={session.data.status === 'open'}
            pendingOutcome={finish.isPending ? finish.variables.outcome : undefined}
            isDone={finish.isSuccess}
            error={finish.error}
            onFinish={onFinish}
          />
          {session.data.status !== 'open' && (
            <div className="flex flex-col gap-3">
              <Alert>
                {session.data.status === 'completed'
                  ? 'Este pago ya se completó.'
                  : 'Este pago fue cancelado.'}
              </Alert>
              <Link
                to={paths.payForMe(token)}
                className={buttonClassName({ variant: 'secondary' })}
              >
                Volver al enlace de pago
              </Link>
            </div>
          )}
        </>
      )}
    </div>
  );
}
