import { paths } from '@cvlisto/shared';
import { Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { useBillingConfig } from '../api/get-billing-config';
import { creditPacksAnchor } from './credit-packs-section';

/**
 * The sidebar's advert for credit packs paid with a mobile wallet (spec/core.md §1), shown only
 * when this deployment sells them.
 */
export function WalletAdvert({ onNavigate }: { onNavigate?: () => void }) {
  const config = useBillingConfig();
  if (!config.data || config.data.walletMode === 'unavailable') return null;
  return (
    <Link
      to={{ pathname: paths.plans, hash: creditPacksAnchor }}
      onClick={onNavigate}
      className="flex items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-3 py-2.5 text-sm text-brand-900 hover:bg-brand-100"
    >
      <Smartphone className="size-5 shrink-0 text-brand-700" aria-hidden />
      <span>
        <span className="block font-semibold">Compra créditos con Yape</span>
        <span className="block text-xs text-brand-800">Sin suscripción, pago único</span>
      </span>
    </Link>
  );
}
