import { z } from './zod';
import { planIds } from './plans';

/** `GET /api/me`: who is signed in, their plan and their remaining credits. */
export const meResponseSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    displayName: z.string(),
    /** An operator (role `admin`, issue 16): the web app opens the back office at /admin. */
    isAdmin: z.boolean(),
  }),
  plan: z.object({
    id: z.enum(planIds),
    name: z.string(),
  }),
  credits: z.object({
    remaining: z.number().int().nonnegative(),
    /** The first feedback's credit is still to be earned (PRODUCT.md §3.3): offered only then. */
    feedbackBonusAvailable: z.boolean(),
  }),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** `GET /api/session`: the signed-in user, or null for a visitor. */
export type SessionResponse = { readonly me: MeResponse | null };
