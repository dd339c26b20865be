// How the back office words a claim's dates and deadline (issue 16). The server counts the days
// in Lima; these only phrase them.
import type { AdminClaimSummary } from '@cvlisto/shared';

const longDate = new Intl.DateTimeFormat('es-PE', { dateStyle: 'long', timeZone: 'America/Lima' });

/** A Lima calendar date (`YYYY-MM-DD`) spelt out: "16 de marzo de 2026". */
export const formatClaimDueDate = (date: string) =>
  longDate.format(new Date(`${date}T12:00:00-05:00`));

export type DeadlineTone = 'overdue' | 'urgent' | 'normal' | 'closed';

/**
 * The deadline in words and its tone: overdue (or answered late) in red, the last three days
 * urgent.
 *
 * @example claimDeadlineLabel({ status: 'pending', daysLeft: 0, … }) // { text: 'Vence hoy', tone: 'urgent' }
 */
export function claimDeadlineLabel(
  claim: Pick<AdminClaimSummary, 'status' | 'daysLeft' | 'answeredLate'>,
): { text: string; tone: DeadlineTone } {
  const { daysLeft } = claim;
  if (claim.status === 'answered' || daysLeft === null) {
    return claim.answeredLate
      ? { text: 'Respondido fuera de plazo', tone: 'overdue' }
      : { text: 'Respondido a tiempo', tone: 'closed' };
  }
  if (daysLeft < 0) {
    const late = -daysLeft;
    return {
      text: late === 1 ? 'Vencido hace 1 día' : `Vencido hace ${late} días`,
      tone: 'overdue',
    };
  }
  if (daysLeft === 0) return { text: 'Vence hoy', tone: 'urgent' };
  if (daysLeft === 1) return { text: 'Vence mañana', tone: 'urgent' };
  return { text: `Quedan ${daysLeft} días`, tone: daysLeft <= 3 ? 'urgent' : 'normal' };
}
