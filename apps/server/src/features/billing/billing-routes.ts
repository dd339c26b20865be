// The billing API (issue 5): /api/billing (config, portal, plan change, sandbox cancel), /api/checkout (plans
// and the sandbox checkout), /api/credit-packs (wallet packs) and /api/webhooks (Stripe, Mercado
// Pago). Handlers validate, call a service and respond.
import {
  billingErrorCodes,
  billingMessages,
  changePlanRequestSchema,
  checkoutRequestSchema,
  checkoutReturnPaths,
  commonErrorCodes,
  creditPackCheckoutRequestSchema,
  type BillingConfig,
  type RedirectUrlResponse,
  type SandboxCheckoutSession,
  type SandboxRedirectResponse,
} from '@cvlisto/shared';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { HttpError } from '../../http/http-error';
import { readJsonBody } from '../../http/json-body';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/require-user';
import {
  cancelSandboxSession,
  cancelSandboxSubscription,
  changeSandboxPlan,
  completeSandboxSession,
  getSandboxSession,
  openBillingPortal,
  startCreditPackCheckout,
  startPlanChange,
  startPlanCheckout,
  type BillingDependencies,
} from './checkout-service';
import { handleMercadoPagoPayment } from './mercadopago-webhooks';
import { verifyMercadoPagoSignature } from './mercadopago';
import { handleStripeEvent } from './stripe-webhooks';

const invalidRequest = (message: string, code: string = commonErrorCodes.validation) =>
  new HttpError(400, code, message);

const sandboxNotFound = () =>
  new HttpError(404, commonErrorCodes.notFound, billingMessages.sessionNotFound);

/** An endpoint this deployment does not offer (the sandbox in production, an unset provider). */
const notOffered = () => new HttpError(404, commonErrorCodes.notFound, 'Recurso no encontrado.');

/** Reads a webhook's JSON body; a missing or broken one is an empty object. */
async function readJson(request: Request): Promise<unknown> {
  return request.json().catch(() => ({}));
}

/** What `GET /api/billing/config` answers; the server-rendered plans pages show the same. */
export function billingConfigOf(settings: BillingDependencies['settings']): BillingConfig {
  return {
    mode: settings.mode,
    walletMode: settings.walletMode,
    creditPacks: [...settings.creditPacks],
  };
}

/** `/api/billing`: the configuration, the portal, the plan change, the sandbox's change and cancel. */
export function createBillingRoutes(dependencies: BillingDependencies, auth: Auth) {
  const { settings } = dependencies;
  const config = billingConfigOf(settings);
  const cancelSchema = z.object({ atPeriodEnd: z.boolean().default(true) });
  return new Hono<AppEnv>()
    .get('/config', (c) => {
      c.header('Cache-Control', 'public, max-age=60');
      return c.json(config);
    })
    .post('/portal', requireUser(auth), async (c) => {
      const url = await openBillingPortal(dependencies, c.get('user').id);
      return c.json<RedirectUrlResponse>({ url });
    })
    .post('/change-plan', requireUser(auth), async (c) => {
      const body = changePlanRequestSchema.safeParse(await readJson(c.req.raw));
      if (!body.success) {
        throw invalidRequest(billingMessages.invalidPlan, billingErrorCodes.invalidPlan);
      }
      const url = await startPlanChange(dependencies, c.get('user').id, body.data.plan);
      return c.json<RedirectUrlResponse>({ url });
    })
    .post('/sandbox/change-plan', requireUser(auth), async (c) => {
      if (!settings.sandboxEnabled) throw notOffered();
      const body = changePlanRequestSchema.safeParse(await readJson(c.req.raw));
      if (!body.success) {
        throw invalidRequest(billingMessages.invalidPlan, billingErrorCodes.invalidPlan);
      }
      await changeSandboxPlan(dependencies.db, c.get('user').id, body.data.plan);
      return c.json<SandboxRedirectResponse>({ redirectUrl: checkoutReturnPaths.success });
    })
    .post('/sandbox/cancel', requireUser(auth), async (c) => {
      if (!settings.sandboxEnabled) throw notOffered();
      const body = cancelSchema.safeParse(await readJsonBody(c));
      if (!body.success) throw invalidRequest('La solicitud no es válida.');
      await cancelSandboxSubscription(dependencies.db, c.get('user').id, body.data);
      return c.body(null, 204);
    });
}

/** `/api/checkout`: start a plan checkout; the sandbox checkout's session, completion and cancel. */
export function createCheckoutRoutes(dependencies: BillingDependencies, auth: Auth) {
  const { db, settings } = dependencies;
  const sandboxOnly = () => {
    if (!settings.sandboxEnabled) throw sandboxNotFound();
  };
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .post('/', async (c) => {
      const body = checkoutRequestSchema.safeParse(await readJsonBody(c));
      if (!body.success) {
        throw invalidRequest(billingMessages.invalidPlan, billingErrorCodes.invalidPlan);
      }
      const user = c.get('user');
      const url = await startPlanCheckout(dependencies, user, body.data.plan);
      return c.json<RedirectUrlResponse>({ url });
    })
    .get('/sandbox/:id', async (c) => {
      sandboxOnly();
      const session = await getSandboxSession(db, c.get('user').id, c.req.param('id'));
      if (!session) throw sandboxNotFound();
      c.header('Cache-Control', 'no-store');
      return c.json<SandboxCheckoutSession>(session);
    })
    .post('/sandbox/:id/complete', async (c) => {
      sandboxOnly();
      const redirectUrl = await completeSandboxSession(db, c.get('user').id, c.req.param('id'));
      return c.json<SandboxRedirectResponse>({ redirectUrl });
    })
    .post('/sandbox/:id/cancel', async (c) => {
      sandboxOnly();
      await cancelSandboxSession(db, c.get('user').id, c.req.param('id'));
      return c.json<SandboxRedirectResponse>({ redirectUrl: checkoutReturnPaths.canceled });
    });
}

/** `/api/credit-packs`: start a credit pack checkout. */
export function createCreditPackRoutes(dependencies: BillingDependencies, auth: Auth) {
  return new Hono<AppEnv>().use(requireUser(auth)).post('/checkout', async (c) => {
    const body = creditPackCheckoutRequestSchema.safeParse(await readJsonBody(c));
    if (!body.success) {
      throw invalidRequest(billingMessages.invalidPack, billingErrorCodes.invalidPack);
    }
    const url = await startCreditPackCheckout(dependencies, c.get('user'), body.data.pack);
    return c.json<RedirectUrlResponse>({ url });
  });
}

const invalidSignature = () =>
  new HttpError(400, billingErrorCodes.invalidSignature, billingMessages.invalidSignature);

// Stripe's events are a few kilobytes; a larger body is not Stripe's.
const webhookBodyLimit = bodyLimit({
  maxSize: 512 * 1024,
  onError: () => {
    throw invalidRequest('La solicitud es demasiado grande.');
  },
});

const mercadoPagoNotificationSchema = z.object({
  type: z.string().optional(),
  topic: z.string().optional(),
  data: z.object({ id: z.union([z.string(), z.number()]).transform(String) }).optional(),
});

/** `/api/webhooks`: Stripe's and Mercado Pago's notifications, each checked by its signature. */
export function createWebhookRoutes(dependencies: BillingDependencies) {
  const { db, settings, logger, notifyPackPaidThroughLink } = dependencies;
  return new Hono<AppEnv>()
    .post('/stripe', webhookBodyLimit, async (c) => {
      const stripe = settings.stripe;
      if (!stripe) throw notOffered();
      // The signature covers the exact bytes Stripe sent: verify before any parsing.
      const rawBody = await c.req.text();
      let event: Stripe.Event;
      try {
        event = stripe.client.webhooks.constructEvent(
          rawBody,
          c.req.header('stripe-signature') ?? '',
          stripe.webhookSecret,
        );
      } catch {
        throw invalidSignature();
      }
      const processed = await handleStripeEvent({ db, stripe, logger }, event);
      return c.json({ received: true, duplicate: !processed });
    })
    .post('/mercadopago', webhookBodyLimit, async (c) => {
      const mercadoPago = settings.mercadoPago;
      if (!mercadoPago) throw notOffered();
      const body = mercadoPagoNotificationSchema.safeParse(await readJson(c.req.raw));
      const notification = body.success ? body.data : {};
      // Mercado Pago signs the data.id of the query string; the body carries the same id.
      const dataId = c.req.query('data.id') ?? c.req.query('id') ?? notification.data?.id;
      const signed = verifyMercadoPagoSignature({
        secret: mercadoPago.webhookSecret,
        signatureHeader: c.req.header('x-signature'),
        requestId: c.req.header('x-request-id'),
        dataId,
      });
      if (!signed) throw invalidSignature();
      const type =
        notification.type ?? notification.topic ?? c.req.query('type') ?? c.req.query('topic');
      if (type !== 'payment' || !dataId) return c.json({ received: true });
      await handleMercadoPagoPayment(
        { db, mercadoPago, logger, notifyPackPaidThroughLink },
        dataId,
      );
      return c.json({ received: true });
    });
}
