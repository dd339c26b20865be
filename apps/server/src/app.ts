// The HTTP application: middleware, auth, one sub-app per resource under /api, the built web app,
// and the one error handler.
import { Hono } from 'hono';
import { except } from 'hono/combine';
import { requestId } from 'hono/request-id';
import type { DatabaseConnection } from './db/client';
import type { Environment } from './env';
import { authBasePath, trustedOrigins, type Auth } from './features/auth/auth';
import { createAccountRoutes } from './features/account/account-routes';
import { adminBlogCoverUploadPath } from './features/admin/admin-blog-routes';
import { createAdminRoutes } from './features/admin/admin-routes';
import { createAuthRoutes } from './features/auth/auth-routes';
import {
  billingConfigOf,
  createBillingRoutes,
  createCheckoutRoutes,
  createCreditPackRoutes,
  createWebhookRoutes,
} from './features/billing/billing-routes';
import type { BillingSettings } from './features/billing/billing-settings';
import { createBlogChanges } from './features/blog/blog-changes';
import { createBlogRoutes } from './features/blog/blog-routes';
import { createSitemapRoutes } from './features/blog/sitemap-routes';
import { createClaimRoutes } from './features/claims/claim-routes';
import { createConfigRoutes } from './features/config/config-routes';
import { createFeedbackRoutes } from './features/feedback/feedback-routes';
import { createSupportRoutes } from './features/support/support-routes';
import { serveWebApp } from './features/web-app/web-app-routes';
import { createHealthRoutes } from './features/health/health-routes';
import { createInterviewRoutes } from './features/interviews/interview-routes';
import type { InterviewDependencies } from './features/interviews/interview-service';
import { createVapiWebhookRoutes } from './features/interviews/vapi-webhook-routes';
import { isCvDocumentWrite } from './features/cvs/cv-editor-routes';
import { createCvRoutes } from './features/cvs/cv-routes';
import type { CvEditorDependencies } from './features/cvs/cv-version-service';
import { createMeRoutes, createSessionRoutes } from './features/me/me-routes';
import { createOptimizationRoutes } from './features/optimizations/optimization-routes';
import { createPayForMeRoutes } from './features/pay-for-me/pay-for-me-routes';
import {
  isLivePayForMeToken,
  notifyOwnerOfLinkPayment,
} from './features/pay-for-me/pay-for-me-service';
import type { OptimizationDependencies } from './features/optimizations/optimization-service';
import type { AppEnv } from './http/app-env';
import { clientAddress } from './http/client-ip';
import { apiNotFound, createErrorHandler } from './http/error-handler';
import { jsonBodyLimit, jsonContentTypeOnly } from './http/json-body';
import { requestLogger } from './http/request-logger';
import { sameOriginOnly } from './http/same-origin';
import { securityHeaders } from './http/security-headers';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';

export type AppDependencies = {
  readonly environment: Environment;
  readonly database: DatabaseConnection;
  readonly auth: Auth;
  readonly logger: Logger;
  readonly mailer: Mailer;
  readonly optimization: OptimizationDependencies;
  /** The CV editor's renders (issue 14): the engine's process, as the optimisation uses it. */
  readonly cvEditor: CvEditorDependencies;
  /** How plans and credit packs are sold (Stripe, Mercado Pago, the sandbox). */
  readonly billing: BillingSettings;
  /** Interview practice (issue 15): limits, Vapi, the language model's interviewer. */
  readonly interviews: InterviewDependencies;
  /** The built web app (apps/web/dist); when absent only the API is served. */
  readonly webDistDir: string | undefined;
};

export function createApp({
  environment,
  database,
  auth,
  logger,
  mailer,
  optimization,
  cvEditor,
  billing,
  interviews,
  webDistDir,
}: AppDependencies) {
  const payForMeDependencies = {
    db: database.db,
    settings: billing,
    logger,
    mailer,
    appName: environment.appName,
    appUrl: environment.appUrl,
  };
  const billingDependencies = {
    db: database.db,
    settings: billing,
    logger,
    // A pack bought through an owner's pay-for-me link tells the owner (issue 17).
    notifyPackPaidThroughLink: (purchase: { readonly userId: string; readonly credits: number }) =>
      notifyOwnerOfLinkPayment(payForMeDependencies, purchase),
  };
  const noticeDependencies = {
    db: database.db,
    mailer,
    logger,
    appName: environment.appName,
    operatorEmail: environment.operatorEmail,
  };
  const blogChanges = createBlogChanges();
  const app = new Hono<AppEnv>()
    .use(requestId())
    .use(requestLogger(logger))
    .use(
      securityHeaders({ vapi: environment.vapi, tutorialVideoUrl: environment.tutorialVideoUrl }),
    )
    .use(clientAddress(environment.trustProxy))
    // Better Auth checks the Origin of its own routes against the same list (stricter: a request
    // with its cookie must carry an Origin). Payment providers sign their webhooks and send no
    // Origin. The optimisation upload and the blog's cover upload are the multipart routes, each
    // with its own larger limit; the CV editor's two whole-document writes take a larger JSON
    // limit of their own.
    .use(
      '/api/*',
      except([`${authBasePath}/*`, '/api/webhooks/*'], sameOriginOnly(trustedOrigins(environment))),
    )
    .use(
      '/api/*',
      except(
        ['/api/webhooks/*', '/api/optimizations', adminBlogCoverUploadPath, isCvDocumentWrite],
        jsonBodyLimit(),
      ),
    )
    .use(
      '/api/*',
      except(
        ['/api/webhooks/*', '/api/optimizations', adminBlogCoverUploadPath],
        jsonContentTypeOnly(),
      ),
    )
    .route(authBasePath, createAuthRoutes(auth))
    .route('/api/health', createHealthRoutes(database.pool))
    .route('/api/config', createConfigRoutes(environment))
    .route('/api/me', createMeRoutes(database.db, auth))
    .route('/api/session', createSessionRoutes(database.db, auth))
    .route('/api/optimizations', createOptimizationRoutes(optimization, auth))
    .route('/api/cvs', createCvRoutes(cvEditor, auth))
    .route('/api/billing', createBillingRoutes(billingDependencies, auth))
    .route('/api/checkout', createCheckoutRoutes(billingDependencies, auth))
    .route('/api/credit-packs', createCreditPackRoutes(billingDependencies, auth))
    .route('/api/pay-for-me', createPayForMeRoutes(payForMeDependencies, auth))
    .route('/api/interviews', createInterviewRoutes(interviews, auth))
    .route(
      '/api/webhooks/vapi',
      createVapiWebhookRoutes({ ...interviews, webhookSecret: environment.vapiWebhookSecret }),
    )
    .route('/api/webhooks', createWebhookRoutes(billingDependencies))
    .route(
      '/api/account',
      createAccountRoutes(
        {
          db: database.db,
          storage: optimization.storage,
          logger,
          stripe: billing.stripe?.client ?? null,
        },
        auth,
      ),
    )
    .route(
      '/api/claims',
      createClaimRoutes({ ...noticeDependencies, provider: environment.provider }),
    )
    .route('/api/support', createSupportRoutes(noticeDependencies, auth))
    .route('/api/feedback', createFeedbackRoutes(noticeDependencies, auth))
    .route('/api/blog', createBlogRoutes({ db: database.db, storage: optimization.storage }))
    .route('/sitemap.xml', createSitemapRoutes(database.db, environment.appUrl))
    .route(
      '/api/admin',
      createAdminRoutes({
        db: database.db,
        auth,
        environment,
        logger,
        mailer,
        storage: optimization.storage,
        blogChanges,
      }),
    )
    .all('/api/*', apiNotFound);

  if (webDistDir) {
    serveWebApp(app, {
      db: database.db,
      environment,
      logger,
      blogChanges,
      webDistDir,
      isMissingPayForMeLink: async (token) => !(await isLivePayForMeToken(database.db, token)),
      billing: billingConfigOf(billing),
    });
  }

  app.notFound(apiNotFound);
  app.onError(createErrorHandler(logger));
  return app;
}

export type App = ReturnType<typeof createApp>;
