/** The one shape every API error has (STYLE.md §6): the web switches on `code`. */
export type ApiError = { readonly code: string; readonly message: string };

export const commonErrorCodes = {
  notFound: 'NOT_FOUND',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  validation: 'VALIDATION_ERROR',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
} as const;
