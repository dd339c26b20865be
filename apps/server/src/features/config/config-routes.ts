import type { PublicConfig } from '@cvlisto/shared';
import { Hono } from 'hono';
import type { Environment } from '../../env';
import type { AppEnv } from '../../http/app-env';

/** The run-time settings the web app shows (name, links, sign-in options, available tools). */
export function publicConfigOf(environment: Environment): PublicConfig {
  return {
    appName: environment.appName,
    supportEmail: environment.supportEmail,
    socialLinks: { ...environment.socialLinks },
    auth: { google: environment.google !== undefined },
    provider: { ...environment.provider },
    // The same condition runtime.ts gives the optimisation service: the model is built from it.
    tools: { translation: environment.ai !== undefined },
    tutorialVideoUrl: environment.tutorialVideoUrl,
  };
}

/** `GET /api/config`: publicConfigOf, for the browser. */
export function createConfigRoutes(environment: Environment) {
  const config = publicConfigOf(environment);
  return new Hono<AppEnv>().get('/', (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(config);
  });
}
