import { commonErrorCodes } from '@cvlisto/shared';

/** An error answered by our API, carrying its `code` so callers switch on it (STYLE.md §6). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/**
 * Fetches JSON from our API (same origin, cookie session) and throws ApiRequestError otherwise.
 * Responses are typed, not parsed: the server builds them from the same shared schemas and its
 * integration tests hold it to them, and keeping zod out of the first load is what lets the
 * landing page ship little JavaScript (decision 008). User input is still validated with zod in
 * the forms, and again on the server.
 *
 * @example const me = await apiFetch<MeResponse>('/api/me')
 */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    credentials: 'same-origin',
    ...init,
    headers: { Accept: 'application/json', ...init.headers },
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = readApiError(body);
    throw error
      ? new ApiRequestError(response.status, error.code, error.message)
      : new ApiRequestError(
          response.status,
          commonErrorCodes.internal,
          'Error en la conexión con el servidor',
        );
  }
  return body as T;
}

/** Our API's error body, `{code, message}` (spec §8), or null for anything else. */
export function readApiError(body: unknown): { code: string; message: string } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { code, message } = body as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string' ? { code, message } : null;
}
