// What each ATS finding costs (issue 3, stage 3): one table, so the score is easy to reason about
// and to tune. `impact` is what one occurrence costs; `maximum` caps the total for its code, so one
// kind of problem (ten bullets without a verb) cannot sink the score on its own.

export const atsFindingCodes = [
  'MISSING_NAME',
  'MISSING_EMAIL',
  'MISSING_PHONE',
  'MISSING_LOCATION',
  'MISSING_LINKEDIN',
  'MISSING_SUMMARY',
  'MISSING_EXPERIENCE',
  'MISSING_SKILLS',
  'NON_STANDARD_HEADING',
  'INCONSISTENT_DATE_FORMATS',
  'ENTRY_WITHOUT_DATES',
  'BULLET_WITHOUT_ACTION_VERB',
  'FIRST_PERSON',
  'NO_FIGURES',
  'TOO_LONG',
  'TOO_SHORT',
  'UNPLACED_TEXT',
  'LOW_KEYWORD_COVERAGE',
  'PERSONAL_DATA',
] as const;
export type AtsFindingCode = (typeof atsFindingCodes)[number];

export const atsSeverities = ['high', 'medium', 'low'] as const;
export type AtsSeverity = (typeof atsSeverities)[number];

export type FindingWeight = {
  readonly severity: AtsSeverity;
  readonly impact: number;
  readonly maximum: number;
};

export const findingWeights = {
  // Without a way to reach the candidate, nothing else matters.
  MISSING_NAME: { severity: 'high', impact: 15, maximum: 15 },
  MISSING_EMAIL: { severity: 'high', impact: 15, maximum: 15 },
  MISSING_PHONE: { severity: 'high', impact: 10, maximum: 10 },
  MISSING_LOCATION: { severity: 'medium', impact: 4, maximum: 4 },
  MISSING_LINKEDIN: { severity: 'low', impact: 2, maximum: 2 },
  MISSING_SUMMARY: { severity: 'medium', impact: 6, maximum: 6 },
  MISSING_EXPERIENCE: { severity: 'medium', impact: 8, maximum: 8 },
  MISSING_SKILLS: { severity: 'medium', impact: 8, maximum: 8 },
  NON_STANDARD_HEADING: { severity: 'medium', impact: 3, maximum: 9 },
  INCONSISTENT_DATE_FORMATS: { severity: 'medium', impact: 5, maximum: 5 },
  ENTRY_WITHOUT_DATES: { severity: 'medium', impact: 4, maximum: 12 },
  BULLET_WITHOUT_ACTION_VERB: { severity: 'low', impact: 1, maximum: 8 },
  FIRST_PERSON: { severity: 'medium', impact: 2, maximum: 8 },
  NO_FIGURES: { severity: 'medium', impact: 8, maximum: 8 },
  TOO_LONG: { severity: 'medium', impact: 6, maximum: 6 },
  TOO_SHORT: { severity: 'high', impact: 10, maximum: 10 },
  // Lines parse could not place: what an ATS would garble too (columns, tables, text boxes).
  UNPLACED_TEXT: { severity: 'medium', impact: 2, maximum: 10 },
  // Scaled by how far coverage falls below the target (see analyse-cv.ts).
  LOW_KEYWORD_COVERAGE: { severity: 'high', impact: 20, maximum: 20 },
  // Estado civil, fecha de nacimiento, DNI… (personal-data.ts): advice more than an ATS problem.
  PERSONAL_DATA: { severity: 'low', impact: 1, maximum: 3 },
} as const satisfies Record<AtsFindingCode, FindingWeight>;

/** Word counts outside this range read as too short or longer than two pages. */
export const wordCountLimits = { minimum: 200, maximum: 900 } as const;

/** Below this keyword coverage (percent) a posting's filter is likely to drop the CV. */
export const keywordCoverageTarget = 70;
