import { CvList } from '../../features/cvs/components/cv-list';
import { CvResult } from '../../features/cvs/components/cv-result';
import { CheckoutSuccessNotice } from '../../features/plans/components/checkout-success-notice';
import {
  CreditPackOffer,
  useCreditPacksOnSale,
} from '../../features/plans/components/credit-pack-offer';
import { ToolsDashboard } from '../../features/tools/components/tools-dashboard';
import { useSignedInMe } from '../../lib/me';

/**
 * The dashboard: the tools feature, with the CV feature's list and result view composed in, and
 * the plans feature's notice for a completed checkout (/tools?success=true) and credit packs
 * (offered when the credits run out).
 */
export function ToolsRoute() {
  const me = useSignedInMe();
  const packs = useCreditPacksOnSale();
  return (
    <div className="flex flex-col gap-6">
      <CheckoutSuccessNotice me={me} />
      <ToolsDashboard
        me={me}
        cvList={<CvList variant="dashboard" />}
        renderResult={(cvId) => <CvResult cvId={cvId} />}
        creditPackOffer={packs ? <CreditPackOffer packs={packs} /> : null}
      />
    </div>
  );
}
