import { z } from 'zod';

/** `GET /api/config`: the run-time settings the web app needs (set by the server's environment). */
export const publicConfigSchema = z.object({
  appName: z.string(),
  supportEmail: z.string(),
  socialLinks: z.object({
    facebook: z.string(),
    instagram: z.string(),
    tiktok: z.string(),
    linkedin: z.string(),
  }),
  auth: z.object({
    google: z.boolean(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
