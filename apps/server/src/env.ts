// The only reader of process.env (STYLE.md §5). Parsed once at start-up; a bad value stops the
// start with every invalid variable named.
import {
  creditPackSchema,
  defaultCreditPacks,
  interviewDefaults,
  isValidRuc,
  type CreditPack,
} from '@cvlisto/shared';
import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/client-ip';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** `CREDIT_PACKS`: a JSON array of packs, each id once. */
const creditPacksJson = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'must be a JSON array of credit packs' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(creditPackSchema)
      .min(1)
      .refine(
        (packs) => new Set(packs.map((pack) => pack.id)).size === packs.length,
        'each pack id must appear once',
      ),
  );

/** `TRUST_PROXY`: false, true (one proxy), a number of proxies, or the proxies' addresses. */
const trustProxyString = z
  .string()
  .optional()
  .transform((text, context): TrustProxy => {
    const parsed = parseTrustProxy(text ?? '');
    if ('problem' in parsed) {
      context.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }
    return parsed.trustProxy;
  });

/** A whole number in range; unset or empty: the fallback. */
function optionalInteger(range: { min: number; max: number; fallback: number }) {
  return optionalString
    .pipe(z.coerce.number<string>().int().min(range.min).max(range.max).optional())
    .transform((value) => value ?? range.fallback);
}

/** A boolean variable that is on unless set to false. */
const booleanStringDefaultTrue = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value !== 'false' && value !== '0');

const aiVariables = ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'] as const;

/**
 * The provider's example identity, used outside production when PROVIDER_* are unset and labelled
 * as example data wherever it appears; production refuses to start with it (issue 17).
 */
export const exampleProvider = {
  name: 'CVListo',
  ruc: '20000000001',
  address: 'Lima, Perú',
} as const;

const providerVariables = {
  PROVIDER_NAME: 'the legal name of the business that provides the service',
  PROVIDER_RUC: 'its RUC',
  PROVIDER_ADDRESS: 'its registered address',
} as const;

const stripeVariables = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PRO',
  'STRIPE_PRICE_REDI',
] as const;

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    APP_NAME: z.string().trim().min(1).default('CVListo'),
    APP_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalString.pipe(z.url().optional()),
    BETTER_AUTH_SECRET: optionalString.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    TRUSTED_ORIGINS: optionalString,
    TRUST_PROXY: trustProxyString,
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    SMTP_URL: optionalString.pipe(z.url().optional()),
    MAIL_FROM: optionalString,
    SUPPORT_EMAIL: z.email().default('soporte@cvlisto.pe'),
    OPERATOR_EMAIL: optionalString.pipe(z.email().optional()),
    ADMIN_EMAILS: optionalString.pipe(
      z
        .string()
        .transform((text) =>
          text
            .split(',')
            .map((email) => email.trim().toLowerCase())
            .filter(Boolean),
        )
        .pipe(z.array(z.email('each entry must be an e-mail address')))
        .optional(),
    ),
    PROVIDER_NAME: optionalString,
    PROVIDER_RUC: optionalString.pipe(
      z
        .string()
        .regex(/^\d{11}$/, 'must be the 11 digits of a RUC')
        .optional(),
    ),
    PROVIDER_ADDRESS: optionalString,
    TUTORIAL_VIDEO_URL: optionalString.pipe(z.url().optional()),
    SOCIAL_FACEBOOK_URL: z.url().default('https://www.facebook.com/cvlisto'),
    SOCIAL_INSTAGRAM_URL: z.url().default('https://www.instagram.com/cvlisto'),
    SOCIAL_TIKTOK_URL: z.url().default('https://www.tiktok.com/@cvlisto'),
    SOCIAL_LINKEDIN_URL: z.url().default('https://www.linkedin.com/company/cvlisto'),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PRICE_PRO: optionalString,
    STRIPE_PRICE_REDI: optionalString,
    STRIPE_API_BASE_URL: optionalString.pipe(z.url().optional()),
    MERCADOPAGO_ACCESS_TOKEN: optionalString,
    MERCADOPAGO_WEBHOOK_SECRET: optionalString,
    MERCADOPAGO_API_BASE_URL: z.url().default('https://api.mercadopago.com'),
    CREDIT_PACKS: optionalString.pipe(creditPacksJson.optional()),
    AI_BASE_URL: optionalString.pipe(z.url().optional()),
    AI_API_KEY: optionalString,
    AI_MODEL: optionalString,
    // A job waits at most 90 s on the provider in all (run-optimization.ts), below the queue's expiry.
    AI_TIMEOUT_MS: optionalInteger({ min: 100, max: 90_000, fallback: 45_000 }),
    AI_MAX_RETRIES: optionalInteger({ min: 0, max: 10, fallback: 2 }),
    AI_CONCURRENCY: optionalInteger({ min: 1, max: 256, fallback: 4 }),
    AI_STRUCTURED_OUTPUTS: booleanStringDefaultTrue,
    VAPI_PUBLIC_KEY: optionalString,
    VAPI_ASSISTANT_ID: optionalString,
    VAPI_WEBHOOK_SECRET: optionalString,
    VAPI_API_BASE_URL: optionalString.pipe(z.url().optional()),
    INTERVIEW_MINUTES_REDI: optionalInteger({
      min: 1,
      max: 100_000,
      fallback: interviewDefaults.rediMinutesPerPeriod,
    }),
    INTERVIEW_MAX_MINUTES: optionalInteger({
      min: 1,
      max: 240,
      fallback: interviewDefaults.maxMinutesPerInterview,
    }),
    INTERVIEW_TRIAL_MINUTES: optionalInteger({
      min: 1,
      max: 240,
      fallback: interviewDefaults.trialMinutes,
    }),
    RUN_WORKER: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((value) => value === 'true' || value === '1'),
    // The engine's child process (decision 010): resident memory and time per file, then killed.
    ENGINE_MEMORY_LIMIT_MB: optionalInteger({ min: 256, max: 65_536, fallback: 900 }),
    // Above OCR's 60 s budget, below the queue's 120 s expiry (jobs/job-queue.ts).
    ENGINE_TIMEOUT_MS: optionalInteger({ min: 100, max: 110_000, fallback: 75_000 }),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .superRefine(
    (value, context) => {
      if (value.NODE_ENV === 'production' && !value.BETTER_AUTH_SECRET) {
        context.addIssue({
          code: 'custom',
          path: ['BETTER_AUTH_SECRET'],
          message: 'is required in production',
        });
      }
      // The complaints book, the legal pages and the e-mails name the provider (Peruvian
      // claim-sheet rules): production never shows the example identity (issue 17).
      if (value.NODE_ENV === 'production') {
        for (const [name, meaning] of Object.entries(providerVariables)) {
          const text = value[name as keyof typeof providerVariables];
          if (!text) {
            context.addIssue({
              code: 'custom',
              path: [name],
              message: `is required in production: ${meaning}, shown on the complaints book, the legal pages and e-mails`,
            });
          }
        }
        const ruc = value.PROVIDER_RUC;
        if (ruc === exampleProvider.ruc) {
          context.addIssue({
            code: 'custom',
            path: ['PROVIDER_RUC'],
            message: `is the example RUC ${exampleProvider.ruc}: set the provider's real RUC in production`,
          });
        } else if (ruc && /^\d{11}$/.test(ruc) && !isValidRuc(ruc)) {
          context.addIssue({
            code: 'custom',
            path: ['PROVIDER_RUC'],
            message: 'is not a valid RUC (its type prefix or check digit is wrong)',
          });
        }
        if (value.PROVIDER_ADDRESS === exampleProvider.address) {
          context.addIssue({
            code: 'custom',
            path: ['PROVIDER_ADDRESS'],
            message: `is the example address "${exampleProvider.address}": set the provider's real address in production`,
          });
        }
      }
      if (Boolean(value.GOOGLE_CLIENT_ID) !== Boolean(value.GOOGLE_CLIENT_SECRET)) {
        context.addIssue({
          code: 'custom',
          path: [value.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
          message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
        });
      }
      // Half a Stripe configuration would sell plans that can never be fulfilled.
      const stripeSet = stripeVariables.filter((name) => value[name]);
      if (stripeSet.length > 0 && stripeSet.length < stripeVariables.length) {
        for (const name of stripeVariables.filter((variable) => !value[variable])) {
          context.addIssue({
            code: 'custom',
            path: [name],
            message: `${stripeVariables.join(', ')} must be set together`,
          });
        }
      }
      // A half-configured provider would silently serve the built-in engine; say what is missing.
      const aiSet = aiVariables.filter((name) => value[name]);
      if (aiSet.length > 0 && aiSet.length < aiVariables.length) {
        for (const name of aiVariables.filter((variable) => !value[variable])) {
          context.addIssue({
            code: 'custom',
            path: [name],
            message: `is missing: ${aiVariables.join(', ')} must be set together`,
          });
        }
      }
      // Vapi is on with both; one alone would show a voice interviewer that can never start.
      if (Boolean(value.VAPI_PUBLIC_KEY) !== Boolean(value.VAPI_ASSISTANT_ID)) {
        context.addIssue({
          code: 'custom',
          path: [value.VAPI_PUBLIC_KEY ? 'VAPI_ASSISTANT_ID' : 'VAPI_PUBLIC_KEY'],
          message: 'VAPI_PUBLIC_KEY and VAPI_ASSISTANT_ID must be set together',
        });
      }
      // Without the secret every end-of-call report is refused: calls would end with no feedback.
      if (
        value.NODE_ENV === 'production' &&
        value.VAPI_PUBLIC_KEY &&
        value.VAPI_ASSISTANT_ID &&
        !value.VAPI_WEBHOOK_SECRET
      ) {
        context.addIssue({
          code: 'custom',
          path: ['VAPI_WEBHOOK_SECRET'],
          message: 'is required in production when Vapi is configured',
        });
      }
      if (Boolean(value.MERCADOPAGO_ACCESS_TOKEN) !== Boolean(value.MERCADOPAGO_WEBHOOK_SECRET)) {
        context.addIssue({
          code: 'custom',
          path: [
            value.MERCADOPAGO_ACCESS_TOKEN
              ? 'MERCADOPAGO_WEBHOOK_SECRET'
              : 'MERCADOPAGO_ACCESS_TOKEN',
          ],
          message: 'MERCADOPAGO_ACCESS_TOKEN and MERCADOPAGO_WEBHOOK_SECRET must be set together',
        });
      }
    },
    // Zod skips a refinement once any field is invalid; run it anyway so one start reports every
    // bad variable. It reads only plain strings, which are there even when another field failed.
    { when: () => true },
  );

export type Environment = {
  readonly nodeEnv: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  readonly appName: string;
  /** The public origin of the app, e.g. https://cvlisto.pe (no trailing slash). */
  readonly appUrl: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly authSecret: string | undefined;
  readonly trustedOrigins: readonly string[];
  /** Whom to believe about the client's address (http/client-ip.ts). */
  readonly trustProxy: TrustProxy;
  readonly google: { readonly clientId: string; readonly clientSecret: string } | undefined;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly supportEmail: string;
  /** Where operator notifications go (new support reports and feedback). */
  readonly operatorEmail: string;
  /** Accounts made operators (role `admin`) at start and on sign-up, lower-cased (issue 16). */
  readonly adminEmails: readonly string[];
  /** The provider named on the complaints book (Peruvian claim-sheet rules). */
  readonly provider: ProviderIdentity;
  /** The tutorial video's embed URL; empty: no video button. */
  readonly tutorialVideoUrl: string;
  readonly socialLinks: {
    readonly facebook: string;
    readonly instagram: string;
    readonly tiktok: string;
    readonly linkedin: string;
  };
  readonly logLevel: string;
  /** Stripe (plan subscriptions); undefined: the sandbox outside production, else unavailable. */
  readonly stripe:
    | {
        readonly secretKey: string;
        readonly webhookSecret: string;
        readonly prices: { readonly modo_pro: string; readonly modo_redi: string };
        /** Where the Stripe client sends its calls; only tests set it (a local fake). */
        readonly apiBaseUrl: string | undefined;
      }
    | undefined;
  /** Mercado Pago (credit packs); undefined: the sandbox outside production, else unavailable. */
  readonly mercadoPago:
    | {
        readonly accessToken: string;
        readonly webhookSecret: string;
        readonly apiBaseUrl: string;
      }
    | undefined;
  readonly creditPacks: readonly CreditPack[];
  /**
   * An OpenAI-compatible language model for rewriting, tailoring and translation (issue 7);
   * undefined: the built-in engine serves alone and translation is unavailable.
   */
  readonly ai: AiProviderSettings | undefined;
  /**
   * Vapi's voice interviewer (issue 15), on when its public key and assistant id are set;
   * undefined: every interview is the built-in one.
   */
  readonly vapi: VapiSettings | undefined;
  /** The secret Vapi sends in `x-vapi-secret` with its server messages; undefined: all refused. */
  readonly vapiWebhookSecret: string | undefined;
  /** Interview practice's limits, in minutes (issue 15). */
  readonly interviews: {
    /** Redi's allowance per billing period. */
    readonly rediMinutesPerPeriod: number;
    /** One interview's limit. */
    readonly maxMinutesPerInterview: number;
    /** The one short built-in interview a user without Redi may try. */
    readonly trialMinutes: number;
  };
  /** Run the background worker in this process (the default); false for API-only processes. */
  readonly runWorker: boolean;
  /** Bounds of the child process that reads uploaded files (decision 010). */
  readonly engine: { readonly memoryLimitBytes: number; readonly timeoutMs: number };
};

export type ProviderIdentity = {
  readonly name: string;
  readonly ruc: string;
  readonly address: string;
  /** Some example value is in use (never in production): shown labelled as example data. */
  readonly isExample: boolean;
};

/** PROVIDER_*, each unset one filled from the example identity. */
function providerIdentity(value: {
  PROVIDER_NAME?: string | undefined;
  PROVIDER_RUC?: string | undefined;
  PROVIDER_ADDRESS?: string | undefined;
}): ProviderIdentity {
  const identity = {
    name: value.PROVIDER_NAME ?? exampleProvider.name,
    ruc: value.PROVIDER_RUC ?? exampleProvider.ruc,
    address: value.PROVIDER_ADDRESS ?? exampleProvider.address,
  };
  return {
    ...identity,
    // An unset name is the example one even if it reads like the app's: it was never chosen.
    isExample:
      value.PROVIDER_NAME === undefined ||
      identity.ruc === exampleProvider.ruc ||
      identity.address === exampleProvider.address,
  };
}

export type AiProviderSettings = {
  /** e.g. https://api.openai.com/v1, https://openrouter.ai/api/v1, http://localhost:11434/v1 */
  readonly baseUrl: string;
  /** Secret: never logged. */
  readonly apiKey: string;
  readonly model: string;
  /** Bounds one call to the provider, retries included. */
  readonly timeoutMs: number;
  /** Retries of a failed HTTP call (429, 5xx, network), with exponential backoff. */
  readonly maxRetries: number;
  /** Calls in flight at once from this process. */
  readonly concurrency: number;
  /** true: ask for a json_schema response; false: plain text parsed and validated the same way. */
  readonly structuredOutputs: boolean;
};

export type VapiSettings = {
  /** Vapi's public key: the browser's SDK uses it, so it is not a secret. */
  readonly publicKey: string;
  readonly assistantId: string;
  /** Where the SDK sends its calls; only tests set it (a local fake). */
  readonly apiBaseUrl: string | undefined;
};

export class EnvironmentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid environment variables:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
    this.name = 'EnvironmentError';
  }
}

/** Parses the given variables (process.env by default) into the app's configuration. */
export function readEnvironment(
  variables: Record<string, string | undefined> = process.env,
): Environment {
  const parsed = environmentSchema.safeParse(variables);
  if (!parsed.success) {
    throw new EnvironmentError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const value = parsed.data;
  const appUrl = (value.APP_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    appName: value.APP_NAME,
    appUrl,
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    authSecret: value.BETTER_AUTH_SECRET,
    trustedOrigins: (value.TRUSTED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: value.TRUST_PROXY,
    google:
      value.GOOGLE_CLIENT_ID && value.GOOGLE_CLIENT_SECRET
        ? { clientId: value.GOOGLE_CLIENT_ID, clientSecret: value.GOOGLE_CLIENT_SECRET }
        : undefined,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM ?? `${value.APP_NAME} <no-reply@cvlisto.pe>`,
    supportEmail: value.SUPPORT_EMAIL,
    operatorEmail: value.OPERATOR_EMAIL ?? value.SUPPORT_EMAIL,
    adminEmails: value.ADMIN_EMAILS ?? [],
    provider: providerIdentity(value),
    tutorialVideoUrl: value.TUTORIAL_VIDEO_URL ?? '',
    socialLinks: {
      facebook: value.SOCIAL_FACEBOOK_URL,
      instagram: value.SOCIAL_INSTAGRAM_URL,
      tiktok: value.SOCIAL_TIKTOK_URL,
      linkedin: value.SOCIAL_LINKEDIN_URL,
    },
    logLevel: value.LOG_LEVEL,
    stripe:
      value.STRIPE_SECRET_KEY &&
      value.STRIPE_WEBHOOK_SECRET &&
      value.STRIPE_PRICE_PRO &&
      value.STRIPE_PRICE_REDI
        ? {
            secretKey: value.STRIPE_SECRET_KEY,
            webhookSecret: value.STRIPE_WEBHOOK_SECRET,
            prices: { modo_pro: value.STRIPE_PRICE_PRO, modo_redi: value.STRIPE_PRICE_REDI },
            apiBaseUrl: value.STRIPE_API_BASE_URL,
          }
        : undefined,
    mercadoPago:
      value.MERCADOPAGO_ACCESS_TOKEN && value.MERCADOPAGO_WEBHOOK_SECRET
        ? {
            accessToken: value.MERCADOPAGO_ACCESS_TOKEN,
            webhookSecret: value.MERCADOPAGO_WEBHOOK_SECRET,
            apiBaseUrl: value.MERCADOPAGO_API_BASE_URL.replace(/\/+$/, ''),
          }
        : undefined,
    creditPacks: value.CREDIT_PACKS ?? defaultCreditPacks,
    ai:
      value.AI_BASE_URL && value.AI_API_KEY && value.AI_MODEL
        ? {
            baseUrl: value.AI_BASE_URL.replace(/\/+$/, ''),
            apiKey: value.AI_API_KEY,
            model: value.AI_MODEL,
            timeoutMs: value.AI_TIMEOUT_MS,
            maxRetries: value.AI_MAX_RETRIES,
            concurrency: value.AI_CONCURRENCY,
            structuredOutputs: value.AI_STRUCTURED_OUTPUTS,
          }
        : undefined,
    vapi:
      value.VAPI_PUBLIC_KEY && value.VAPI_ASSISTANT_ID
        ? {
            publicKey: value.VAPI_PUBLIC_KEY,
            assistantId: value.VAPI_ASSISTANT_ID,
            apiBaseUrl: value.VAPI_API_BASE_URL?.replace(/\/+$/, ''),
          }
        : undefined,
    vapiWebhookSecret: value.VAPI_WEBHOOK_SECRET,
    interviews: {
      rediMinutesPerPeriod: value.INTERVIEW_MINUTES_REDI,
      maxMinutesPerInterview: value.INTERVIEW_MAX_MINUTES,
      trialMinutes: value.INTERVIEW_TRIAL_MINUTES,
    },
    runWorker: value.RUN_WORKER,
    engine: {
      memoryLimitBytes: value.ENGINE_MEMORY_LIMIT_MB * 1024 * 1024,
      timeoutMs: value.ENGINE_TIMEOUT_MS,
    },
  };
}
