// Interview practice at /entrevista (spec/secondary.md §2.2, §4.1, §7.2; PRODUCT.md §3.9; issue
// 15): the API's shapes, limits and Spanish texts, shared by the server and the web app.
import { z } from './zod';
import { hasControlCharacters, requestMessages } from './request-text';

/** Who asks the questions: Vapi's voice assistant, or our own built-in interviewer. */
export const interviewModes = ['builtin', 'vapi'] as const;
export type InterviewMode = (typeof interviewModes)[number];

/**
 * - `in_progress`: started, answers (built-in) or the call (Vapi) under way.
 * - `awaiting_report`: a Vapi call ended in the browser; its end-of-call report has not arrived.
 * - `completed`: the feedback report is stored (and e-mailed).
 * - `cancelled`: never got going (the call failed to connect, or nothing was answered); nothing
 *   is charged and there is no report.
 */
export const interviewStatuses = [
  'in_progress',
  'awaiting_report',
  'completed',
  'cancelled',
] as const;
export type InterviewStatus = (typeof interviewStatuses)[number];

/** Why a question is asked; the built-in plan has one opening, 2–3 on experience, etc. */
export const interviewQuestionKinds = [
  'opening',
  'experience',
  'behavioural',
  'requirement',
  'closing',
  'follow_up',
] as const;
export type InterviewQuestionKind = (typeof interviewQuestionKinds)[number];

/** The spec's status pill (spec/secondary.md §2.2 and §4.1), verbatim. */
export const interviewCallStates = ['idle', 'connecting', 'connected', 'error'] as const;
export type InterviewCallState = (typeof interviewCallStates)[number];

export const interviewCallStatusLabels: Record<InterviewCallState, string> = {
  idle: 'Listo para comenzar',
  connecting: 'Conectando con la IA...',
  connected: 'Te estoy escuchando...',
  error: 'Error de conexión. Intenta de nuevo.',
};

export const interviewButtonLabels = {
  start: 'Empezar entrevista',
  connecting: 'Conectando...',
  finish: 'Finalizar entrevista',
} as const;

/** The limits' defaults; the server reads the real values from its environment. */
export const interviewDefaults = {
  /** Redi's monthly allowance (`INTERVIEW_MINUTES_REDI`). */
  rediMinutesPerPeriod: 60,
  /** One interview's limit (`INTERVIEW_MAX_MINUTES`). */
  maxMinutesPerInterview: 15,
  /** The one short built-in interview a user without Redi may try (`INTERVIEW_TRIAL_MINUTES`). */
  trialMinutes: 5,
  /** The trial's questions: opening, one on experience, closing. */
  trialQuestions: 3,
} as const;

/** The built-in plan's size (issue 15: 6 to 8 questions). */
export const builtinPlanQuestionRange = { min: 6, max: 8 } as const;

/** Mobile devices wait this long before joining the call (spec/secondary.md §9). */
export const mobileJoinDelayMs = 1000;

export const maxInterviewAnswerCharacters = 4000;
export const maxInterviewPositionCharacters = 120;
export const maxInterviewPostingCharacters = 20_000;

/**
 * What the user may do now, `GET /api/interviews`:
 * - `redi`: a Redi subscriber with minutes this billing period.
 * - `trial`: no Redi, the one short built-in interview not used yet.
 * - `upgrade`: no Redi and the trial used: the screen shows the upgrade call.
 * - `exhausted`: Redi, but this period's minutes are used up.
 */
export const interviewAccessKinds = ['redi', 'trial', 'upgrade', 'exhausted'] as const;
export type InterviewAccessKind = (typeof interviewAccessKinds)[number];

export type InterviewAllowance = {
  readonly access: InterviewAccessKind;
  /** The interviewer a new interview gets (the trial is always built-in). */
  readonly mode: InterviewMode;
  /** Seconds left this period (Redi) or in the trial; 0 for `upgrade`/`exhausted`. */
  readonly secondsRemaining: number;
  /** Redi's allowance per period, in minutes (shown as "x de 60 min"). */
  readonly minutesPerPeriod: number;
  /** The longest a new interview may run, in seconds: min(per-interview limit, remaining). */
  readonly maxSecondsPerInterview: number;
  /** When Redi's minutes renew (the end of the billing period); null without Redi. */
  readonly renewsAt: string | null;
};

/** `POST /api/interviews`: what to practise for. Every field is optional. */
export const startInterviewRequestSchema = z.object({
  /** One of the user's stored CVs (any type); null for "sin CV". */
  cvId: z.string().min(1).max(64).nullable().default(null),
  position: z
    .string()
    .trim()
    .max(maxInterviewPositionCharacters, 'El puesto es demasiado largo (máximo 120 caracteres).')
    .refine((value) => !hasControlCharacters(value), requestMessages.controlCharacters('position'))
    .default(''),
  posting: z
    .string()
    .trim()
    .max(
      maxInterviewPostingCharacters,
      'La oferta es demasiado larga (máximo 20 000 caracteres). Pega solo la descripción del puesto.',
    )
    .default(''),
});
export type StartInterviewRequest = z.input<typeof startInterviewRequestSchema>;

export type InterviewQuestion = {
  readonly id: string;
  readonly kind: InterviewQuestionKind;
  /** The question in Spanish, spoken by the browser's speech synthesis and shown on screen. */
  readonly text: string;
  /** 1-based position, and how many questions the plan has now (follow-ups may add one). */
  readonly position: number;
  readonly total: number;
};

/**
 * What the server hands a Vapi call: the assistant id and the overrides carrying the short brief
 * (never the whole CV). The web passes `assistantOverrides` to `vapi.start(assistantId, …)` as is.
 */
export type VapiCallSetup = {
  readonly publicKey: string;
  readonly assistantId: string;
  /** Vapi's API base URL; null means the SDK's default (tests point it at a local fake). */
  readonly apiBaseUrl: string | null;
  readonly assistantOverrides: {
    readonly variableValues: Readonly<Record<string, string>>;
    /** Carries `interviewId`, so the end-of-call report finds its interview. */
    readonly metadata: { readonly interviewId: string };
    /** The interview's limit in seconds: Vapi ends the call there (added by the server). */
    readonly maxDurationSeconds?: number;
  };
};

/** `POST /api/interviews` → 201. */
export type InterviewSession = {
  readonly id: string;
  readonly mode: InterviewMode;
  readonly status: InterviewStatus;
  readonly startedAt: string;
  /** The server stops accepting answers (and ends the interview) after this many seconds. */
  readonly limitSeconds: number;
  /** Built-in: the first question. Vapi: null (the assistant speaks first). */
  readonly question: InterviewQuestion | null;
  /** Vapi only. */
  readonly vapi: VapiCallSetup | null;
};

/** `POST /api/interviews/:id/answers` (built-in only). */
export const interviewAnswerRequestSchema = z.object({
  questionId: z.string().min(1).max(64),
  text: z
    .string()
    .trim()
    .min(1, 'Escribe o di tu respuesta antes de continuar.')
    .max(maxInterviewAnswerCharacters, 'Tu respuesta es demasiado larga (máximo 4000 caracteres).'),
  /** How the answer was given; typed answers are not judged on filler words said aloud. */
  source: z.enum(['voice', 'typed']),
  /** Seconds the user took to answer, measured by the browser (informative; capped server-side). */
  durationSeconds: z.number().int().min(0).max(3600).nullable().default(null),
});
export type InterviewAnswerRequest = z.input<typeof interviewAnswerRequestSchema>;

/** The answer to `POST /:id/answers`: the next question, or null when the plan is done. */
export type InterviewAnswerResponse = {
  readonly next: InterviewQuestion | null;
  readonly elapsedSeconds: number;
};

/** The four overall scores (0–100), with what each means (shown beside it). */
export const interviewScoreKeys = ['communication', 'structure', 'achievements', 'fit'] as const;
export type InterviewScoreKey = (typeof interviewScoreKeys)[number];

export const interviewScoreLabels: Record<
  InterviewScoreKey,
  { readonly name: string; readonly meaning: string }
> = {
  communication: {
    name: 'Comunicación',
    meaning: 'Respuestas claras y de buena extensión, con pocas muletillas.',
  },
  structure: {
    name: 'Estructura',
    meaning: 'Cuentas la situación, lo que hiciste y el resultado (método STAR).',
  },
  achievements: {
    name: 'Evidencia de logros',
    meaning: 'Respaldas lo que dices con cifras, resultados y ejemplos concretos.',
  },
  fit: {
    name: 'Alineación con el puesto',
    meaning: 'Conectas tu experiencia con lo que pide el puesto y usas sus términos.',
  },
};

export type InterviewAnswerFeedback = {
  readonly questionId: string;
  readonly kind: InterviewQuestionKind;
  readonly question: string;
  /** What the candidate said or typed, as given (the transcript). */
  readonly answer: string;
  readonly source: 'voice' | 'typed';
  readonly words: number;
  readonly durationSeconds: number | null;
  /** Filler words heard, e.g. [{ word: 'este', count: 3 }] (voice answers only). */
  readonly fillers: readonly { readonly word: string; readonly count: number }[];
  readonly star: {
    readonly situation: boolean;
    readonly action: boolean;
    readonly result: boolean;
  };
  readonly hasFigure: boolean;
  /** The posting's terms the answer used. */
  readonly postingTermsUsed: readonly string[];
  /** One or two sentences in Spanish on this answer; quotes only what the candidate said. */
  readonly comment: string;
};

export type InterviewReport = {
  readonly answers: readonly InterviewAnswerFeedback[];
  /** `fit` is null when there was neither a posting nor a position to compare with. */
  readonly scores: Readonly<Record<InterviewScoreKey, number | null>>;
  /** Exactly three concrete things to practise next, in Spanish. */
  readonly practiseNext: readonly string[];
  /** Two or three sentences in Spanish. */
  readonly summary: string;
  /** Whether an LLM wrote the comments (always checked against the transcript) or the rules did. */
  readonly generatedBy: 'rules' | 'llm';
};

/** One row of the list of past interviews (newest first). */
export type InterviewSummary = {
  readonly id: string;
  readonly mode: InterviewMode;
  readonly status: InterviewStatus;
  readonly position: string;
  readonly cvName: string | null;
  readonly startedAt: string;
  /** Seconds charged to the allowance. */
  readonly durationSeconds: number;
  /** The average of the scores present, or null without a report. */
  readonly overallScore: number | null;
};

/** `GET /api/interviews` */
export type InterviewsResponse = {
  readonly allowance: InterviewAllowance;
  readonly interviews: readonly InterviewSummary[];
};

/** `GET /api/interviews/:id`, and the answer of `POST /:id/finish`. */
export type InterviewDetail = InterviewSummary & {
  readonly limitSeconds: number;
  /** The built-in interviewer's current question while in progress; null otherwise. */
  readonly question: InterviewQuestion | null;
  readonly report: InterviewReport | null;
};

export const interviewErrorCodes = {
  upgradeRequired: 'INTERVIEW_UPGRADE_REQUIRED',
  minutesExhausted: 'INTERVIEW_MINUTES_EXHAUSTED',
  notInProgress: 'INTERVIEW_NOT_IN_PROGRESS',
  wrongQuestion: 'INTERVIEW_WRONG_QUESTION',
  timeUp: 'INTERVIEW_TIME_UP',
} as const;

export const interviewMessages = {
  notFound: 'Entrevista no encontrada',
  upgradeRequired:
    'Ya usaste tu entrevista de prueba. La práctica de entrevistas es parte del plan Redi.',
  minutesExhausted:
    'Usaste todos tus minutos de entrevista de este periodo. Se renuevan con tu próximo pago de Redi.',
  notInProgress: 'Esta entrevista ya terminó.',
  wrongQuestion: 'Esa pregunta ya fue respondida. Recarga la página para continuar.',
  timeUp: 'Se acabó el tiempo de esta entrevista. Preparamos tu feedback con lo que respondiste.',
  cvNotFound: 'CV no encontrado',
} as const;
