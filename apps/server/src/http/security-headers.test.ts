import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { securityHeaders } from './security-headers';

async function policyOf(app: Hono): Promise<Record<string, string>> {
  const header = (await app.request('/')).headers.get('Content-Security-Policy') ?? '';
  return Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = '', ...sources] = directive.split(/\s+/);
        return [name, sources.join(' ')];
      }),
  );
}

const appWith = (options?: Parameters<typeof securityHeaders>[0]) =>
  new Hono().use(securityHeaders(options)).get('/', (c) => c.text('ok'));

describe('securityHeaders', () => {
  test('without Vapi, scripts and connections stay on our own origin', async () => {
    const policy = await policyOf(appWith());
    expect(policy['script-src']).toBe("'self'");
    expect(policy['connect-src']).toBe("'self'");
  });

  test("with Vapi, the page may reach Vapi's API and Daily's bundle and servers, and no eval", async () => {
    const policy = await policyOf(appWith({ vapi: { apiBaseUrl: undefined } }));
    expect(policy['script-src']).toBe("'self' https://*.daily.co");
    expect(policy['script-src']).not.toContain('unsafe-eval');
    expect(policy['connect-src']).toContain("'self' https://api.vapi.ai ");
    expect(policy['connect-src']).toContain('wss://*.daily.co');
  });

  test("a configured API base URL (a test's local fake) is allowed by its origin", async () => {
    const policy = await policyOf(appWith({ vapi: { apiBaseUrl: 'http://127.0.0.1:4010/v1' } }));
    expect(policy['connect-src']).toContain('http://127.0.0.1:4010 ');
    expect(policy['connect-src']).not.toContain('api.vapi.ai');
  });
});

describe('securityHeaders and the tutorial video (issue 17)', () => {
  test('no video configured: nothing but our own pages may be framed', async () => {
    const policy = await policyOf(appWith({ tutorialVideoUrl: '' }));
    expect(policy['frame-src']).toBe("'self'");
  });

  test("a configured video allows its privacy-friendly player's origin, and only that", async () => {
    const policy = await policyOf(
      appWith({ tutorialVideoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
    );
    expect(policy['frame-src']).toBe("'self' https://www.youtube-nocookie.com");
    const vimeo = await policyOf(appWith({ tutorialVideoUrl: 'https://vimeo.com/76979871' }));
    expect(vimeo['frame-src']).toBe("'self' https://player.vimeo.com");
  });
});
