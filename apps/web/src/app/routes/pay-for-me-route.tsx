import { useParams } from 'react-router';
import { PayForMePage } from '../../features/pay-for-me/components/pay-for-me-page';
import { PayForMeSandboxPage } from '../../features/pay-for-me/components/pay-for-me-sandbox-page';
import { PublicLayout } from '../layouts/public-layout';

/** /pagar/{token}: someone buys credits for the link's owner, signed out (issue 17). */
export function PayForMeRoute() {
  const { token = '' } = useParams();
  return (
    <PublicLayout>
      {/* Keyed: another link is another page, with nothing carried over. */}
      <PayForMePage key={token} token={token} />
    </PublicLayout>
  );
}

/** /pagar/{token}/prueba/{id}: the sandbox's payment page for a payment through the link. */
export function PayForMeSandboxRoute() {
  const { token = '', id = '' } = useParams();
  return (
    <PublicLayout>
      <PayForMeSandboxPage key={`${token}/${id}`} token={token} sessionId={id} />
    </PublicLayout>
  );
}
