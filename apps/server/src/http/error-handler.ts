import { commonErrorCodes, type ApiError } from '@cvlisto/shared';
import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from '../logger';
import type { AppEnv } from './app-env';
import { HttpError } from './http-error';

const internalErrorMessage = 'Ocurrió un error inesperado. Por favor intenta nuevamente.';

/** The one place errors become responses: a `{ code, message }` body, never a stack trace. */
export function createErrorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof HttpError) {
      return c.json<ApiError>({ code: error.code, message: error.message }, error.status);
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

export const apiNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json<ApiError>({ code: commonErrorCodes.notFound, message: 'Recurso no encontrado.' }, 404);
