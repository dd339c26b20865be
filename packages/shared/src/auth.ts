import { z } from './zod';

// Limits shared by the sign-in form and the server's auth configuration.
export const passwordMinLength = 8;
export const passwordMaxLength = 128;

export const authMessages = {
  missingCredentials: 'Por favor ingresa tu email y contraseña',
  invalidCredentials: 'Email o contraseña incorrectos',
  invalidEmail: 'Ingresa un email válido',
  passwordTooShort: `La contraseña debe tener al menos ${passwordMinLength} caracteres`,
  passwordTooLong: `La contraseña debe tener como máximo ${passwordMaxLength} caracteres`,
  userAlreadyExists: 'Ya existe una cuenta con este email. Inicia sesión.',
  tooManyAttempts: 'Demasiados intentos. Espera un minuto e inténtalo de nuevo.',
  passwordsDoNotMatch: 'Las contraseñas no coinciden',
  resetLinkInvalid: 'El enlace para restablecer tu contraseña no es válido o ya venció.',
  generic: 'Ocurrió un error. Por favor intenta nuevamente.',
} as const;

export const emailSchema = z.string().trim().toLowerCase().email(authMessages.invalidEmail);

export const newPasswordSchema = z
  .string()
  .min(passwordMinLength, authMessages.passwordTooShort)
  .max(passwordMaxLength, authMessages.passwordTooLong);
