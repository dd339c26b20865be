import { paths } from '@cvlisto/shared';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageHeader } from '../components/ui/page-header';
import { ErrorRoute } from './routes/error-route';
import { LandingRoute } from './routes/landing-route';
import { RootLayout } from './routes/root-layout';
import { SignedInRoute } from './routes/signed-in-route';

/** Loads a route module on first visit, so the landing page ships little JavaScript. */
function lazyRoute<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] });
}

const publicInfoRoutes = () => import('./routes/public-info-routes');
const signedInRoutes = () => import('./routes/signed-in-heading-routes');
const sandboxRoutes = () => import('./routes/sandbox-checkout-route');

function SignedInNotFound() {
  return <PageHeader title="Página no encontrada" lead="Esta sección no existe." />;
}

// Both route tables of the specification (spec/core.md §2, spec/secondary.md §2.1).
const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <ErrorRoute />,
    children: [
      { path: paths.home, Component: LandingRoute },
      { path: paths.login, lazy: lazyRoute(() => import('./routes/login-route'), 'LoginRoute') },
      { path: paths.signup, lazy: lazyRoute(() => import('./routes/login-route'), 'LoginRoute') },
      {
        path: paths.resetPassword,
        lazy: lazyRoute(() => import('./routes/reset-password-route'), 'ResetPasswordRoute'),
      },
      {
        path: paths.pricing,
        lazy: lazyRoute(() => import('./routes/pricing-route'), 'PricingRoute'),
      },
      { path: paths.faq, lazy: lazyRoute(publicInfoRoutes, 'FaqRoute') },
      { path: paths.about, lazy: lazyRoute(publicInfoRoutes, 'AboutRoute') },
      { path: paths.privacyPolicy, lazy: lazyRoute(publicInfoRoutes, 'PrivacyPolicyRoute') },
      { path: paths.terms, lazy: lazyRoute(publicInfoRoutes, 'TermsRoute') },
      { path: paths.blog, lazy: lazyRoute(() => import('./routes/blog-route'), 'BlogRoute') },
      {
        path: `${paths.blog}/:slug`,
        lazy: lazyRoute(() => import('./routes/blog-post-route'), 'BlogPostRoute'),
      },
      {
        path: paths.complaintsBook,
        lazy: lazyRoute(() => import('./routes/complaints-book-route'), 'ComplaintsBookRoute'),
      },
      { path: paths.refundPolicy, lazy: lazyRoute(publicInfoRoutes, 'RefundPolicyRoute') },
      { path: paths.plans, lazy: lazyRoute(() => import('./routes/plans-route'), 'PlansRoute') },
      {
        Component: SignedInRoute,
        children: [
          {
            path: paths.tools,
            lazy: lazyRoute(() => import('./routes/tools-route'), 'ToolsRoute'),
          },
          {
            path: paths.cvs,
            lazy: lazyRoute(() => import('./routes/cvs-route'), 'CvsRoute'),
          },
          {
            path: paths.tutorials,
            lazy: lazyRoute(() => import('./routes/tutorials-route'), 'TutorialsRoute'),
          },
          {
            path: paths.profile,
            lazy: lazyRoute(() => import('./routes/profile-route'), 'ProfileRoute'),
          },
          {
            path: paths.support,
            lazy: lazyRoute(() => import('./routes/support-route'), 'SupportRoute'),
          },
          {
            path: paths.feedback,
            lazy: lazyRoute(() => import('./routes/feedback-route'), 'FeedbackRoute'),
          },
          {
            path: paths.plansV2,
            lazy: lazyRoute(() => import('./routes/plans-v2-route'), 'PlansV2Route'),
          },
          // The sandbox's payment pages (only outside production; the API refuses otherwise).
          {
            path: paths.sandboxPortal,
            lazy: lazyRoute(sandboxRoutes, 'SandboxPortalRoute'),
          },
          {
            path: `${paths.sandboxCheckout}/:id`,
            lazy: lazyRoute(sandboxRoutes, 'SandboxCheckoutRoute'),
          },
          { path: paths.interview, lazy: lazyRoute(signedInRoutes, 'InterviewRoute') },
          // Guarded prefixes include their subpaths: unknown ones still need sign-in first.
          ...[paths.tools, paths.profile, paths.tutorials, paths.support].map((prefix) => ({
            path: `${prefix}/*`,
            Component: SignedInNotFound,
          })),
        ],
      },
      {
        path: '*',
        lazy: lazyRoute(() => import('./routes/not-found-route'), 'NotFoundRoute'),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
