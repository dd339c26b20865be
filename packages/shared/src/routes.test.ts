import { describe, expect, test } from 'vitest';
import {
  defaultSignedInPath,
  isAdminPath,
  isPagePath,
  isPayForMePath,
  isSignedInPath,
  pageRoutePatterns,
  paths,
  payForMeTokenOf,
} from './routes';

describe('isSignedInPath', () => {
  test.each([
    '/tools',
    '/tools/cvs',
    '/tools/cvs/123',
    '/profile',
    '/profile/anything',
    '/tutorials',
    '/soporte',
    '/feedback',
    '/planesv2',
    '/entrevista',
    '/entrevista/resultado',
  ])('%s needs a signed-in user', (pathname) => {
    expect(isSignedInPath(pathname)).toBe(true);
  });

  test.each([
    '/',
    '/login',
    '/signup',
    '/pricing',
    '/planes',
    '/blog',
    '/blog/mi-primer-cv',
    '/faq',
    '/libro-de-reclamaciones',
    '/restablecer-contrasena',
    // A shared prefix is not a subpath.
    '/toolsx',
    '/tools-gratis',
    '/profiles',
    '/entrevistas',
    // The comparison is exact: no case folding.
    '/Tools',
  ])('%s is public', (pathname) => {
    expect(isSignedInPath(pathname)).toBe(false);
  });

  test('the default landing place after sign-in is itself a signed-in route', () => {
    expect(defaultSignedInPath).toBe('/tools');
    expect(isSignedInPath(defaultSignedInPath)).toBe(true);
  });
});

describe('paths', () => {
  test('a blog post path encodes its slug', () => {
    expect(paths.blogPost('mi-primer-cv')).toBe('/blog/mi-primer-cv');
    expect(paths.blogPost('cv y carta/2026')).toBe('/blog/cv%20y%20carta%2F2026');
  });
});

describe('isPagePath', () => {
  test.each([
    '/',
    '/faq',
    '/faq/',
    '/FAQ',
    '/blog',
    '/blog/como-pasar-los-filtros-ats',
    '/tools/cvs',
    '/tools/cvs/nuevo',
    '/tools/cvs/cv_123/editar',
    '/checkout/sandbox/portal',
    '/checkout/sandbox/cs_123',
    '/entrevista',
    '/pagar/AbCdEfGhIjKlMnOpQrStUv-_',
    '/pagar/AbCdEfGhIjKlMnOpQrStUv-_/prueba/cs_123',
  ])('%s is a page', (pathname) => {
    expect(isPagePath(pathname)).toBe(true);
  });

  test.each([
    '/no-existe',
    '/blog/uno/dos',
    '/tools/cualquier-cosa',
    '/tools/cvs/cv_123',
    '/index.html',
    '/checkout',
    '/checkout/sandbox',
    '/faqs',
    '/pagar',
  ])('%s is not', (pathname) => {
    expect(isPagePath(pathname)).toBe(false);
  });

  test('lists every fixed path of the app once', () => {
    const fixedPaths = Object.values(paths).filter((value) => typeof value === 'string');
    // The sandbox checkout only exists with its session id. The back office's screens are
    // registered as each is built (issue 16).
    const pages = fixedPaths.filter((path) => path !== paths.sandboxCheckout && !isAdminPath(path));
    expect(new Set(pageRoutePatterns).size).toBe(pageRoutePatterns.length);
    expect(pageRoutePatterns).toEqual(expect.arrayContaining(pages));
  });
});

describe('pay-for-me pages (issue 17)', () => {
  test('are recognised, with the token read from the address', () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUv-_';

    expect(paths.payForMe(token)).toBe(`/pagar/${token}`);
    expect(paths.payForMeSandbox(token, 'cs_1')).toBe(`/pagar/${token}/prueba/cs_1`);
    expect(isPayForMePath(paths.payForMe(token))).toBe(true);
    expect(isPayForMePath('/pagarx')).toBe(false);
    expect(isPayForMePath('/planes')).toBe(false);
    expect(payForMeTokenOf(paths.payForMeSandbox(token, 'cs_1'))).toBe(token);
    expect(payForMeTokenOf('/pagar/%E0%A4%A')).toBeNull();
    expect(payForMeTokenOf('/planes')).toBeNull();
    // Never signed-in pages: whoever holds the link pays without an account.
    expect(isSignedInPath(paths.payForMe(token))).toBe(false);
  });
});
