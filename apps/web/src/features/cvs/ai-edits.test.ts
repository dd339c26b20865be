import type { CvAiEditReport } from '@cvlisto/shared';
import { describe, expect, test } from 'vitest';
import { summariseAiEdits } from './ai-edits';

const newNumber = 'Descartamos una mejora que agregaba la cifra "45 %", que no está en tu CV.';
const newOrganisation = 'Descartamos una mejora que mencionaba "Alicorp", que no está en tu CV.';

const applied = (rejected: CvAiEditReport['rejected']): CvAiEditReport => ({
  purpose: 'rewrite',
  status: 'applied',
  acceptedCount: 3,
  rejected,
  fallbackMessage: null,
});

describe('summariseAiEdits', () => {
  test('nothing to say without AI passes, including reports stored before them', () => {
    expect(summariseAiEdits([])).toBeNull();
    expect(summariseAiEdits(undefined)).toBeNull();
  });

  test('an applied pass with nothing discarded: improved with AI', () => {
    expect(summariseAiEdits([applied([])])).toEqual({
      improved: true,
      fallbackMessages: [],
      rejectedHeadline: null,
      rejectedMessages: [],
    });
  });

  test('discarded suggestions are counted and listed', () => {
    const summary = summariseAiEdits([
      applied([
        { path: 'experience.0.bullets.0', reason: 'new-number', message: newNumber },
        { path: 'experience.0.bullets.1', reason: 'new-organisation', message: newOrganisation },
      ]),
    ]);
    expect(summary?.rejectedHeadline).toBe(
      'No aplicamos 2 sugerencias de la IA; esas partes quedaron como estaban',
    );
    expect(summary?.rejectedMessages).toEqual([newNumber, newOrganisation]);

    expect(
      summariseAiEdits([applied([{ path: 'summary', reason: 'new-number', message: newNumber }])])
        ?.rejectedHeadline,
    ).toBe('No aplicamos 1 sugerencia de la IA; esa parte quedó como estaba');
  });

  test('a fallback shows its message and is not "improved with AI"', () => {
    const message = 'No pudimos usar la IA esta vez; tu CV se optimizó con nuestro motor.';
    expect(
      summariseAiEdits([
        {
          purpose: 'tailor',
          status: 'fallback',
          acceptedCount: 0,
          rejected: [],
          fallbackMessage: message,
        },
      ]),
    ).toEqual({
      improved: false,
      fallbackMessages: [message],
      rejectedHeadline: null,
      rejectedMessages: [],
    });
  });
});
