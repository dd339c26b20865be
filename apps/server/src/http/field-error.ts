import { commonErrorCodes, type FieldError } from '@cvlisto/shared';
import type { z } from 'zod';

/**
 * A form's 400 body: the first problem's message and the field it is about, so the web app can
 * put the message under that field.
 */
export function fieldError(error: z.ZodError, fallbackMessage: string): FieldError {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.');
  return {
    code: commonErrorCodes.validation,
    message: issue?.message ?? fallbackMessage,
    ...(field ? { field } : {}),
  };
}
