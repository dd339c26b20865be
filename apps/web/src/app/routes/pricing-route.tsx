import { PricingPage } from '../../features/plans/components/pricing-page';
import { useMe } from '../../lib/me';
import { PublicLayout } from '../layouts/public-layout';

/** /pricing, the public pricing section: card buttons go to /planes signed in, else /login. */
export function PricingRoute() {
  const me = useMe();
  return (
    <PublicLayout>
      <PricingPage title="Planes" isSignedIn={Boolean(me.data)} />
    </PublicLayout>
  );
}
