import { isPaidPlanId, type PaidPlanId, type Plan, type PlanId } from '@cvlisto/shared';
import { Button } from '../../../components/ui/button';
import { changePlanLabel, planActionLabel } from './plan-link-action';
import { popularPlanId } from './plan-card';

/**
 * A card's button on the signed-in plans page: starts that plan's checkout, or for a subscriber
 * ('Cambiar a …') the change of their subscription to it, never a second subscription.
 */
export function CheckoutPlanAction({
  plan,
  currentPlanId,
  pendingPlanId,
  isLeaving,
  onChoose,
}: {
  plan: Plan;
  currentPlanId: PlanId;
  /** The plan whose checkout or change is being prepared, if any. */
  pendingPlanId: PaidPlanId | undefined;
  /** True once the browser is on its way to the payment page. */
  isLeaving: boolean;
  onChoose: (plan: PaidPlanId) => void;
}) {
  if (plan.id === currentPlanId) {
    return (
      <Button variant="secondary" fullWidth disabled>
        Tu plan actual
      </Button>
    );
  }
  // The free plan is never bought: it is where everyone starts and where a subscription ends.
  if (!isPaidPlanId(plan.id)) {
    return (
      <p className="py-2.5 text-center text-sm text-ink-muted">Al cancelar, vuelves a este plan</p>
    );
  }
  const planId = plan.id;
  const isSubscriber = isPaidPlanId(currentPlanId);
  return (
    <Button
      variant={plan.id === popularPlanId ? 'primary' : 'secondary'}
      fullWidth
      isLoading={pendingPlanId === planId}
      disabled={pendingPlanId !== undefined || isLeaving}
      onClick={() => onChoose(planId)}
    >
      {isSubscriber ? changePlanLabel(plan) : planActionLabel(plan)}
    </Button>
  );
}
