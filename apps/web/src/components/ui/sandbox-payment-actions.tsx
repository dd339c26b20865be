import { billingErrorCodes, billingMessages } from '@cvlisto/shared';
import { ApiRequestError } from '../../lib/api-client';
import { Alert } from './alert';
import { Button } from './button';

export type SandboxOutcome = 'complete' | 'cancel';

/**
 * The sandbox payment page's answer (PRODUCT.md §2 payments): complete or cancel an open test
 * payment, and why it failed. Shared by an owner's own checkout and a pay-for-me link's.
 */
export function SandboxPaymentActions({
  isOpen,
  pendingOutcome,
  isDone,
  error,
  onFinish,
}: {
  /** False once the payment was completed or cancelled: the buttons give way to `children`. */
  isOpen: boolean;
  /** The outcome being sent, if any: both buttons wait for it. */
  pendingOutcome: SandboxOutcome | undefined;
  /** The outcome was accepted and the page is leaving: the buttons stay disabled. */
  isDone: boolean;
  error: Error | null;
  onFinish: (outcome: SandboxOutcome) => void;
}) {
  const busy = pendingOutcome !== undefined || isDone;
  return (
    <>
      {error && (
        <Alert tone="error">
          {error instanceof ApiRequestError && error.code === billingErrorCodes.sessionClosed
            ? billingMessages.sessionClosed
            : billingMessages.checkoutFailed}
        </Alert>
      )}
      {isOpen && (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            isLoading={pendingOutcome === 'cancel'}
            disabled={busy}
            onClick={() => onFinish('cancel')}
          >
            Cancelar
          </Button>
          <Button
            isLoading={pendingOutcome === 'complete'}
            disabled={busy}
            onClick={() => onFinish('complete')}
          >
            Completar pago de prueba
          </Button>
        </div>
      )}
    </>
  );
}
