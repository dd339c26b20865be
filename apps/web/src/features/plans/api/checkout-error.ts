import { billingErrorCodes, billingMessages } from '@cvlisto/shared';
import { ApiRequestError } from '../../../lib/api-client';

/**
 * What to tell the user when a checkout or portal request fails: the server's own words when it
 * knows the cause (already on that plan, already subscribed, no subscription), the message of spec/core.md §8 otherwise.
 */
export function checkoutErrorMessage(error: unknown): string {
  if (
    error instanceof ApiRequestError &&
    (error.code === billingErrorCodes.alreadyOnPlan ||
      error.code === billingErrorCodes.alreadySubscribed ||
      error.code === billingErrorCodes.noSubscription)
  ) {
    return error.message;
  }
  return billingMessages.checkoutFailed;
}

/** Leaves the app for the payment page (Stripe, Mercado Pago or our sandbox page). */
export function goToPaymentPage(url: string): void {
  window.location.assign(url);
}
