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
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
