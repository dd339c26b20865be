import { createAuthClient } from 'better-auth/client';

/** Better Auth's browser client; the session itself is read through `/api/me` (lib/me.ts). */
export const authClient = createAuthClient({ basePath: '/api/auth' });

/** Better Auth's error codes we show a specific Spanish message for. */
export const authErrorCodes = {
  invalidCredentials: 'INVALID_EMAIL_OR_PASSWORD',
  userAlreadyExists: 'USER_ALREADY_EXISTS',
  userAlreadyExistsUseAnotherEmail: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  invalidToken: 'INVALID_TOKEN',
  passwordTooShort: 'PASSWORD_TOO_SHORT',
} as const;
