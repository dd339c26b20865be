import { formatCredits, formatSoles, paths, type CreditPack } from '@cvlisto/shared';
import { Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { useBillingConfig } from '../api/get-billing-config';
import { creditPacksAnchor } from './credit-packs-section';

/** The credit packs this deployment sells, or null where it sells none (or it is not known yet). */
export function useCreditPacksOnSale(): readonly CreditPack[] | null {
  const config = useBillingConfig();
  if (!config.data || config.data.walletMode === 'unavailable') return null;
  return config.data.creditPacks.length > 0 ? config.data.creditPacks : null;
}

/**
 * The packs in one line, for someone out of credits who may not want a subscription (issue 17):
 * "1 crédito por S/ 4.90 o 3 créditos por S/ 12.90", linking to where they are bought.
 */
export function CreditPackOffer({ packs }: { packs: readonly CreditPack[] }) {
  const prices = packs
    .map((pack) => `${formatCredits(pack.credits)} por ${formatSoles(pack.priceCents)}`)
    .join(' o ');
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-line p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
      <span className="flex items-start gap-2">
        <Smartphone className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
        <span>
          <strong>Sin suscripción:</strong> compra créditos con Yape o tarjeta, {prices}.
        </span>
      </span>
      <Link
        to={{ pathname: paths.plans, hash: creditPacksAnchor }}
        className={buttonClassName({ size: 'sm', variant: 'secondary' })}
      >
        Comprar créditos
      </Link>
    </div>
  );
}
