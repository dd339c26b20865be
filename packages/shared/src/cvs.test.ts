import { describe, expect, test } from 'vitest';
import { cvReportSchema } from './cvs';

const reportBeforeAi = {
  scoreBefore: 52,
  scoreAfter: 81,
  findingsBefore: [],
  findingsAfter: [],
  changes: [],
  tailoring: null,
  warnings: [],
};

describe('cvReportSchema', () => {
  test('a report stored before the AI provider existed reads with no AI edits', () => {
    expect(cvReportSchema.parse(reportBeforeAi).aiEdits).toEqual([]);
  });

  test('reads what the language model did, and refuses an unknown status', () => {
    const aiEdits = [
      {
        purpose: 'rewrite',
        status: 'applied',
        acceptedCount: 4,
        rejected: [
          {
            path: 'experience.0.bullets.1',
            reason: 'new-number',
            message: 'Descartamos una mejora que agregaba la cifra "30 %", que no está en tu CV.',
          },
        ],
        fallbackMessage: null,
      },
    ];
    expect(cvReportSchema.parse({ ...reportBeforeAi, aiEdits }).aiEdits).toEqual(aiEdits);
    expect(
      cvReportSchema.safeParse({
        ...reportBeforeAi,
        aiEdits: [{ ...aiEdits[0], status: 'quizas' }],
      }).success,
    ).toBe(false);
  });
});
