// Better Auth, configured for this product (docs/decisions/003-auth.md): e-mail + password,
// Google when configured, sessions in PostgreSQL, sign-in attempts rate limited in PostgreSQL so
// every server process shares the counters.
import {
  authMessages,
  failedSignInLimit,
  passwordMaxLength,
  displayNameMaxLength,
  passwordMinLength,
  signUpNameErrorCodes,
  tooManyFailedSignInsCode,
} from '@cvlisto/shared';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import type { Environment } from '../../env';
import { clearRateLimit, consumeRateLimit } from '../../http/rate-limit';
import { isConfiguredAdminEmail, setRoleByEmail } from '../admin/admin-roles';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { readRecipientName } from '../../mail/recipient-name';
import { passwordResetEmail } from '../../mail/templates';

/** The header the HTTP layer fills with the client's address; never taken from the client. */
export const clientIpHeader = 'x-cvlisto-client-ip';

export const authBasePath = '/api/auth';

const signInEmailPath = '/sign-in/email';
const signUpEmailPath = '/sign-up/email';

/**
 * A sign-up's name, trimmed, or the Spanish refusal (issue 17): every account has a name to be
 * greeted by, asked on the form and held here for clients that skip it. Google gives its own.
 */
function signUpName(body: unknown): string {
  const name: unknown = (body as { name?: unknown } | undefined)?.name;
  const trimmed = typeof name === 'string' ? name.replace(/\s+/g, ' ').trim() : '';
  if (trimmed === '') {
    throw new APIError('BAD_REQUEST', {
      code: signUpNameErrorCodes.nameRequired,
      message: authMessages.nameRequired,
    });
  }
  if (trimmed.length > displayNameMaxLength) {
    throw new APIError('BAD_REQUEST', {
      code: signUpNameErrorCodes.nameTooLong,
      message: authMessages.nameTooLong,
    });
  }
  return trimmed;
}

/**
 * The counter of sign-in attempts against one e-mail (issue 11): the per-address limit alone
 * lets a password be guessed from many addresses. Keyed by a hash, so the table holds no e-mail.
 */
function failedSignInKey(email: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return `sign-in-failures:${digest}`;
}

/** Vite's dev server, which proxies /api to this server during `npm run dev`. */
const developmentWebOrigin = 'http://localhost:5173';

/**
 * The origins our pages are served from: Better Auth checks its own routes against them and
 * `sameOriginOnly` (http/same-origin.ts) every other state-changing /api route.
 */
export function trustedOrigins(environment: Environment): string[] {
  return [
    environment.appUrl,
    ...(environment.nodeEnv === 'production' ? [] : [developmentWebOrigin]),
    ...environment.trustedOrigins,
  ];
}

export type AuthDependencies = {
  readonly environment: Environment;
  readonly db: Database;
  readonly mailer: Mailer;
  readonly secret: string;
  readonly logger: Logger;
};

export function createAuth({ environment, db, mailer, secret, logger }: AuthDependencies) {
  return betterAuth({
    appName: environment.appName,
    baseURL: environment.appUrl,
    basePath: authBasePath,
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      transaction: true,
      schema: {
        users: schema.users,
        sessions: schema.sessions,
        accounts: schema.accounts,
        verifications: schema.verifications,
        rateLimits: schema.rateLimits,
      },
    }),
    trustedOrigins: trustedOrigins(environment),
    databaseHooks: {
      user: {
        create: {
          // ADMIN_EMAILS applies on sign-up too (issue 16), e-mail or Google alike. Better Auth
          // runs this once the account is committed, so the role change sees the new row.
          after: async (user) => {
            if (!isConfiguredAdminEmail(environment.adminEmails, user.email)) return;
            await setRoleByEmail(db, user.email, 'admin', 'ADMIN_EMAILS');
          },
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: passwordMinLength,
      maxPasswordLength: passwordMaxLength,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Whoever sets a new password through the e-mailed link owns the mailbox, and earlier guesses
      // were against the old password: the account's sign-in lock no longer protects anything.
      onPasswordReset: async ({ user }) => {
        await clearRateLimit(db, failedSignInKey(user.email));
      },
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          ...passwordResetEmail({
            appName: environment.appName,
            name: await readRecipientName(db, user.id),
            url,
          }),
        });
      },
    },
    socialProviders: environment.google
      ? {
          google: {
            clientId: environment.google.clientId,
            clientSecret: environment.google.clientSecret,
            prompt: 'consent',
            accessType: 'offline',
          },
        }
      : {},
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 5 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 3 },
        '/reset-password': { window: 60, max: 5 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      useSecureCookies: environment.appUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Better Auth turns its origin and CSRF checks off by itself when process.env.NODE_ENV is
      // 'test'; keep them on whatever the environment, so tests exercise what production runs.
      disableOriginCheck: false,
    },
    hooks: {
      // Every attempt counts until one succeeds (counting first leaves no gap for concurrent
      // guesses); unknown e-mails count alike, so the 429 reveals nothing about who has an account.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === signUpEmailPath) {
          const body = ctx.body as Record<string, unknown> | undefined;
          return { context: { body: { ...body, name: signUpName(body) } } };
        }
        if (ctx.path !== signInEmailPath) return;
        const email: unknown = (ctx.body as { email?: unknown } | undefined)?.email;
        if (typeof email !== 'string') return;
        const decision = await consumeRateLimit(db, failedSignInKey(email), {
          max: failedSignInLimit.max,
          windowMs: failedSignInLimit.windowMinutes * 60_000,
        });
        if (!decision.allowed) {
          throw new APIError(
            'TOO_MANY_REQUESTS',
            { code: tooManyFailedSignInsCode, message: authMessages.tooManyFailedSignIns },
            { 'Retry-After': String(decision.retryAfterSeconds) },
          );
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== signInEmailPath || !ctx.context.newSession) return;
        await clearRateLimit(db, failedSignInKey(ctx.context.newSession.user.email));
      }),
    },
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        logger[level]({ args }, `auth: ${message}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
