import { paths, type Plan } from '@cvlisto/shared';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { popularPlanId } from './plan-card';

/** A card's button outside the signed-in plans page: it leads to /planes or to sign-in (§2). */
export function PlanLinkAction({ plan, isSignedIn }: { plan: Plan; isSignedIn: boolean }) {
  return (
    <Link
      to={isSignedIn ? paths.plans : paths.login}
      className={buttonClassName({
        variant: plan.id === popularPlanId ? 'primary' : 'secondary',
        fullWidth: true,
      })}
      aria-label={`${planActionLabel(plan)} (plan ${plan.name})`}
    >
      {planActionLabel(plan)}
    </Link>
  );
}

/** 'Empieza gratis' for the free plan, 'Elegir Pro' / 'Elegir Redi' for the paid ones. */
export function planActionLabel(plan: Plan): string {
  return plan.monthlyPriceCents === 0 ? 'Empieza gratis' : `Elegir ${plan.name}`;
}

/** A subscriber's button for another paid plan: the same subscription changes plan (decision 012). */
export function changePlanLabel(plan: Plan): string {
  return `Cambiar a ${plan.name}`;
}
