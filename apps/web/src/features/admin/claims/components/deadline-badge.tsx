import type { AdminClaimSummary } from '@cvlisto/shared';
import { classNames } from '../../../../components/ui/class-names';
import { claimDeadlineLabel, type DeadlineTone } from '../claim-format';

const toneClasses: Record<DeadlineTone, string> = {
  overdue: 'bg-danger-600 text-white',
  // Amber text fails AA contrast at this size; the amber stays in the fill and ring.
  urgent: 'bg-accent-500/15 text-ink ring-1 ring-accent-500/60',
  normal: 'bg-brand-50 text-brand-800',
  closed: 'bg-green-50 text-success-600',
};

/** Days left, "Vence hoy", overdue in red, or answered. */
export function DeadlineBadge({ claim }: { claim: AdminClaimSummary }) {
  const { text, tone } = claimDeadlineLabel(claim);
  return (
    <span
      className={classNames(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        toneClasses[tone],
      )}
    >
      {text}
    </span>
  );
}
