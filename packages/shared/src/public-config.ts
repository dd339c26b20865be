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
    /**
     * True when the placeholders are in use (never in production, which refuses to start with
     * them): every page that names the provider labels them as example data.
     */
    isExample: z.boolean(),
  }),
  /**
   * The tools this server can run. Translation needs an AI provider (PRODUCT.md §4); without one
   * the cards and plans say so before any upload, and the server refuses it.
   */
  tools: z.object({
    translation: z.boolean(),
  }),
  /** The tutorial video's embed URL; empty means there is no video to offer. */
  tutorialVideoUrl: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** What the pages say beside example provider data (never shown in production). */
export const exampleProviderLabel = '(datos de ejemplo)';
