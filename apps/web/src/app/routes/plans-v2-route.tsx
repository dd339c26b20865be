import { PlansV2Page } from '../../features/plans/components/plans-v2-page';
import { useSignedInMe } from '../../lib/me';

export function PlansV2Route() {
  return <PlansV2Page me={useSignedInMe()} />;
}
