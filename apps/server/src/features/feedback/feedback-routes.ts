import {
  commonErrorCodes,
  feedbackInputSchema,
  feedbackMessages,
  feedbackScoreLabels,
  type FeedbackResponse,
  type FieldError,
} from '@cvlisto/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { fieldError, spanishFieldMessage } from '../../http/field-error';
import { readJsonBody } from '../../http/json-body';
import { rateLimit } from '../../http/rate-limit';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/require-user';
import { notifyOperator, type OperatorNoticeDependencies } from '../support/support-routes';
import { submitFeedback } from './feedback-service';

/** Feedback submissions per user and window (each one e-mails the operator). */
export const feedbackRateLimit = { max: 5, windowMs: 60 * 60_000 } as const;

/** `POST /api/feedback`: a signed-in user's score and comment; the first one earns a credit. */
export function createFeedbackRoutes(dependencies: OperatorNoticeDependencies, auth: Auth) {
  const { db, logger } = dependencies;
  // The bonus is granted once whatever the count; this bounds the operator e-mails (issue 11).
  const limit = rateLimit({
    db,
    name: 'feedback',
    ...feedbackRateLimit,
    per: 'user',
    message: feedbackMessages.tooMany,
  });
  return new Hono<AppEnv>().post('/', requireUser(auth), limit, async (c) => {
    const body = feedbackInputSchema.safeParse(await readJsonBody(c), {
      error: spanishFieldMessage,
    });
    if (!body.success) {
      return c.json<FieldError>(fieldError(body.error, feedbackMessages.scoreRequired), 400);
    }
    const user = c.get('user');
    let result: FeedbackResponse;
    try {
      result = await submitFeedback(db, user.id, body.data);
    } catch (error) {
      logger.error({ err: error, requestId: c.get('requestId') }, 'feedback failed');
      return c.json<FieldError>(
        { code: commonErrorCodes.internal, message: feedbackMessages.submitFailed },
        500,
      );
    }
    await notifyOperator(dependencies, 'Nuevo feedback', [
      `Usuario: ${user.email} (${user.id})`,
      `Puntuación: ${feedbackScoreLabels[body.data.score]}`,
      `Crédito de bonificación otorgado: ${result.bonusGranted ? 'sí' : 'no'}`,
      '',
      body.data.recommendation,
    ]);
    return c.json<FeedbackResponse>(result, 201);
  });
}
