import {
  commonErrorCodes,
  cvErrorCodes,
  cvMessages,
  hasControlCharacters,
  maxCvUploadBytes,
  optimizationTypes,
  requestMessages,
  stripControlCharacters,
  type OptimizationState,
} from '@cvlisto/shared';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { HttpError } from '../../http/http-error';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/require-user';
import {
  getOptimizationState,
  submitOptimization,
  type OptimizationDependencies,
} from './optimization-service';

const formSchema = z.object({
  type: z.enum(optimizationTypes, { error: 'Elige una herramienta válida.' }),
  baseCvId: z.string().trim().optional(),
  jobDescription: z
    .string()
    .refine(
      (text) => !hasControlCharacters(text),
      requestMessages.controlCharacters('jobDescription'),
    )
    .optional(),
});

/** A client's own key for one submission, so a repeat (double click, retry) is not a second one. */
const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,128}$/)
  .optional();

const finalStatuses = new Set(['done', 'failed']);
const eventPollMs = 300;
/** A stream ends after this even if its request never does; the page then polls. */
const eventStreamMaxMs = 10 * 60_000;

/**
 * Open progress streams per user in one server process (issue 11): each polls the database, and
 * one account holding 1,000 of them slowed everyone's requests. A new stream closes the user's
 * oldest, whose page falls back to polling the state, so every open tab keeps working.
 */
export const maxOpenStreamsPerUser = 5;

/** The open streams of each user, oldest first, as functions that close them. */
function createStreamRegistry(maxPerUser: number) {
  const open = new Map<string, Set<() => void>>();
  return {
    /** Counts a new stream in, closing the oldest beyond the cap; returns its way out. */
    add(userId: string, close: () => void): () => void {
      const streams = open.get(userId) ?? new Set<() => void>();
      open.set(userId, streams);
      streams.add(close);
      if (streams.size > maxPerUser) {
        const [oldest] = streams;
        if (oldest) {
          streams.delete(oldest);
          oldest();
        }
      }
      return () => {
        streams.delete(close);
        if (streams.size === 0 && open.get(userId) === streams) open.delete(userId);
      };
    },
  };
}

export function createOptimizationRoutes(dependencies: OptimizationDependencies, auth: Auth) {
  const notFound = () =>
    new HttpError(404, commonErrorCodes.notFound, 'Optimización no encontrada.');
  const openStreams = createStreamRegistry(maxOpenStreamsPerUser);
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .post(
      '/',
      // The file may be 10 MB; the form's other fields and multipart framing a little more.
      bodyLimit({
        maxSize: maxCvUploadBytes + 64 * 1024,
        onError: () => {
          throw new HttpError(413, cvErrorCodes.fileTooLarge, cvMessages.fileTooLarge);
        },
      }),
      async (c) => {
        const body = await c.req.parseBody().catch(() => {
          throw new HttpError(400, commonErrorCodes.validation, 'La solicitud no es válida.');
        });
        const form = formSchema.safeParse({
          type: body.type,
          baseCvId: typeof body.baseCvId === 'string' && body.baseCvId ? body.baseCvId : undefined,
          jobDescription: typeof body.jobDescription === 'string' ? body.jobDescription : undefined,
        });
        if (!form.success) {
          const issue = form.error.issues[0];
          throw new HttpError(
            400,
            commonErrorCodes.validation,
            issue?.message ?? 'Elige una herramienta válida.',
            issue?.path.map(String).join('.') || undefined,
          );
        }
        const idempotencyKey = idempotencyKeySchema.safeParse(c.req.header('idempotency-key'));
        if (!idempotencyKey.success) {
          throw new HttpError(
            400,
            commonErrorCodes.validation,
            requestMessages.invalidIdempotencyKey,
          );
        }
        // A form sent with no file chosen carries a nameless empty part; a named empty file was
        // chosen and is refused as empty by the service (issue 17), not taken for a missing one.
        const file =
          body.file instanceof File && (body.file.size > 0 || body.file.name !== '')
            ? body.file
            : null;
        const state = await submitOptimization(dependencies, {
          userId: c.get('user').id,
          type: form.data.type,
          // A name is kept, not refused: it only names the result. PostgreSQL cannot store NUL.
          file: file
            ? {
                name: stripControlCharacters(file.name),
                bytes: new Uint8Array(await file.arrayBuffer()),
              }
            : null,
          baseCvId: form.data.baseCvId ?? null,
          jobDescription: form.data.jobDescription ?? null,
          idempotencyKey: idempotencyKey.data ?? null,
        });
        return c.json<OptimizationState>(state, 202);
      },
    )
    .get('/:id', async (c) => {
      const state = await getOptimizationState(
        dependencies.db,
        c.get('user').id,
        c.req.param('id'),
      );
      if (!state) throw notFound();
      c.header('Cache-Control', 'no-store');
      return c.json<OptimizationState>(state);
    })
    .get('/:id/events', async (c) => {
      const userId = c.get('user').id;
      const id = c.req.param('id');
      const first = await getOptimizationState(dependencies.db, userId, id);
      if (!first) throw notFound();
      // The state lives in the database, so any server process can stream it: poll the row and
      // send each change; close once the request has finished.
      return streamSSE(c, async (stream) => {
        let stopped = false;
        stream.onAbort(() => {
          stopped = true;
        });
        const remove = openStreams.add(userId, () => {
          stopped = true;
        });
        try {
          const deadline = Date.now() + eventStreamMaxMs;
          let last = '';
          let state: OptimizationState | undefined = first;
          while (!stopped && state && Date.now() < deadline) {
            const data = JSON.stringify(state);
            if (data !== last) {
              await stream.writeSSE({ event: 'state', data });
              last = data;
            }
            if (finalStatuses.has(state.status)) break;
            await stream.sleep(eventPollMs);
            if (stopped) break;
            state = await getOptimizationState(dependencies.db, userId, id);
          }
        } finally {
          remove();
        }
      });
    });
}
