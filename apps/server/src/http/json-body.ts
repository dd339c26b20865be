// JSON request bodies (issue 11, docs/decisions/013-request-hygiene.md): one size limit (and a
// larger one for the CV editor's whole documents, decision 017), one content type, one reader, so
// every JSON route refuses the same bad input the same way.
import { commonErrorCodes, hasControlCharacters, requestMessages } from '@cvlisto/shared';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { HttpError } from './http-error';

/** Far above any form of ours (the complaints book's longest is about 11 KB of text). */
export const maxJsonBodyBytes = 64 * 1024;

/**
 * Refuses a body over the limit before it is read whole: by its Content-Length, or, for a chunked
 * body, as soon as the bytes read pass the limit. The app applies the default to every JSON
 * route; a route with a larger limit (the CV editor's whole documents, issue 14) is left out of
 * that one in app.ts and applies its own.
 */
export const jsonBodyLimit = (
  maxSize: number = maxJsonBodyBytes,
  message: string = requestMessages.tooLarge,
) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new HttpError(413, commonErrorCodes.payloadTooLarge, message);
    },
  });

/**
 * Whether the headers announce a body. HTTP/1.1 sends one only with a Content-Length or a
 * Transfer-Encoding; a browser's bodiless DELETE has neither (and Node still gives it a stream).
 */
function announcesBody(request: Request): boolean {
  const length = request.headers.get('content-length');
  return (length !== null && Number(length) > 0) || request.headers.has('transfer-encoding');
}

function assertJson(c: Context): void {
  const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    throw new HttpError(
      415,
      commonErrorCodes.unsupportedMediaType,
      requestMessages.unsupportedMediaType,
    );
  }
}

/**
 * A body sent to a JSON route must say it is JSON. Besides naming the problem, this keeps the
 * content types a cross-site form can send (text/plain, form-urlencoded, multipart) away from these
 * routes altogether, Better Auth's included. Requests without a body (DELETE, "open the portal")
 * need no content type. `readJsonBody` checks again from the body itself.
 */
export const jsonContentTypeOnly = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && announcesBody(c.req.raw)) {
      assertJson(c);
    }
    await next();
  });

/**
 * The request's JSON object: an empty body is `{}` (so the route's schema names what is missing),
 * anything that is not a JSON object is a 400, and so is a control character in any text, with the
 * field it is in (PostgreSQL cannot store NUL; nobody types the others).
 */
export async function readJsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  assertJson(c);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, commonErrorCodes.validation, requestMessages.notJsonObject);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError(400, commonErrorCodes.validation, requestMessages.notJsonObject);
  }
  const field = findControlCharacters(value, undefined);
  if (field !== null) {
    throw new HttpError(
      400,
      commonErrorCodes.validation,
      requestMessages.controlCharacters(field.key),
      field.key,
    );
  }
  return value as Record<string, unknown>;
}

/** The first field (by its top-level key) whose name or text holds a control character. */
function findControlCharacters(
  value: unknown,
  key: string | undefined,
): { key: string | undefined } | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? { key } : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [childKey, child] of Object.entries(value)) {
    const owner = key ?? childKey;
    if (hasControlCharacters(childKey)) return { key: undefined };
    const found = findControlCharacters(child, owner);
    if (found) return found;
  }
  return null;
}
