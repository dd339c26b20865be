// Every route path of the web app in one place (spec/core.md §2, spec/secondary.md §2.1).

export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  resetPassword: '/restablecer-contrasena',
  pricing: '/pricing',
  plans: '/planes',
  plansV2: '/planesv2',
  sandboxCheckout: '/checkout/sandbox',
  sandboxPortal: '/checkout/sandbox/portal',
  tools: '/tools',
  cvs: '/tools/cvs',
  tutorials: '/tutorials',
  profile: '/profile',
  support: '/soporte',
  feedback: '/feedback',
  interview: '/entrevista',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  faq: '/faq',
  about: '/nosotros',
  privacyPolicy: '/privacy-policy',
  terms: '/terms-and-conditions',
  complaintsBook: '/libro-de-reclamaciones',
  refundPolicy: '/politica-de-devoluciones',
} as const;

/** Where a user lands after signing in when no location was remembered. */
export const defaultSignedInPath = paths.tools;

/**
 * Routes behind sign-in. The first four are guarded with their subpaths (spec/core.md §2); the rest
 * are listed as signed-in routes in spec/secondary.md §2.1.
 */
export const signedInPathPrefixes = [
  paths.tools,
  paths.profile,
  paths.tutorials,
  paths.support,
  paths.feedback,
  paths.plansV2,
  paths.interview,
] as const;

/** True when `pathname` is, or is below, a route that needs a signed-in user. */
export function isSignedInPath(pathname: string): boolean {
  return signedInPathPrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
