import type { PayForMeLinkState } from '@cvlisto/shared';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { useCreateOwnPayLink } from '../api/create-own-pay-link';
import { useOwnPayLink } from '../api/get-own-pay-link';
import { useRenewOwnPayLink } from '../api/renew-own-pay-link';
import { useRevokeOwnPayLink } from '../api/revoke-own-pay-link';

/**
 * '¿Alguien más te ayuda a pagar?' on /planes (issue 17): the user's own pay-for-me link, made on
 * the first 'Copiar enlace', with which someone else buys credit packs for this account. Shown
 * only where this server sells credit packs.
 */
export function PayForMeLinkPanel() {
  const own = useOwnPayLink();
  if (!own.data?.available) return null;
  return <LinkPanel state={own.data} />;
}

function LinkPanel({ state }: { state: PayForMeLinkState }) {
  const create = useCreateOwnPayLink();
  const renew = useRenewOwnPayLink();
  const revoke = useRevokeOwnPayLink();
  const fieldId = useId();
  const url = state.link?.url;
  const failed = create.isError || renew.isError || revoke.isError;
  const busy = create.isPending || renew.isPending || revoke.isPending;

  // The first copy makes the link; later ones copy the same link, the one already shared.
  const linkToCopy = async () => url ?? (await create.mutateAsync()).link?.url ?? '';

  return (
    <section
      aria-labelledby={`${fieldId}-title`}
      className="flex flex-col gap-3 rounded-2xl border border-dashed border-line p-4 text-sm"
    >
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id={`${fieldId}-title`} className="font-semibold text-ink">
            ¿Alguien más te ayuda a pagar?
          </h2>
          <p className="text-ink-muted">
            Compártele tu enlace de pago: podrá comprarte créditos con Yape o tarjeta, sin entrar a
            tu cuenta.{' '}
            {state.firstName ? `Solo verá tu nombre, «${state.firstName}».` : 'No verá tus datos.'}
          </p>
        </div>
        <CopyButton text={linkToCopy} label="Copiar enlace" />
      </div>
      {url && (
        <div className="flex flex-col gap-2">
          <label htmlFor={fieldId} className="font-medium text-ink">
            Tu enlace de pago
          </label>
          <input
            id={fieldId}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="h-10 w-full min-w-0 rounded-lg border border-line bg-surface-muted px-3 font-mono text-xs text-ink"
          />
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="ghost"
              size="sm"
              isLoading={renew.isPending}
              disabled={busy}
              onClick={() => renew.mutate()}
            >
              Cambiar enlace
            </Button>
            <Button
              variant="ghost"
              size="sm"
              isLoading={revoke.isPending}
              disabled={busy}
              onClick={() => {
                renew.reset();
                revoke.mutate();
              }}
            >
              Desactivar enlace
            </Button>
          </div>
          <p className="text-ink-muted">
            Si lo cambias o lo desactivas, el enlace anterior deja de funcionar. Te avisamos por
            correo cada vez que alguien te compra créditos.
          </p>
        </div>
      )}
      {renew.isSuccess && !busy && (
        <Alert>Listo: tu enlace cambió. El anterior ya no funciona.</Alert>
      )}
      {failed && <Alert tone="error">No pudimos actualizar tu enlace. Inténtalo de nuevo.</Alert>}
    </section>
  );
}
