// The CV editor's API (issue 14): read the current document, save a new version, list and
// restore versions, create a CV from scratch. Mounted by cv-routes.ts under /api/cvs, after its
// requireUser; every call is scoped to the signed-in user (another user's CV is a 404).
import { boundedCvDocumentSchema, cvLookSchema } from '@cvlisto/cv-engine/model';
import {
  commonErrorCodes,
  cvEditorErrorCodes,
  cvEditorMessages,
  cvMessages,
  maxCvDocumentBodyBytes,
  renameCvSchema,
  requestMessages,
  restoreCvVersionRequestSchema,
  type CvEditorState,
  type CvVersionSummary,
} from '@cvlisto/shared';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { HttpError } from '../../http/http-error';
import { jsonBodyLimit, readJsonBody } from '../../http/json-body';
import { rateLimit } from '../../http/rate-limit';
import {
  createCv,
  listCvVersions,
  readCvEditorState,
  restoreCvVersion,
  saveCvDocument,
  type CvEditorDependencies,
  type CvEditorOutcome,
} from './cv-version-service';

const hourMs = 60 * 60_000;
/** Saves and restores per user and hour: an editor saving every 30 s for an hour stays under. */
export const maxCvSavesPerHour = 120;
/** CVs written from scratch per user and hour. */
export const maxCvsCreatedPerHour = 20;

/**
 * The two routes whose body is a whole CvDocument: they take up to `maxCvDocumentBodyBytes`
 * instead of the app's 64 KB (app.ts leaves them out of the global limit).
 */
export function isCvDocumentWrite(c: Context): boolean {
  const { method, path } = c.req;
  return (
    (method === 'PUT' && /^\/api\/cvs\/[^/]+\/document$/.test(path)) ||
    (method === 'POST' && path === '/api/cvs')
  );
}

const saveRequestSchema = cvLookSchema.extend({
  baseVersion: z.number().int().min(1),
  document: boundedCvDocumentSchema,
});

const createRequestSchema = cvLookSchema.extend({
  name: renameCvSchema.shape.name,
  document: boundedCvDocumentSchema,
});

const versionParamSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/**
 * The first problem, in Spanish: the document's own bounds speak for themselves; any other
 * problem inside the document is named by its path ("document.experience.0.title"); the
 * envelope's fields by their name.
 */
function invalidRequest(error: z.ZodError): HttpError {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  if (issue?.path[0] === 'document') {
    const message = issue.code === 'custom' ? issue.message : cvEditorMessages.invalidDocument;
    return new HttpError(400, cvEditorErrorCodes.invalidDocument, message, field);
  }
  const message = issue?.path[0] === 'name' ? issue.message : requestMessages.invalidField(field);
  return new HttpError(400, commonErrorCodes.validation, message, field);
}

function stateOrThrow(outcome: CvEditorOutcome): CvEditorState {
  switch (outcome.status) {
    case 'saved':
      return outcome.state;
    case 'not-found':
      throw new HttpError(404, commonErrorCodes.notFound, cvMessages.cvNotFound);
    case 'version-not-found':
      throw new HttpError(404, commonErrorCodes.notFound, cvEditorMessages.versionNotFound);
    case 'stale':
      throw new HttpError(409, cvEditorErrorCodes.staleVersion, cvEditorMessages.staleVersion);
    case 'render-failed':
      throw new HttpError(500, commonErrorCodes.internal, cvEditorMessages.saveFailed);
  }
}

export function createCvEditorRoutes(dependencies: CvEditorDependencies) {
  const { db } = dependencies;
  const notFound = () => new HttpError(404, commonErrorCodes.notFound, cvMessages.cvNotFound);
  const documentBodyLimit = jsonBodyLimit(
    maxCvDocumentBodyBytes,
    cvEditorMessages.documentTooLarge,
  );
  const saveLimit = rateLimit({
    db,
    name: 'cv-saves',
    per: 'user',
    max: maxCvSavesPerHour,
    windowMs: hourMs,
    message: cvEditorMessages.tooManySaves,
  });
  const createLimit = rateLimit({
    db,
    name: 'cv-creates',
    per: 'user',
    max: maxCvsCreatedPerHour,
    windowMs: hourMs,
    message: cvEditorMessages.tooManyCreated,
  });
  return new Hono<AppEnv>()
    .post('/', documentBodyLimit, createLimit, async (c) => {
      const body = createRequestSchema.safeParse(await readJsonBody(c));
      if (!body.success) throw invalidRequest(body.error);
      const { name, document, template, pageSize } = body.data;
      const outcome = await createCv(dependencies, {
        userId: c.get('user').id,
        name,
        document,
        look: { template, pageSize },
      });
      if (outcome.status !== 'created') {
        throw new HttpError(500, commonErrorCodes.internal, cvEditorMessages.saveFailed);
      }
      return c.json<CvEditorState>(outcome.state, 201);
    })
    .get('/:id/document', async (c) => {
      const state = await readCvEditorState(db, c.get('user').id, c.req.param('id'));
      if (!state) throw notFound();
      c.header('Cache-Control', 'no-store');
      return c.json<CvEditorState>(state);
    })
    .put('/:id/document', documentBodyLimit, saveLimit, async (c) => {
      const body = saveRequestSchema.safeParse(await readJsonBody(c));
      if (!body.success) throw invalidRequest(body.error);
      const { baseVersion, document, template, pageSize } = body.data;
      const outcome = await saveCvDocument(dependencies, {
        userId: c.get('user').id,
        cvId: c.req.param('id'),
        baseVersion,
        document,
        look: { template, pageSize },
      });
      return c.json<CvEditorState>(stateOrThrow(outcome));
    })
    .get('/:id/versions', async (c) => {
      const versions = await listCvVersions(db, c.get('user').id, c.req.param('id'));
      if (!versions) throw notFound();
      c.header('Cache-Control', 'no-store');
      return c.json<{ versions: CvVersionSummary[] }>({ versions });
    })
    .post('/:id/versions/:version/restore', saveLimit, async (c) => {
      const version = versionParamSchema.safeParse(c.req.param('version'));
      if (!version.success) {
        throw new HttpError(404, commonErrorCodes.notFound, cvEditorMessages.versionNotFound);
      }
      const body = restoreCvVersionRequestSchema.safeParse(await readJsonBody(c));
      if (!body.success) throw invalidRequest(body.error);
      const outcome = await restoreCvVersion(dependencies, {
        userId: c.get('user').id,
        cvId: c.req.param('id'),
        version: version.data,
        baseVersion: body.data.baseVersion,
      });
      return c.json<CvEditorState>(stateOrThrow(outcome));
    });
}
