// `/api/interviews` (issue 15): the signed-in user's interview practice. Every call is scoped to
// the user; another user's interview is a 404.
import {
  commonErrorCodes,
  interviewAnswerRequestSchema,
  interviewErrorCodes,
  interviewMessages,
  requestMessages,
  startInterviewRequestSchema,
  type InterviewAnswerResponse,
  type InterviewDetail,
  type InterviewSession,
  type InterviewsResponse,
} from '@cvlisto/shared';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { HttpError } from '../../http/http-error';
import { readJsonBody } from '../../http/json-body';
import { rateLimit } from '../../http/rate-limit';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/require-user';
import {
  answerInterview,
  cancelInterview,
  finishInterview,
  getInterview,
  listInterviews,
  startInterview,
  type AnswerOutcome,
  type InterviewDependencies,
  type StartOutcome,
} from './interview-service';

const hourMs = 60 * 60_000;
/** Interviews started per user and hour: far above practice, below a script's loop. */
export const maxInterviewsStartedPerHour = 20;
/** Answers per user and hour: eight questions per interview, with room for retries. */
export const maxInterviewAnswersPerHour = 240;

const tooManyStarts =
  'Iniciaste demasiadas entrevistas en poco tiempo. Espera un momento e inténtalo de nuevo.';
const tooManyAnswers =
  'Enviaste demasiadas respuestas en poco tiempo. Espera un momento e inténtalo de nuevo.';

const notFound = () => new HttpError(404, commonErrorCodes.notFound, interviewMessages.notFound);

/** The first problem, in Spanish: the schemas' own messages, else the field named. */
function invalidRequest(error: z.ZodError): HttpError {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  const message =
    issue?.code === 'custom' || issue?.code === 'too_big' || issue?.code === 'too_small'
      ? issue.message
      : requestMessages.invalidField(field);
  return new HttpError(400, commonErrorCodes.validation, message, field);
}

function sessionOrThrow(outcome: StartOutcome): InterviewSession {
  switch (outcome.status) {
    case 'started':
      return outcome.session;
    case 'upgrade-required':
      throw new HttpError(
        403,
        interviewErrorCodes.upgradeRequired,
        interviewMessages.upgradeRequired,
      );
    case 'minutes-exhausted':
      throw new HttpError(
        409,
        interviewErrorCodes.minutesExhausted,
        interviewMessages.minutesExhausted,
      );
    case 'cv-not-found':
      throw new HttpError(404, commonErrorCodes.notFound, interviewMessages.cvNotFound, 'cvId');
  }
}

function answerOrThrow(outcome: AnswerOutcome): InterviewAnswerResponse {
  switch (outcome.status) {
    case 'answered':
      return outcome.response;
    case 'not-found':
      throw notFound();
    case 'not-in-progress':
      throw new HttpError(409, interviewErrorCodes.notInProgress, interviewMessages.notInProgress);
    case 'wrong-question':
      throw new HttpError(409, interviewErrorCodes.wrongQuestion, interviewMessages.wrongQuestion);
    case 'time-up':
      throw new HttpError(409, interviewErrorCodes.timeUp, interviewMessages.timeUp);
  }
}

export function createInterviewRoutes(dependencies: InterviewDependencies, auth: Auth) {
  const { db } = dependencies;
  const startLimit = rateLimit({
    db,
    name: 'interview-starts',
    per: 'user',
    max: maxInterviewsStartedPerHour,
    windowMs: hourMs,
    message: tooManyStarts,
  });
  const answerLimit = rateLimit({
    db,
    name: 'interview-answers',
    per: 'user',
    max: maxInterviewAnswersPerHour,
    windowMs: hourMs,
    message: tooManyAnswers,
  });
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get('/', async (c) => {
      const response = await listInterviews(dependencies, c.get('user').id);
      if (!response) throw notFound();
      c.header('Cache-Control', 'no-store');
      return c.json<InterviewsResponse>(response);
    })
    .post('/', startLimit, async (c) => {
      const body = startInterviewRequestSchema.safeParse(await readJsonBody(c));
      if (!body.success) throw invalidRequest(body.error);
      const outcome = await startInterview(dependencies, c.get('user').id, body.data);
      return c.json<InterviewSession>(sessionOrThrow(outcome), 201);
    })
    .get('/:id', async (c) => {
      const detail = await getInterview(dependencies, c.get('user').id, c.req.param('id'));
      if (!detail) throw notFound();
      c.header('Cache-Control', 'no-store');
      return c.json<InterviewDetail>(detail);
    })
    .post('/:id/answers', answerLimit, async (c) => {
      const body = interviewAnswerRequestSchema.safeParse(await readJsonBody(c));
      if (!body.success) throw invalidRequest(body.error);
      const outcome = await answerInterview(
        dependencies,
        c.get('user').id,
        c.req.param('id'),
        body.data,
      );
      return c.json<InterviewAnswerResponse>(answerOrThrow(outcome));
    })
    .post('/:id/finish', async (c) => {
      const detail = await finishInterview(dependencies, c.get('user').id, c.req.param('id'));
      if (!detail) throw notFound();
      return c.json<InterviewDetail>(detail);
    })
    .post('/:id/cancel', async (c) => {
      const outcome = await cancelInterview(dependencies, c.get('user').id, c.req.param('id'));
      if (outcome.status === 'not-found') throw notFound();
      if (outcome.status === 'not-in-progress') {
        throw new HttpError(
          409,
          interviewErrorCodes.notInProgress,
          interviewMessages.notInProgress,
        );
      }
      return c.json<InterviewDetail>(outcome.detail);
    });
}
