import { SandboxBanner } from '../../../components/ui/sandbox-banner';
import { useBillingConfig } from '../api/get-billing-config';

/**
 * Beside the buttons that start a payment, on a server whose plans (`plans`) or credit packs
 * (`packs`) are sold through the sandbox: nothing here is a real purchase.
 */
export function SandboxPaymentsNotice({ of }: { of: 'plans' | 'packs' }) {
  const config = useBillingConfig();
  const mode = of === 'plans' ? config.data?.mode : config.data?.walletMode;
  if (mode !== 'sandbox') return null;
  return (
    <SandboxBanner>
      {of === 'plans'
        ? 'Los pagos de los planes son simulados: no se cobra nada y no se contrata ningún servicio real.'
        : 'Las compras de créditos son simuladas: no se cobra nada.'}
    </SandboxBanner>
  );
}
