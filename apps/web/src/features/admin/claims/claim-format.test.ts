import { describe, expect, test } from 'vitest';
import { claimDeadlineLabel, formatClaimDueDate } from './claim-format';

describe('claimDeadlineLabel', () => {
  const pending = (daysLeft: number) =>
    claimDeadlineLabel({ status: 'pending', daysLeft, dueDate: '2026-03-16' });

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

  test('an answered claim has no deadline left', () => {
    expect(
      claimDeadlineLabel({ status: 'answered', daysLeft: null, dueDate: '2026-03-16' }),
    ).toEqual({ text: 'Respondido', tone: 'closed' });
  });

  test('spells the due date as Lima reads it', () => {
    expect(formatClaimDueDate('2026-03-16')).toBe('16 de marzo de 2026');
  });
});
