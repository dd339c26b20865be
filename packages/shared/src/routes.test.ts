import { describe, expect, test } from 'vitest';
import { defaultSignedInPath, isSignedInPath, paths } from './routes';

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
