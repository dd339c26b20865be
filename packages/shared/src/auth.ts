import { displayNameMaxLength } from './account';
import { z } from './zod';

// Limits shared by the sign-in form and the server's auth configuration.
export const passwordMinLength = 8;
export const passwordMaxLength = 128;

/**
 * Failed e-mail sign-ins allowed per account and window, from any number of addresses (issue 11).
 * The same count applies to an e-mail with no account, so the limit tells nobody which exist.
 */
export const failedSignInLimit = { max: 10, windowMinutes: 15 } as const;

/** The code of the per-account limit's 429 (Better Auth's own per-address 429 has none). */
export const tooManyFailedSignInsCode = 'TOO_MANY_FAILED_SIGN_INS';

/** The codes of a sign-up refused for its name (issue 17: the name is asked at sign-up). */
export const signUpNameErrorCodes = {
  nameRequired: 'NAME_REQUIRED',
  nameTooLong: 'NAME_TOO_LONG',
} as const;

export const authMessages = {
  nameRequired: 'Ingresa tu nombre',
  nameTooLong: `El nombre no puede tener más de ${displayNameMaxLength} caracteres`,
  missingCredentials: 'Por favor ingresa tu email y contraseña',
  invalidCredentials: 'Email o contraseña incorrectos',
  invalidEmail: 'Ingresa un email válido',
  passwordTooShort: `La contraseña debe tener al menos ${passwordMinLength} caracteres`,
  passwordTooLong: `La contraseña debe tener como máximo ${passwordMaxLength} caracteres`,
  userAlreadyExists: 'Ya existe una cuenta con este email. Inicia sesión.',
  tooManyAttempts: 'Demasiados intentos. Espera un minuto e inténtalo de nuevo.',
  tooManyFailedSignIns: `Demasiados intentos fallidos con este email. Espera ${failedSignInLimit.windowMinutes} minutos e inténtalo de nuevo.`,
  passwordsDoNotMatch: 'Las contraseñas no coinciden',
  resetLinkInvalid: 'El enlace para restablecer tu contraseña no es válido o ya venció.',
  generic: 'Ocurrió un error. Por favor intenta nuevamente.',
} as const;

export const emailSchema = z.string().trim().toLowerCase().email(authMessages.invalidEmail);

export const newPasswordSchema = z
  .string()
  .min(passwordMinLength, authMessages.passwordTooShort)
  .max(passwordMaxLength, authMessages.passwordTooLong);
