import { formatCredits, formatSoles, paths, type CreditPack } from '@cvlisto/shared';
import { Smartphone } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { checkoutErrorMessage } from '../api/checkout-error';
import { useBillingConfig } from '../api/get-billing-config';
import { useStartCreditPackCheckout } from '../api/start-credit-pack-checkout';
import { SandboxPaymentsNotice } from './sandbox-payments-notice';

/** The anchor the sidebar's advert links to (/planes#creditos). */
export const creditPacksAnchor = 'creditos';

/**
 * One-off credit packs paid with a mobile wallet (spec/core.md §1): shown only when this
 * deployment sells them. Signed out, the buttons lead to sign-in.
 */
export function CreditPacksSection({ isSignedIn }: { isSignedIn: boolean }) {
  const config = useBillingConfig();
  const checkout = useStartCreditPackCheckout();
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const isOnSale = config.data !== undefined && config.data.walletMode !== 'unavailable';

  // The router does not scroll to a #fragment, and the section appears only once the
  // configuration has loaded.
  useEffect(() => {
    if (isOnSale && hash === `#${creditPacksAnchor}`) section.current?.scrollIntoView();
  }, [isOnSale, hash]);

  if (!config.data || !isOnSale) return null;
  const packs = config.data.creditPacks;
  return (
    <section
      ref={section}
      id={creditPacksAnchor}
      aria-labelledby="creditos-titulo"
      className="flex scroll-mt-20 flex-col gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Smartphone className="size-6" aria-hidden />
        </span>
        <div>
          <h2 id="creditos-titulo" className="text-lg font-semibold">
            Compra créditos con Yape
          </h2>
          <p className="text-sm text-ink-muted">
            Un solo pago con Yape o tarjeta, sin suscripción. Cada crédito es una optimización de
            las herramientas de tu plan.
          </p>
        </div>
      </div>
      <SandboxPaymentsNotice of="packs" />
      {checkout.isError && <Alert tone="error">{checkoutErrorMessage(checkout.error)}</Alert>}
      <ul className="grid gap-3 sm:grid-cols-2">
        {packs.map((pack) => (
          <li
            key={pack.id}
            className="flex items-center justify-between gap-3 rounded-xl border border-line px-4 py-3"
          >
            <div>
              <p className="font-semibold">{formatCredits(pack.credits)}</p>
              <p className="text-sm text-ink-muted">{formatSoles(pack.priceCents)}</p>
            </div>
            {isSignedIn ? (
              <Button
                size="sm"
                variant="secondary"
                isLoading={checkout.isPending && checkout.variables === pack.id}
                disabled={checkout.isPending || checkout.isSuccess}
                onClick={() => checkout.mutate(pack.id)}
                aria-label={packLabel(pack)}
              >
                Comprar
              </Button>
            ) : (
              <Link
                to={paths.login}
                className={buttonClassName({ size: 'sm', variant: 'secondary' })}
                aria-label={packLabel(pack)}
              >
                Comprar
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function packLabel(pack: CreditPack): string {
  return `Comprar ${formatCredits(pack.credits)} por ${formatSoles(pack.priceCents)}`;
}
