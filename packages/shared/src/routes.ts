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
  /** Someone else buys credits for an account through its pay-for-me link (issue 17). */
  payForMe: (token: string) => `/pagar/${encodeURIComponent(token)}`,
  /** The sandbox's payment page for a payment started through a pay-for-me link. */
  payForMeSandbox: (token: string, sessionId: string) =>
    `/pagar/${encodeURIComponent(token)}/prueba/${encodeURIComponent(sessionId)}`,
  tools: '/tools',
  cvs: '/tools/cvs',
  /** A new CV written in the editor, from an empty document (issue 14). */
  newCv: '/tools/cvs/nuevo',
  /** The editor of one stored CV (issue 14). */
  cvEditor: (id: string) => `/tools/cvs/${encodeURIComponent(id)}/editar`,
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
  /** The operators' back office (issue 16): only users with role `admin`; others see a 404. */
  admin: '/admin',
  adminClaims: '/admin/reclamos',
  adminClaim: (id: string) => `/admin/reclamos/${encodeURIComponent(id)}`,
  adminSupport: '/admin/soporte',
  adminUsers: '/admin/usuarios',
  adminUser: (id: string) => `/admin/usuarios/${encodeURIComponent(id)}`,
  adminBlog: '/admin/blog',
  adminNewBlogPost: '/admin/blog/nuevo',
  adminBlogPost: (id: string) => `/admin/blog/${encodeURIComponent(id)}`,
  adminAudit: '/admin/auditoria',
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

/** Routes with a parameter, in React Router's syntax. */
export const routePatterns = {
  blogPost: `${paths.blog}/:slug`,
  sandboxCheckout: `${paths.sandboxCheckout}/:id`,
  cvEditor: '/tools/cvs/:id/editar',
  adminUser: '/admin/usuarios/:id',
  adminClaim: '/admin/reclamos/:id',
  adminBlogPost: '/admin/blog/:id',
  payForMe: '/pagar/:token',
  payForMeSandbox: '/pagar/:token/prueba/:id',
} as const;

/** True for the back office's addresses: never indexed, never linked from the user's pages. */
export function isAdminPath(pathname: string): boolean {
  return pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);
}

/**
 * True for a pay-for-me link's pages: public but private to whoever holds the link, so never
 * indexed (decision 022).
 */
export function isPayForMePath(pathname: string): boolean {
  return /^\/pagar(\/|$)/i.test(pathname);
}

/**
 * The token of a pay-for-me page's address ("/pagar/{token}" and below), or null.
 *
 * @example payForMeTokenOf('/pagar/abc/prueba/1') // "abc"
 */
export function payForMeTokenOf(pathname: string): string | null {
  const match = /^\/pagar\/([^/]+)/i.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * Every page of the web app, public and signed-in, as its router declares them (a test in
 * apps/web holds the router to this list). The server answers any other path with 404 (issue 11).
 */
export const pageRoutePatterns: readonly string[] = [
  paths.home,
  paths.login,
  paths.signup,
  paths.resetPassword,
  paths.pricing,
  paths.faq,
  paths.about,
  paths.privacyPolicy,
  paths.terms,
  paths.blog,
  routePatterns.blogPost,
  paths.complaintsBook,
  paths.refundPolicy,
  paths.plans,
  paths.tools,
  paths.cvs,
  paths.newCv,
  routePatterns.cvEditor,
  paths.tutorials,
  paths.profile,
  paths.support,
  paths.feedback,
  paths.plansV2,
  paths.sandboxPortal,
  routePatterns.sandboxCheckout,
  paths.interview,
  routePatterns.payForMe,
  routePatterns.payForMeSandbox,
  // The back office's screens, as each is built (issue 16).
  paths.admin,
  paths.adminUsers,
  routePatterns.adminUser,
  paths.adminAudit,
  paths.adminClaims,
  routePatterns.adminClaim,
  paths.adminSupport,
  paths.adminBlog,
  paths.adminNewBlogPost,
  routePatterns.adminBlogPost,
];

/**
 * True when `pathname` is a page of the web app. Matches as React Router does: letter case and a
 * trailing slash ignored, a `:parameter` standing for one non-empty segment.
 *
 * @example isPagePath('/blog/como-pasar-los-filtros-ats') // true
 * @example isPagePath('/no-existe') // false
 */
export function isPagePath(pathname: string): boolean {
  const segments = pathSegments(pathname);
  return pageRoutePatterns.some((pattern) => {
    const patternSegments = pathSegments(pattern);
    return (
      patternSegments.length === segments.length &&
      patternSegments.every(
        (segment, index) =>
          segment.startsWith(':') || segment.toLowerCase() === segments[index]?.toLowerCase(),
      )
    );
  });
}

function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}
