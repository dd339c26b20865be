import { commonErrorCodes, requestMessages, type ApiError, type FieldError } from '@cvlisto/shared';
import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from '../logger';
import type { AppEnv } from './app-env';
import { HttpError, TooManyRequestsError } from './http-error';

const internalErrorMessage = 'Ocurrió un error inesperado. Por favor intenta nuevamente.';

/** The one place errors become responses: a `{ code, message }` body, never a stack trace. */
export function createErrorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof HttpError) {
      if (error instanceof TooManyRequestsError) {
        c.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      }
      return c.json<FieldError>(
        {
          code: error.code,
          message: error.message,
          ...(error.field === undefined ? {} : { field: error.field }),
        },
        error.status,
      );
    }
    // The last line of defence against text PostgreSQL cannot store (a NUL byte that a route did
    // not check): the client's input, not our failure.
    if (isInvalidTextError(error)) {
      return c.json<ApiError>(
        { code: commonErrorCodes.validation, message: requestMessages.invalidText },
        400,
      );
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json<ApiError>(
        { code: commonErrorCodes.validation, message: 'La solicitud no es válida.' },
        error.status,
      );
    }
    logger.error({ err: error, requestId: c.get('requestId') }, 'unhandled error');
    return c.json<ApiError>(
      { code: commonErrorCodes.internal, message: internalErrorMessage },
      500,
    );
  };
}

/** PostgreSQL's invalid_byte_sequence_for_encoding and untranslatable_character (NUL in jsonb). */
const invalidTextCodes = new Set(['22021', '22P05']);

function isInvalidTextError(error: unknown): boolean {
  // Drizzle wraps the driver's error; look at the error and its causes.
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && invalidTextCodes.has(code)) return true;
    current = cause;
  }
  return false;
}

export const apiNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json<ApiError>({ code: commonErrorCodes.notFound, message: 'Recurso no encontrado.' }, 404);
