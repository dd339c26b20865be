import { useParams } from 'react-router';
import { SandboxPortalPage } from '../../features/account/components/sandbox-portal-page';
import { SandboxCheckoutPage } from '../../features/plans/components/sandbox-checkout-page';

/** The sandbox payment pages (no payment provider configured, not production). */
export function SandboxCheckoutRoute() {
  const { id = '' } = useParams();
  // Keyed: another session id is another page, with nothing carried over.
  return <SandboxCheckoutPage key={id} sessionId={id} />;
}

export function SandboxPortalRoute() {
  return <SandboxPortalPage />;
}
