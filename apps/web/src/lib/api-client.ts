import { apiErrorSchema, commonErrorCodes } from '@cvlisto/shared';

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
 *
 * @example const me = await apiFetch('/api/me', meResponseSchema.parse)
 */
export async function apiFetch<T>(
  path: string,
  parse: (body: unknown) => T,
  init: RequestInit = {},
): Promise<T> {
  const response = await fetch(path, {
    credentials: 'same-origin',
    ...init,
    headers: { Accept: 'application/json', ...init.headers },
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = apiErrorSchema.safeParse(body);
    throw error.success
      ? new ApiRequestError(response.status, error.data.code, error.data.message)
      : new ApiRequestError(
          response.status,
          commonErrorCodes.internal,
          'Error en la conexión con el servidor',
        );
  }
  return parse(body);
}
