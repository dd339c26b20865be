import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-runtime';

const indexHtml = '<!doctype html><html lang="es-PE"><title>CVListo</title><div id="root"></div>';
const robotsTxt = 'User-agent: *\nAllow: /\n';
const assetJs = 'console.log("cvlisto");\n';
// Above the compression threshold (1 KiB).
const largeAssetCss = `${'.tarjeta { margin: 0 auto; padding: 1rem; }\n'.repeat(100)}`;

describe('the HTTP app', () => {
  let webDistDir: string;
  let server: TestServer;
  beforeAll(async () => {
    // A stand-in for apps/web/dist, the built single-page app.
    webDistDir = await mkdtemp(path.join(os.tmpdir(), 'cvlisto-web-dist-'));
    await mkdir(path.join(webDistDir, 'assets'));
    await writeFile(path.join(webDistDir, 'index.html'), indexHtml);
    await writeFile(path.join(webDistDir, 'robots.txt'), robotsTxt);
    await writeFile(path.join(webDistDir, 'assets', 'x.js'), assetJs);
    await writeFile(path.join(webDistDir, 'assets', 'large.css'), largeAssetCss);
    server = await startTestServer({ webDistDir });
  });
  afterAll(async () => {
    await server.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  describe('API errors', () => {
    test('an unknown API path answers a JSON 404, whatever the method', async () => {
      const client = server.createClient();
      for (const response of [await client.get('/api/x'), await client.post('/api/x', {})]) {
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await response.json()).toStrictEqual({
          code: 'NOT_FOUND',
          message: 'Recurso no encontrado.',
        });
      }
    });

    test('an unknown API path is not answered by the web app, even below /api', async () => {
      const response = await server.createClient().get('/api/nope/deeper');

      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  describe('headers on every response', () => {
    test('security headers on API and page responses', async () => {
      const client = server.createClient();
      for (const response of [await client.get('/api/health'), await client.get('/tools')]) {
        const csp = response.headers.get('content-security-policy') ?? '';
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("script-src 'self'");
        expect(csp).toContain("object-src 'none'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
        expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      }
    });

    test('a fresh X-Request-Id on each response', async () => {
      const client = server.createClient();
      const first = (await client.get('/api/health')).headers.get('x-request-id');
      const second = (await client.get('/api/x')).headers.get('x-request-id');

      expect(first).toMatch(/^[\w-]{8,}$/);
      expect(second).toMatch(/^[\w-]{8,}$/);
      expect(second).not.toBe(first);
    });
  });

  describe('the built web app', () => {
    test('serves a file that exists', async () => {
      const response = await server.createClient().get('/robots.txt');

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(robotsTxt);
    });

    test('answers a client-side route with index.html, titled for that page', async () => {
      const pages = [
        { pathname: '/', title: 'Optimiza tu CV con IA para los filtros ATS | CVListo' },
        { pathname: '/faq', title: 'Preguntas Frecuentes | CVListo' },
        { pathname: '/tools/cvs', title: 'CVListo' },
      ];
      for (const { pathname, title } of pages) {
        const response = await server.createClient().get(pathname);

        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        // Without apps/web's SSR build beside the dist folder, pages are the SPA shell.
        expect(await response.text()).toBe(
          indexHtml.replace('<title>CVListo</title>', `<title>${title}</title>`),
        );
      }
    });

    test('caches hashed assets for a year', async () => {
      const response = await server.createClient().get('/assets/x.js');

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe(assetJs);
    });

    test('compresses text for clients that accept gzip, keeping the cache policy', async () => {
      const response = await server
        .createClient()
        .get('/assets/large.css', { headers: { 'accept-encoding': 'gzip' } });

      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8')).toBe(
        largeAssetCss,
      );
    });

    test('a missing asset is a 404, never index.html cached for a year', async () => {
      // After a deploy, a browser holding the previous page asks for old hashed files: answering
      // with the page (HTML for a script) and caching it for a year would break it for good.
      const response = await server.createClient().get('/assets/old-1a2b3c.js');

      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
      expect(await response.text()).not.toBe(indexHtml);
    });
  });
});
