// `/api/webhooks/vapi` (issue 15): Vapi's server messages. No session: Vapi proves itself with
// the secret configured on the assistant's server URL, sent as `x-vapi-secret`. Every message we
// accept is answered 200, whatever became of it, so Vapi never retries one we chose to ignore.
import { commonErrorCodes } from '@cvlisto/shared';
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../http/app-env';
import { HttpError } from '../../http/http-error';
import { applyVapiServerMessage, type VapiWebhookDependencies } from './vapi-end-of-call';

/** An end-of-call report carries the transcript, the messages and the assistant's settings. */
const maxVapiMessageBytes = 4 * 1024 * 1024;

const unauthorized = () =>
  new HttpError(401, commonErrorCodes.unauthorized, 'Firma del webhook no válida.');

/** Constant-time comparison; hashing first makes the lengths equal without revealing them. */
function isSecret(given: string | undefined, secret: string | undefined): boolean {
  if (!given || !secret) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(secret));
}

export function createVapiWebhookRoutes(
  dependencies: VapiWebhookDependencies & { readonly webhookSecret: string | undefined },
) {
  return new Hono<AppEnv>().post(
    '/',
    bodyLimit({
      maxSize: maxVapiMessageBytes,
      onError: () => {
        throw new HttpError(
          413,
          commonErrorCodes.payloadTooLarge,
          'La solicitud es demasiado grande.',
        );
      },
    }),
    async (c) => {
      if (!isSecret(c.req.header('x-vapi-secret'), dependencies.webhookSecret)) {
        throw unauthorized();
      }
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        throw new HttpError(400, commonErrorCodes.validation, 'La solicitud no es válida.');
      }
      const message =
        typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : null;
      const outcome = await applyVapiServerMessage(dependencies, message);
      return c.json({ received: true, outcome });
    },
  );
}
