// Key screens at phone and desktop widths (PRODUCT.md §5): nothing overflows sideways, each page
// has exactly one main heading, and a screenshot is kept in test-results/screens for review.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openBrowser, signUpThroughApi, uniqueEmail, type BrowserSession } from './browser';

const screensDir = fileURLToPath(new URL('../test-results/screens/', import.meta.url));
const widths = [375, 1280] as const;
const publicScreens = ['/', '/login', '/signup', '/faq', '/no-existe'] as const;
const signedInScreens = ['/tools', '/tools/cvs', '/profile', '/planes'] as const;

function fileName(path: string, width: number) {
  const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
  return `${screensDir}${name}-${width}.png`;
}

async function checkScreen(session: BrowserSession, path: string, width: number) {
  const { page } = session;
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  expect(await page.locator('h1').count()).toBe(1);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${path} overflows at ${width}px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: fileName(path, width), fullPage: true });
}

beforeAll(async () => {
  await mkdir(screensDir, { recursive: true });
});

describe.each(widths)('screens at %i px', (width) => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width, height: width < 768 ? 812 : 800 });
  });
  afterAll(async () => {
    await session.close();
  });

  test.each(publicScreens)('public %s', async (path) => {
    await checkScreen(session, path, width);
  });

  test.each(signedInScreens)('signed in %s', async (path) => {
    if (!(await session.context.cookies()).some((cookie) => cookie.name.includes('session'))) {
      await signUpThroughApi(session, uniqueEmail(`pantalla-${width}`), 'Carmen Huamán');
    }
    await checkScreen(session, path, width);
  });
});
