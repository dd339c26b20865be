// Debian's Chromium driven by playwright-core, with the flags this closed-network machine needs.
import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type BrowserSession = {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly baseUrl: string;
  close(): Promise<void>;
};

// Spec files run in parallel, each with its own copy of this module: each starts at a random
// place in the benchmarking range 198.18.0.0/15 (131,072 addresses), so two files do not hand out
// the same addresses and share a per-address limit.
let addressCounter = randomInt(0, 1 << 16);

/** A distinct client address for each browser or API caller. */
function nextClientAddress(): string {
  addressCounter = (addressCounter + 1) % (1 << 17);
  return `198.${18 + (addressCounter >> 16)}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/**
 * A fresh browser profile (no cookies) with one page, sized like a phone or a desktop. Like a
 * real user, each browser has its own address (sent as X-Forwarded-For, which the test server
 * trusts), so the per-address sign-in limit applies per test, not across the whole suite.
 */
export async function openBrowser(
  viewport: { width: number; height: number } = { width: 1280, height: 800 },
): Promise<BrowserSession> {
  const baseUrl = inject('baseUrl');
  const profileDir = await mkdtemp(path.join(os.tmpdir(), 'cvlisto-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
    baseURL: baseUrl,
    viewport,
    locale: 'es-PE',
    extraHTTPHeaders: { 'X-Forwarded-For': nextClientAddress() },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    baseUrl,
    async close() {
      await context.close();
      await rm(profileDir, { recursive: true, force: true });
    },
  };
}

let userCounter = 0;

/** A unique address for each test's account. */
export function uniqueEmail(label: string): string {
  userCounter += 1;
  return `${label}-${Date.now()}-${userCounter}@example.pe`;
}

export const testPassword = 'ClaveSegura2026';

/**
 * Creates an account through the API; the browser context keeps the session cookie. Each call
 * comes from its own address, so setting up accounts does not spend the browser's sign-up limit.
 * Every account has a name since the sign-up asks for one (issue 17): an invented one by default.
 */
export async function signUpThroughApi(
  session: BrowserSession,
  email: string,
  name = 'Rosa Quispe',
) {
  const response = await session.context.request.post('/api/auth/sign-up/email', {
    data: { email, password: testPassword, name },
    headers: { Origin: session.baseUrl, 'X-Forwarded-For': nextClientAddress() },
  });
  if (!response.ok())
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
}

/**
 * Waits until React has hydrated the server-rendered page: it tags each DOM node it has taken
 * over with its fiber, and <main> is in every layout.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** Waits for the element to be visible (failing the test after the timeout), then asserts it. */
export async function expectVisible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout: 10_000 });
  expect(await locator.first().isVisible()).toBe(true);
}

/** Waits for the document title, then asserts it. */
export async function expectTitle(page: Page, title: string): Promise<void> {
  await page
    .waitForFunction((expected) => document.title === expected, title, { timeout: 10_000 })
    .catch(() => undefined);
  expect(await page.title()).toBe(title);
}
