import { formatCredits, type MeResponse } from '@cvlisto/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { meQueryOptions } from '../../../lib/me';

/**
 * Shown on /tools?success=true, where every checkout returns (spec/core.md §2 Plans): the new
 * plan and credits. Closing it drops the parameter so a reload does not show it again.
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
  const credits = formatCredits(me.credits.remaining);
  return (
    <Alert tone="success" className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <p className="flex-1">
        {me.plan.id === 'modo_free' ? (
          <>¡Listo! Tu pago se completó. Ahora tienes {credits}.</>
        ) : (
          <>
            ¡Listo! Tu plan se activó: ahora eres <strong>{me.plan.name}</strong> y tienes {credits}
            .
          </>
        )}
      </p>
      <Button
        size="sm"
        variant="ghost"
        onClick={() =>
          setSearchParams(
            (current) => {
              current.delete('success');
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
