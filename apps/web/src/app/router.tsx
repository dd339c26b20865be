import { paths, routePatterns } from '@cvlisto/shared';
import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { PageHeader } from '../components/ui/page-header';
import { LandingRoute } from './routes/landing-route';
import { RootLayout } from './routes/root-layout';

/**
 * Loads a route module on first visit, so the landing page ships little JavaScript. Navigations
 * run in a transition, so the current page stays until the next one's code has arrived.
 */
function lazyRoute<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const publicInfoRoutes = () => import('./routes/public-info-routes');
const sandboxRoutes = () => import('./routes/sandbox-checkout-route');

const LoginRoute = lazyRoute(() => import('./routes/login-route'), 'LoginRoute');
const ResetPasswordRoute = lazyRoute(
  () => import('./routes/reset-password-route'),
  'ResetPasswordRoute',
);
const PricingRoute = lazyRoute(() => import('./routes/pricing-route'), 'PricingRoute');
const FaqRoute = lazyRoute(publicInfoRoutes, 'FaqRoute');
const AboutRoute = lazyRoute(publicInfoRoutes, 'AboutRoute');
const PrivacyPolicyRoute = lazyRoute(publicInfoRoutes, 'PrivacyPolicyRoute');
const TermsRoute = lazyRoute(publicInfoRoutes, 'TermsRoute');
const RefundPolicyRoute = lazyRoute(publicInfoRoutes, 'RefundPolicyRoute');
const BlogRoute = lazyRoute(() => import('./routes/blog-route'), 'BlogRoute');
const BlogPostRoute = lazyRoute(() => import('./routes/blog-post-route'), 'BlogPostRoute');
const ComplaintsBookRoute = lazyRoute(
  () => import('./routes/complaints-book-route'),
  'ComplaintsBookRoute',
);
const PlansRoute = lazyRoute(() => import('./routes/plans-route'), 'PlansRoute');
// The signed-in shell (sidebar, sign-out and the auth client) loads with its first page.
const SignedInRoute = lazyRoute(() => import('./routes/signed-in-route'), 'SignedInRoute');
const ToolsRoute = lazyRoute(() => import('./routes/tools-route'), 'ToolsRoute');
const CvsRoute = lazyRoute(() => import('./routes/cvs-route'), 'CvsRoute');
const cvEditorRoutes = () => import('./routes/cv-editor-routes');
const CvEditorRoute = lazyRoute(cvEditorRoutes, 'CvEditorRoute');
const NewCvRoute = lazyRoute(cvEditorRoutes, 'NewCvRoute');
const TutorialsRoute = lazyRoute(() => import('./routes/tutorials-route'), 'TutorialsRoute');
const ProfileRoute = lazyRoute(() => import('./routes/profile-route'), 'ProfileRoute');
const SupportRoute = lazyRoute(() => import('./routes/support-route'), 'SupportRoute');
const FeedbackRoute = lazyRoute(() => import('./routes/feedback-route'), 'FeedbackRoute');
const PlansV2Route = lazyRoute(() => import('./routes/plans-v2-route'), 'PlansV2Route');
const SandboxPortalRoute = lazyRoute(sandboxRoutes, 'SandboxPortalRoute');
const SandboxCheckoutRoute = lazyRoute(sandboxRoutes, 'SandboxCheckoutRoute');
const InterviewRoute = lazyRoute(() => import('./routes/interview-route'), 'InterviewRoute');
const payForMeRoutes = () => import('./routes/pay-for-me-route');
const PayForMeRoute = lazyRoute(payForMeRoutes, 'PayForMeRoute');
const PayForMeSandboxRoute = lazyRoute(payForMeRoutes, 'PayForMeSandboxRoute');
// The back office (issue 16): one chunk of its own, never loaded by a user who is not an operator
// beyond the gate that turns them away.
const adminRoutes = () => import('./routes/admin-routes');
const AdminRoute = lazyRoute(adminRoutes, 'AdminRoute');
const AdminHomeRoute = lazyRoute(adminRoutes, 'AdminHomeRoute');
const AdminUsersRoute = lazyRoute(adminRoutes, 'AdminUsersRoute');
const AdminUserRoute = lazyRoute(adminRoutes, 'AdminUserRoute');
const AdminAuditRoute = lazyRoute(adminRoutes, 'AdminAuditRoute');
const AdminClaimsRoute = lazyRoute(adminRoutes, 'AdminClaimsRoute');
const AdminClaimRoute = lazyRoute(adminRoutes, 'AdminClaimRoute');
const AdminSupportRoute = lazyRoute(adminRoutes, 'AdminSupportRoute');
const AdminBlogRoute = lazyRoute(adminRoutes, 'AdminBlogRoute');
const AdminNewBlogPostRoute = lazyRoute(adminRoutes, 'AdminNewBlogPostRoute');
const AdminBlogPostRoute = lazyRoute(adminRoutes, 'AdminBlogPostRoute');
const AdminNotFoundRoute = lazyRoute(adminRoutes, 'AdminNotFoundRoute');
const NotFoundRoute = lazyRoute(() => import('./routes/not-found-route'), 'NotFoundRoute');

function SignedInNotFound() {
  return <PageHeader title="Página no encontrada" lead="Esta sección no existe." />;
}

/**
 * Both route tables of the specification (spec/core.md §2, spec/secondary.md §2.1); the server
 * knows the same pages from `pageRoutePatterns` (router.test.tsx keeps the two in step). Declarative
 * routes (no data router): the app loads its data with TanStack Query, and the landing page is
 * rendered on the server with the same tree (decision 008).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={paths.home} element={<LandingRoute />} />
        <Route path={paths.login} element={<LoginRoute />} />
        <Route path={paths.signup} element={<LoginRoute />} />
        <Route path={paths.resetPassword} element={<ResetPasswordRoute />} />
        <Route path={paths.pricing} element={<PricingRoute />} />
        <Route path={paths.faq} element={<FaqRoute />} />
        <Route path={paths.about} element={<AboutRoute />} />
        <Route path={paths.privacyPolicy} element={<PrivacyPolicyRoute />} />
        <Route path={paths.terms} element={<TermsRoute />} />
        <Route path={paths.blog} element={<BlogRoute />} />
        <Route path={routePatterns.blogPost} element={<BlogPostRoute />} />
        <Route path={paths.complaintsBook} element={<ComplaintsBookRoute />} />
        <Route path={paths.refundPolicy} element={<RefundPolicyRoute />} />
        <Route path={paths.plans} element={<PlansRoute />} />
        {/* Someone else pays for an account through its link, signed out (issue 17). */}
        <Route path={routePatterns.payForMe} element={<PayForMeRoute />} />
        <Route path={routePatterns.payForMeSandbox} element={<PayForMeSandboxRoute />} />
        <Route element={<SignedInRoute />}>
          <Route path={paths.tools} element={<ToolsRoute />} />
          <Route path={paths.cvs} element={<CvsRoute />} />
          <Route path={paths.newCv} element={<NewCvRoute />} />
          <Route path={routePatterns.cvEditor} element={<CvEditorRoute />} />
          <Route path={paths.tutorials} element={<TutorialsRoute />} />
          <Route path={paths.profile} element={<ProfileRoute />} />
          <Route path={paths.support} element={<SupportRoute />} />
          <Route path={paths.feedback} element={<FeedbackRoute />} />
          <Route path={paths.plansV2} element={<PlansV2Route />} />
          {/* The sandbox's payment pages (only outside production; the API refuses otherwise). */}
          <Route path={paths.sandboxPortal} element={<SandboxPortalRoute />} />
          <Route path={routePatterns.sandboxCheckout} element={<SandboxCheckoutRoute />} />
          <Route path={paths.interview} element={<InterviewRoute />} />
          {/* Guarded prefixes include their subpaths: unknown ones still need sign-in first. */}
          {[paths.tools, paths.profile, paths.tutorials, paths.support].map((prefix) => (
            <Route key={prefix} path={`${prefix}/*`} element={<SignedInNotFound />} />
          ))}
        </Route>
        <Route element={<AdminRoute />}>
          <Route path={paths.admin} element={<AdminHomeRoute />} />
          <Route path={paths.adminUsers} element={<AdminUsersRoute />} />
          <Route path={routePatterns.adminUser} element={<AdminUserRoute />} />
          <Route path={paths.adminAudit} element={<AdminAuditRoute />} />
          <Route path={paths.adminClaims} element={<AdminClaimsRoute />} />
          <Route path={routePatterns.adminClaim} element={<AdminClaimRoute />} />
          <Route path={paths.adminSupport} element={<AdminSupportRoute />} />
          <Route path={paths.adminBlog} element={<AdminBlogRoute />} />
          <Route path={paths.adminNewBlogPost} element={<AdminNewBlogPostRoute />} />
          <Route path={routePatterns.adminBlogPost} element={<AdminBlogPostRoute />} />
          <Route path={`${paths.admin}/*`} element={<AdminNotFoundRoute />} />
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
