import { z } from 'zod';

/** The one shape every API error has (STYLE.md §6): the web switches on `code`. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const commonErrorCodes = {
  notFound: 'NOT_FOUND',
  unauthorized: 'UNAUTHORIZED',
  validation: 'VALIDATION_ERROR',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;
