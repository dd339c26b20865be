import { authMessages, signUpNameErrorCodes, tooManyFailedSignInsCode } from '@cvlisto/shared';
import { authErrorCodes } from '../../../lib/auth-client';

type BetterAuthClientError = {
  status: number;
  code?: string | undefined;
  message?: string | undefined;
};

/** An auth failure with the Spanish message to show (spec/core.md §8). */
export class AuthActionError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AuthActionError';
  }
}

export function toAuthActionError(error: BetterAuthClientError): AuthActionError {
  const code = error.code ?? String(error.status);
  // The per-account limit (15 minutes) has a code; Better Auth's per-address one (a minute) none.
  if (error.code === tooManyFailedSignInsCode) {
    return new AuthActionError(code, authMessages.tooManyFailedSignIns);
  }
  if (error.status === 429) return new AuthActionError(code, authMessages.tooManyAttempts);
  switch (error.code) {
    case authErrorCodes.invalidCredentials:
      return new AuthActionError(code, authMessages.invalidCredentials);
    case authErrorCodes.userAlreadyExists:
    case authErrorCodes.userAlreadyExistsUseAnotherEmail:
      return new AuthActionError(code, authMessages.userAlreadyExists);
    case authErrorCodes.passwordTooShort:
      return new AuthActionError(code, authMessages.passwordTooShort);
    case authErrorCodes.invalidToken:
      return new AuthActionError(code, authMessages.resetLinkInvalid);
    case signUpNameErrorCodes.nameRequired:
      return new AuthActionError(code, authMessages.nameRequired);
    case signUpNameErrorCodes.nameTooLong:
      return new AuthActionError(code, authMessages.nameTooLong);
    default:
      return new AuthActionError(code, authMessages.generic);
  }
}
