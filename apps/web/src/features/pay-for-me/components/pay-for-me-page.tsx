import {
  commonErrorCodes,
  formatCredits,
  formatSoles,
  paths,
  payForMeMessages,
  payForMeOutcomeParameter,
  payForMeOutcomes,
  type CreditPack,
  type PayForMePage as PayForMePageData,
} from '@cvlisto/shared';
import { HeartHandshake } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { NotFoundMessage } from '../../../components/ui/not-found-message';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { SandboxBanner } from '../../../components/ui/sandbox-banner';
import { ApiRequestError } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config';
import { usePayForMePage } from '../api/get-pay-for-me-page';
import { useStartLinkCheckout } from '../api/start-link-checkout';
import { ownerLabel } from './owner-label';

/**
 * /pagar/{token} (issue 17): someone the user sent their link to buys them credit packs, without
 * an account. Shows whom it is for by first name only, what credits are, and the packs; a pack is
 * paid on Mercado Pago's page (or the sandbox's) and its credits go to the link's owner.
 */
export function PayForMePage({ token }: { token: string }) {
  const page = usePayForMePage(token);
  if (page.isPending) return <PageSpinner label="Cargando el enlace de pago…" />;
  if (page.isError) return <LinkError error={page.error} />;
  return <PayForMeOffer token={token} page={page.data} />;
}

function PayForMeOffer({ token, page }: { token: string; page: PayForMePageData }) {
  const { appName } = usePublicConfig();
  const [searchParams] = useSearchParams();
  const checkout = useStartLinkCheckout();
  const outcome = searchParams.get(payForMeOutcomeParameter);
  const owner = ownerLabel(page.firstName);
  const isOnSale = page.walletMode !== 'unavailable' && page.creditPacks.length > 0;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6">
      <PageHeader
        title={`Compra créditos para ${owner}`}
        documentTitle="Compra créditos para otra persona"
        lead={`${page.firstName ?? 'Esta persona'} usa ${appName} para mejorar su CV y buscar trabajo. Con este enlace le compras créditos, sin crear una cuenta.`}
      />
      {outcome === payForMeOutcomes.paid && (
        <Alert tone="success">
          ¡Gracias! Recibimos tu pago. Los créditos llegan a la cuenta de {owner} en cuanto se
          confirme, y le avisamos por correo.
        </Alert>
      )}
      {outcome === payForMeOutcomes.canceled && (
        <Alert>Cancelaste el pago: no se realizó ningún cobro.</Alert>
      )}
      <section
        aria-labelledby="que-son-creditos"
        className="flex items-start gap-3 rounded-2xl border border-line bg-surface p-5"
      >
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <HeartHandshake className="size-6" aria-hidden />
        </span>
        <div className="flex flex-col gap-1 text-sm">
          <h2 id="que-son-creditos" className="text-base font-semibold">
            ¿Qué son los créditos?
          </h2>
          <p className="text-ink-muted">
            Cada crédito es una optimización de su CV con las herramientas de su plan: por ejemplo,
            dejarlo listo para los filtros ATS que usan las empresas para elegir a quién
            entrevistar.
          </p>
        </div>
      </section>
      {page.walletMode === 'sandbox' && isOnSale && (
        <SandboxBanner>Las compras de créditos son simuladas: no se cobra nada.</SandboxBanner>
      )}
      {isOnSale ? (
        <section aria-labelledby="paquetes" className="flex flex-col gap-3">
          <h2 id="paquetes" className="text-lg font-semibold">
            Elige un paquete
          </h2>
          {checkout.isError && (
            <Alert tone="error">
              {checkout.error instanceof ApiRequestError &&
              checkout.error.code === commonErrorCodes.tooManyRequests
                ? payForMeMessages.tooManyRequests
                : 'Error al procesar el pago. Por favor intenta nuevamente.'}
            </Alert>
          )}
          <ul className="grid gap-3 sm:grid-cols-2">
            {page.creditPacks.map((pack) => (
              <li
                key={pack.id}
                className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface px-4 py-3"
              >
                <div>
                  <p className="font-semibold">{formatCredits(pack.credits)}</p>
                  <p className="text-sm text-ink-muted">{formatSoles(pack.priceCents)}</p>
                </div>
                <Button
                  size="sm"
                  isLoading={checkout.isPending && checkout.variables.packId === pack.id}
                  disabled={checkout.isPending || checkout.isSuccess}
                  onClick={() => checkout.mutate({ token, packId: pack.id })}
                  aria-label={packLabel(pack, owner)}
                >
                  Pagar
                </Button>
              </li>
            ))}
          </ul>
          <p className="text-sm text-ink-muted">
            Un solo pago con Yape o tarjeta en Mercado Pago, sin suscripción. Los créditos van a la
            cuenta de {owner}; tú no necesitas una. Al pagar aceptas los{' '}
            <Link to={paths.terms} className="font-medium text-brand-700 hover:underline">
              Términos y Condiciones
            </Link>{' '}
            y la{' '}
            <Link to={paths.refundPolicy} className="font-medium text-brand-700 hover:underline">
              política de devolución
            </Link>
            .
          </p>
        </section>
      ) : (
        <Alert>{payForMeMessages.unavailable}</Alert>
      )}
    </div>
  );
}

function packLabel(pack: CreditPack, owner: string): string {
  return `Pagar ${formatSoles(pack.priceCents)} por ${formatCredits(pack.credits)} para ${owner}`;
}

/** An unknown, renewed or revoked link is a 404 (the server sends the page with that status). */
function LinkError({ error }: { error: Error }) {
  if (error instanceof ApiRequestError && error.status === 404) {
    return (
      <NotFoundMessage
        head={{
          title: 'Enlace de pago no encontrado',
          description: `${payForMeMessages.notFound} Pídele a quien te lo envió un enlace nuevo.`,
        }}
      >
        <Link to={paths.home} className={buttonClassName()}>
          Ir al inicio
        </Link>
      </NotFoundMessage>
    );
  }
  const tooMany = error instanceof ApiRequestError && error.status === 429;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-10 sm:px-6">
      <PageHeader title="Compra créditos para otra persona" />
      <Alert tone="error">
        {tooMany
          ? payForMeMessages.tooManyRequests
          : 'No pudimos cargar el enlace de pago. Por favor intenta nuevamente.'}
      </Alert>
    </div>
  );
}
