import { PageSpinner } from '../../components/ui/spinner';
import { ManageSubscriptionButton } from '../../features/account/components/manage-subscription-button';
import { PayForMeLinkPanel } from '../../features/pay-for-me/components/pay-for-me-link-panel';
import { PlansPage } from '../../features/plans/components/plans-page';
import { PricingPage } from '../../features/plans/components/pricing-page';
import { useMe } from '../../lib/me';
import { AppLayout } from '../layouts/app-layout';
import { PublicLayout } from '../layouts/public-layout';

/** /planes has a public variant and a signed-in one titled 'Mejora tu plan' (spec/core.md §2). */
export function PlansRoute() {
  const me = useMe();
  if (me.isPending) return <PageSpinner />;
  if (me.data) {
    return (
      <AppLayout me={me.data}>
        <PlansPage
          me={me.data}
          manageSubscription={<ManageSubscriptionButton />}
          payForMeLink={<PayForMeLinkPanel />}
        />
      </AppLayout>
    );
  }
  return (
    <PublicLayout>
      <PricingPage title="Planes" isSignedIn={false} />
    </PublicLayout>
  );
}
