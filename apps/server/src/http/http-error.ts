import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error meant for the client: `onError` turns it into `{ code, message }` with its status.
 * Features declare their codes once (`as const`) and throw this with one of them.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** The form field the error is about, so the web app can show it under that field. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 429 that says when to come back: `onError` sends `Retry-After` with it (RFC 9110). */
export class TooManyRequestsError extends HttpError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, code, message);
    this.name = 'TooManyRequestsError';
  }
}
