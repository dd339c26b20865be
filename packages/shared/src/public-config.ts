import { z } from './zod';

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
  /** The provider named on the complaints book and the legal pages (Peruvian claim-sheet rules). */
  provider: z.object({
    name: z.string(),
    ruc: z.string(),
    address: z.string(),
  }),
  /** The tutorial video's embed URL; empty means there is no video to offer. */
  tutorialVideoUrl: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
