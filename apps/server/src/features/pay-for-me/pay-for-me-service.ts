// The pay-for-me link (issue 17, decision 022): the owner's side (see, create, renew, revoke their
// link) and the payer's (whom the link pays for, start a pack checkout, the sandbox's payment).
// The payer buys credit packs only; whatever pays, the credits reach the owner through billing's
// fulfilCreditPack, the function an owner's own pack goes through.
import {
  billingErrorCodes,
  billingMessages,
  commonErrorCodes,
  formatCredits,
  payForMeMessages,
  payForMeOutcomeParameter,
  payForMeOutcomes,
  payForMeTokenPattern,
  paths,
  type PayForMeLinkState,
  type PayForMePage,
  type PayForMeSandboxSession,
} from '@cvlisto/shared';
import { and, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { checkoutSessions, payForMeLinks, profiles, users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { fulfilCreditPack } from '../billing/billing-service';
import type { BillingSettings } from '../billing/billing-settings';
import { createPackPreference } from '../billing/mercadopago';
import { linkPaymentEmail } from './pay-for-me-email';

export type PayForMeDependencies = {
  readonly db: Database;
  readonly settings: BillingSettings;
  readonly logger: Logger;
  readonly mailer: Mailer;
  readonly appName: string;
  readonly appUrl: string;
};

/** What a payment through a link bought, for the owner's e-mail. */
export type LinkPackPurchase = { readonly userId: string; readonly credits: number };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const linkNotFound = () => new HttpError(404, commonErrorCodes.notFound, payForMeMessages.notFound);

const sessionNotFound = () =>
  new HttpError(404, commonErrorCodes.notFound, billingMessages.sessionNotFound);

const walletUnavailable = () =>
  new HttpError(503, billingErrorCodes.checkoutUnavailable, payForMeMessages.unavailable);

/** 18 random bytes, base64url: 24 characters, 144 bits, nothing to guess. */
export function newPayForMeToken(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The one name a payer sees: the first word of the name the owner chose (or gave at sign-up).
 * Never the e-mail, nor anything shaped like one.
 */
export function firstNameOf(name: string | null | undefined): string | null {
  const first = name?.trim().split(/\s+/)[0];
  if (!first || first.includes('@')) return null;
  return first.slice(0, 40);
}

async function readOwner(
  db: Database,
  userId: string,
): Promise<{ email: string; firstName: string | null } | undefined> {
  const [row] = await db
    .select({ email: users.email, name: users.name, displayName: profiles.displayName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return { email: row.email, firstName: firstNameOf(row.displayName?.trim() || row.name) };
}

/** The owner of the link with this token, if it is a live one. */
async function findLinkOwner(db: Database, token: string): Promise<string | undefined> {
  if (!payForMeTokenPattern.test(token)) return undefined;
  const [row] = await db
    .select({ userId: payForMeLinks.userId })
    .from(payForMeLinks)
    .where(eq(payForMeLinks.token, token));
  return row?.userId;
}

/** True when `token` names a live link: the server answers an unknown one's page with a 404. */
export async function isLivePayForMeToken(db: Database, token: string): Promise<boolean> {
  return (await findLinkOwner(db, token)) !== undefined;
}

const isWalletOnSale = (settings: BillingSettings) => settings.walletMode !== 'unavailable';

// ---------------------------------------------------------------------------------------------
// The owner's side.

/** `GET /api/pay-for-me`: the owner's link, offered only where credit packs are sold. */
export async function getOwnLink(
  { db, settings, appUrl }: PayForMeDependencies,
  userId: string,
): Promise<PayForMeLinkState> {
  const owner = await readOwner(db, userId);
  const firstName = owner?.firstName ?? null;
  if (!isWalletOnSale(settings)) return { available: false, link: null, firstName };
  const [row] = await db.select().from(payForMeLinks).where(eq(payForMeLinks.userId, userId));
  return {
    available: true,
    link: row
      ? { url: `${appUrl}${paths.payForMe(row.token)}`, createdAt: row.createdAt.toISOString() }
      : null,
    firstName,
  };
}

/** `POST /api/pay-for-me`: the owner's link, made now if they had none (a repeat changes nothing). */
export async function createOwnLink(
  dependencies: PayForMeDependencies,
  userId: string,
): Promise<PayForMeLinkState> {
  if (!isWalletOnSale(dependencies.settings)) throw walletUnavailable();
  await dependencies.db
    .insert(payForMeLinks)
    .values({ userId, token: newPayForMeToken() })
    .onConflictDoNothing();
  return getOwnLink(dependencies, userId);
}

/** `POST /api/pay-for-me/renew`: a new token; the old link stops working at once. */
export async function renewOwnLink(
  dependencies: PayForMeDependencies,
  userId: string,
): Promise<PayForMeLinkState> {
  if (!isWalletOnSale(dependencies.settings)) throw walletUnavailable();
  const token = newPayForMeToken();
  await dependencies.db
    .insert(payForMeLinks)
    .values({ userId, token })
    .onConflictDoUpdate({
      target: payForMeLinks.userId,
      set: { token, createdAt: sql`now()` },
    });
  return getOwnLink(dependencies, userId);
}

/** `DELETE /api/pay-for-me`: no link any more (a payment already made still reaches the owner). */
export async function revokeOwnLink(db: Database, userId: string): Promise<void> {
  await db.delete(payForMeLinks).where(eq(payForMeLinks.userId, userId));
}

// ---------------------------------------------------------------------------------------------
// The payer's side: no sign-in, only the token.

/** `GET /api/pay-for-me/:token`: the owner's first name and the packs on sale, nothing else. */
export async function getPayForMePage(
  { db, settings }: PayForMeDependencies,
  token: string,
): Promise<PayForMePage> {
  const userId = await findLinkOwner(db, token);
  const owner = userId && (await readOwner(db, userId));
  if (!owner) throw linkNotFound();
  return {
    firstName: owner.firstName,
    walletMode: settings.walletMode,
    creditPacks: isWalletOnSale(settings) ? [...settings.creditPacks] : [],
  };
}

/**
 * `POST /api/pay-for-me/:token/checkout`: a pack checkout whose credits go to the link's owner —
 * Mercado Pago's page (asking the payer's own e-mail, not the owner's), or the sandbox's.
 */
export async function startLinkCheckout(
  { db, settings, logger, appUrl }: PayForMeDependencies,
  token: string,
  packId: string,
): Promise<string> {
  const userId = await findLinkOwner(db, token);
  if (!userId) throw linkNotFound();
  if (!isWalletOnSale(settings)) throw walletUnavailable();
  const pack = settings.creditPacks.find((candidate) => candidate.id === packId);
  if (!pack) throw new HttpError(400, billingErrorCodes.invalidPack, billingMessages.invalidPack);
  const [session] = await db
    .insert(checkoutSessions)
    .values({
      userId,
      provider: settings.mercadoPago ? 'mercadopago' : 'sandbox',
      kind: 'pack',
      packId: pack.id,
      credits: pack.credits,
      amountCents: pack.priceCents,
      paidThroughLink: true,
    })
    .returning({ id: checkoutSessions.id });
  if (!session) throw walletUnavailable();
  if (!settings.mercadoPago) return paths.payForMeSandbox(token, session.id);
  const owner = await readOwner(db, userId);
  const returnUrl = (outcome: string) =>
    `${appUrl}${paths.payForMe(token)}?${payForMeOutcomeParameter}=${outcome}`;
  try {
    const preference = await createPackPreference(settings.mercadoPago, {
      checkoutSessionId: session.id,
      title: owner?.firstName
        ? `Paquete de ${formatCredits(pack.credits)} para ${owner.firstName}`
        : `Paquete de ${formatCredits(pack.credits)}`,
      amountCents: pack.priceCents,
      successUrl: returnUrl(payForMeOutcomes.paid),
      failureUrl: returnUrl(payForMeOutcomes.canceled),
      notificationUrl: `${appUrl}/api/webhooks/mercadopago`,
    });
    await db
      .update(checkoutSessions)
      .set({ externalId: preference.id })
      .where(eq(checkoutSessions.id, session.id));
    return preference.initPoint;
  } catch (error) {
    logger.error({ err: error, userId }, 'mercado pago checkout through a pay-for-me link failed');
    await db
      .update(checkoutSessions)
      .set({ status: 'canceled' })
      .where(eq(checkoutSessions.id, session.id));
    throw walletUnavailable();
  }
}

/** The sandbox session started through this link, with its owner. */
async function readLinkSandboxSession(db: Database, token: string, sessionId: string) {
  const userId = await findLinkOwner(db, token);
  if (!userId) throw linkNotFound();
  if (!uuidPattern.test(sessionId)) throw sessionNotFound();
  const [session] = await db
    .select()
    .from(checkoutSessions)
    .where(linkSandboxSession(userId, sessionId));
  if (!session) throw sessionNotFound();
  return { userId, session };
}

function linkSandboxSession(userId: string, sessionId: string) {
  return and(
    eq(checkoutSessions.id, sessionId),
    eq(checkoutSessions.userId, userId),
    eq(checkoutSessions.provider, 'sandbox'),
    eq(checkoutSessions.kind, 'pack'),
    eq(checkoutSessions.paidThroughLink, true),
  );
}

/** `GET /api/pay-for-me/:token/sandbox/:id`: what the payer's sandbox page shows. */
export async function getLinkSandboxSession(
  { db }: PayForMeDependencies,
  token: string,
  sessionId: string,
): Promise<PayForMeSandboxSession> {
  const { userId, session } = await readLinkSandboxSession(db, token, sessionId);
  const owner = await readOwner(db, userId);
  return {
    id: session.id,
    firstName: owner?.firstName ?? null,
    credits: session.credits,
    amountCents: session.amountCents,
    status: session.status,
  };
}

/**
 * `POST /api/pay-for-me/:token/sandbox/:id/complete`: pays the session as Mercado Pago would, through
 * the fulfilment its webhook uses (the session id keys the grant), then tells the owner. Completing
 * it again grants and sends nothing.
 */
export async function completeLinkSandboxSession(
  dependencies: PayForMeDependencies,
  token: string,
  sessionId: string,
): Promise<void> {
  const { db } = dependencies;
  const { userId } = await readLinkSandboxSession(db, token, sessionId);
  const purchase = await db.transaction(async (transaction) => {
    const [session] = await transaction
      .select()
      .from(checkoutSessions)
      .where(linkSandboxSession(userId, sessionId))
      .for('update');
    if (!session) throw sessionNotFound();
    if (session.status === 'completed') return null;
    if (session.status === 'canceled') {
      throw new HttpError(409, billingErrorCodes.sessionClosed, billingMessages.sessionClosed);
    }
    await transaction
      .update(checkoutSessions)
      .set({ status: 'completed', completedAt: sql`now()` })
      .where(eq(checkoutSessions.id, session.id));
    const granted = await fulfilCreditPack(transaction, {
      userId,
      credits: session.credits,
      reference: session.id,
    });
    return granted ? { userId, credits: session.credits } : null;
  });
  if (purchase) await notifyOwnerOfLinkPayment(dependencies, purchase);
}

/** `POST /api/pay-for-me/:token/sandbox/:id/cancel`: the payer walked away; nothing is granted. */
export async function cancelLinkSandboxSession(
  { db }: PayForMeDependencies,
  token: string,
  sessionId: string,
): Promise<void> {
  const { userId, session } = await readLinkSandboxSession(db, token, sessionId);
  if (session.status === 'completed') {
    throw new HttpError(409, billingErrorCodes.sessionClosed, billingMessages.sessionClosed);
  }
  await db
    .update(checkoutSessions)
    .set({ status: 'canceled' })
    .where(and(linkSandboxSession(userId, sessionId), eq(checkoutSessions.status, 'open')));
}

/**
 * Tells the owner that credits arrived through their link, once per grant (callers call it only
 * when the grant was new). Never throws: the credits are granted whether or not the mail goes.
 */
export async function notifyOwnerOfLinkPayment(
  { db, mailer, logger, appName, appUrl }: PayForMeDependencies,
  purchase: LinkPackPurchase,
): Promise<void> {
  try {
    const owner = await readOwner(db, purchase.userId);
    if (!owner) return;
    await mailer.send({
      to: owner.email,
      ...linkPaymentEmail({
        appName,
        appUrl,
        firstName: owner.firstName,
        credits: purchase.credits,
      }),
    });
  } catch (error) {
    logger.error({ err: error, userId: purchase.userId }, 'pay-for-me payment e-mail failed');
  }
}
