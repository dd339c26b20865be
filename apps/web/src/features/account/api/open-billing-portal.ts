import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * `POST /api/billing/portal`: where the subscriber manages or cancels the subscription (the
 * provider's customer portal, or our sandbox portal page).
 */
export function openBillingPortal(): Promise<{ url: string }> {
  return apiFetch('/api/billing/portal', { method: 'POST' });
}

/** Opens the portal: the browser leaves the app for it. */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: openBillingPortal,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
