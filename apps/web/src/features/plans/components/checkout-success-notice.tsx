import {
  checkoutReturnCreditsParameter,
  formatCredits,
  readReturnedPackCredits,
  type MeResponse,
} from '@cvlisto/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { meQueryOptions } from '../../../lib/me';

/**
 * What the banner on /tools?success=true says: a credit pack's return names its credits (set by
 * the server when it created the checkout; used for nothing but these words), a plan's does not.
 */
export function checkoutSuccessMessage(me: MeResponse, packCredits: number | null): ReactNode {
  const credits = formatCredits(me.credits.remaining);
  if (packCredits !== null) {
    return (
      <>
        ¡Listo! Se agregaron <strong>{formatCredits(packCredits)}</strong> a tu cuenta. Ahora tienes{' '}
        {credits}.
      </>
    );
  }
  if (me.plan.id === 'modo_free') return <>¡Listo! Tu pago se completó. Ahora tienes {credits}.</>;
  return (
    <>
      ¡Listo! Tu plan se activó: ahora eres <strong>{me.plan.name}</strong> y tienes {credits}.
    </>
  );
}

/**
 * Shown on /tools?success=true, where every checkout returns (spec/core.md §2 Plans): what was
 * bought and the credits now. Closing it drops the parameters so a reload does not show it again.
 */
export function CheckoutSuccessNotice({ me }: { me: MeResponse }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const isShown = searchParams.get('success') === 'true';

  // Coming back from the payment page, the plan and credits have just changed on the server.
  useEffect(() => {
    if (isShown) void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
  }, [isShown, queryClient]);

  if (!isShown) return null;
  const packCredits = readReturnedPackCredits(searchParams.get(checkoutReturnCreditsParameter));
  return (
    <Alert tone="success" className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <p className="flex-1">{checkoutSuccessMessage(me, packCredits)}</p>
      <Button
        size="sm"
        variant="ghost"
        onClick={() =>
          setSearchParams(
            (current) => {
              current.delete('success');
              current.delete(checkoutReturnCreditsParameter);
              return current;
            },
            { replace: true },
          )
        }
      >
        Cerrar aviso
      </Button>
    </Alert>
  );
}
