import { planIds, subscriptionSummarySchema } from '@cvlisto/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/account`: what the profile shows (spec/core.md §2 Profile). */
export const accountSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullish(),
    displayName: z.string(),
  }),
  plan: z.object({ id: z.enum(planIds), name: z.string() }),
  credits: z.object({
    remaining: z.number().int().nonnegative(),
    used: z.number().int().nonnegative(),
  }),
  subscription: subscriptionSummarySchema.nullable(),
});
export type Account = z.infer<typeof accountSchema>;

export function getAccount(): Promise<Account> {
  return apiFetch('/api/account', accountSchema.parse);
}

export const accountQueryOptions = queryOptions({
  queryKey: ['account'],
  queryFn: getAccount,
});

export function useAccount() {
  return useQuery(accountQueryOptions);
}
