// /api/pay-for-me (issue 17): the owner's link (signed in) and the payer's side (anyone with the
// token, no sign-in, counted per address so a token cannot be hunted for or a checkout flooded).
import {
  billingErrorCodes,
  billingMessages,
  commonErrorCodes,
  creditPackCheckoutRequestSchema,
  paths,
  payForMeLookupLimit,
  payForMeMessages,
  payForMeOutcomeParameter,
  payForMeOutcomes,
  payForMePaymentLimit,
  type PayForMeLinkState,
  type PayForMePage,
  type PayForMeSandboxSession,
  type RedirectUrlResponse,
  type SandboxRedirectResponse,
} from '@cvlisto/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { HttpError } from '../../http/http-error';
import { readJsonBody } from '../../http/json-body';
import { rateLimit } from '../../http/rate-limit';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/require-user';
import {
  cancelLinkSandboxSession,
  completeLinkSandboxSession,
  createOwnLink,
  getLinkSandboxSession,
  getOwnLink,
  getPayForMePage,
  renewOwnLink,
  revokeOwnLink,
  startLinkCheckout,
  type PayForMeDependencies,
} from './pay-for-me-service';

export function createPayForMeRoutes(dependencies: PayForMeDependencies, auth: Auth) {
  const { db, settings } = dependencies;
  const lookupLimit = rateLimit({
    db,
    name: 'pay-for-me-lookups',
    per: 'address',
    ...payForMeLookupLimit,
    message: payForMeMessages.tooManyRequests,
  });
  const paymentLimit = rateLimit({
    db,
    name: 'pay-for-me-payments',
    per: 'address',
    ...payForMePaymentLimit,
    message: payForMeMessages.tooManyRequests,
  });
  const sandboxOnly = () => {
    if (!settings.sandboxEnabled) {
      throw new HttpError(404, commonErrorCodes.notFound, billingMessages.sessionNotFound);
    }
  };
  const returnTo = (token: string, outcome: string) =>
    `${paths.payForMe(token)}?${payForMeOutcomeParameter}=${outcome}`;

  return (
    new Hono<AppEnv>()
      // The owner's link.
      .get('/', requireUser(auth), async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json<PayForMeLinkState>(await getOwnLink(dependencies, c.get('user').id));
      })
      .post('/', requireUser(auth), async (c) =>
        c.json<PayForMeLinkState>(await createOwnLink(dependencies, c.get('user').id)),
      )
      .post('/renew', requireUser(auth), async (c) =>
        c.json<PayForMeLinkState>(await renewOwnLink(dependencies, c.get('user').id)),
      )
      .delete('/', requireUser(auth), async (c) => {
        await revokeOwnLink(db, c.get('user').id);
        return c.body(null, 204);
      })
      // The payer's side.
      .get('/:token', lookupLimit, async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json<PayForMePage>(await getPayForMePage(dependencies, c.req.param('token')));
      })
      .post('/:token/checkout', paymentLimit, async (c) => {
        const body = creditPackCheckoutRequestSchema.safeParse(await readJsonBody(c));
        if (!body.success) {
          throw new HttpError(400, billingErrorCodes.invalidPack, billingMessages.invalidPack);
        }
        const url = await startLinkCheckout(dependencies, c.req.param('token'), body.data.pack);
        return c.json<RedirectUrlResponse>({ url });
      })
      .get('/:token/sandbox/:id', lookupLimit, async (c) => {
        sandboxOnly();
        c.header('Cache-Control', 'no-store');
        const { token, id } = c.req.param();
        return c.json<PayForMeSandboxSession>(await getLinkSandboxSession(dependencies, token, id));
      })
      .post('/:token/sandbox/:id/complete', paymentLimit, async (c) => {
        sandboxOnly();
        const { token, id } = c.req.param();
        await completeLinkSandboxSession(dependencies, token, id);
        return c.json<SandboxRedirectResponse>({
          redirectUrl: returnTo(token, payForMeOutcomes.paid),
        });
      })
      .post('/:token/sandbox/:id/cancel', paymentLimit, async (c) => {
        sandboxOnly();
        const { token, id } = c.req.param();
        await cancelLinkSandboxSession(dependencies, token, id);
        return c.json<SandboxRedirectResponse>({
          redirectUrl: returnTo(token, payForMeOutcomes.canceled),
        });
      })
  );
}
