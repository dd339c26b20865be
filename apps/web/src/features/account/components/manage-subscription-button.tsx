import { billingErrorCodes, billingMessages } from '@cvlisto/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiRequestError } from '../../../lib/api-client';
import { useOpenBillingPortal } from '../api/open-billing-portal';

/** 'Gestionar suscripción': opens the portal where the subscriber changes or cancels it. */
export function ManageSubscriptionButton() {
  const portal = useOpenBillingPortal();
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        isLoading={portal.isPending}
        disabled={portal.isSuccess}
        onClick={() => portal.mutate()}
      >
        Gestionar suscripción
      </Button>
      {portal.isError && (
        <Alert tone="error">
          {portal.error instanceof ApiRequestError &&
          portal.error.code === billingErrorCodes.noSubscription
            ? billingMessages.noSubscription
            : billingMessages.checkoutFailed}
        </Alert>
      )}
    </div>
  );
}
