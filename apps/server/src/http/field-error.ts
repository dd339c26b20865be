import { commonErrorCodes, requestMessages, type FieldError } from '@cvlisto/shared';
import type { z } from 'zod';

/**
 * zod's own messages are English ("Too big: expected string…"); where a schema has no message of
 * its own, parse with this to get a Spanish one that names the field.
 *
 * @example schema.safeParse(body, { error: spanishFieldMessage })
 */
export const spanishFieldMessage: z.core.$ZodErrorMap = (issue) =>
  requestMessages.invalidField(issue.path?.[0] === undefined ? undefined : String(issue.path[0]));

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
