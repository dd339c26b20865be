import { describe, expect, test } from 'vitest';
import { claimDeadlineLabel, formatClaimDueDate } from './claim-format';

describe('claimDeadlineLabel', () => {
  const pending = (daysLeft: number) =>
    claimDeadlineLabel({ status: 'pending', daysLeft, answeredLate: false });

  test('counts down in days, urgent in the last three', () => {
    expect(pending(15)).toEqual({ text: 'Quedan 15 días', tone: 'normal' });
    expect(pending(3)).toEqual({ text: 'Quedan 3 días', tone: 'urgent' });
    expect(pending(1)).toEqual({ text: 'Vence mañana', tone: 'urgent' });
    expect(pending(0)).toEqual({ text: 'Vence hoy', tone: 'urgent' });
  });

  test('marks an overdue claim', () => {
    expect(pending(-1)).toEqual({ text: 'Vencido hace 1 día', tone: 'overdue' });
    expect(pending(-6)).toEqual({ text: 'Vencido hace 6 días', tone: 'overdue' });
  });

  test('an answered claim says whether the answer met the deadline', () => {
    expect(claimDeadlineLabel({ status: 'answered', daysLeft: null, answeredLate: false })).toEqual(
      { text: 'Respondido a tiempo', tone: 'closed' },
    );
    expect(claimDeadlineLabel({ status: 'answered', daysLeft: null, answeredLate: true })).toEqual({
      text: 'Respondido fuera de plazo',
      tone: 'overdue',
    });
  });

  test('spells the due date as Lima reads it', () => {
    expect(formatClaimDueDate('2026-03-16')).toBe('16 de marzo de 2026');
  });
});
