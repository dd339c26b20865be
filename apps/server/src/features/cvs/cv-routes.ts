import {
  commonErrorCodes,
  cvListQuerySchema,
  cvMessages,
  renameCvSchema,
  type CvReport,
  type CvSummary,
} from '@cvlisto/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { spanishFieldMessage } from '../../http/field-error';
import { HttpError } from '../../http/http-error';
import { readJsonBody } from '../../http/json-body';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/require-user';
import { createCvEditorRoutes } from './cv-editor-routes';
import { contentDisposition, cvDownloadFileName } from './cv-file-name';
import { deleteCv, listCvs, readCvFile, readCvReport, renameCv } from './cv-service';
import type { CvEditorDependencies } from './cv-version-service';

const fileQuerySchema = z.object({
  format: z.enum(['pdf', 'docx']).default('pdf'),
  disposition: z.enum(['attachment', 'inline']).default('attachment'),
});

const contentTypes = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

export function createCvRoutes(dependencies: CvEditorDependencies, auth: Auth) {
  const { db, storage } = dependencies;
  const notFound = () => new HttpError(404, commonErrorCodes.notFound, cvMessages.cvNotFound);
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .route('/', createCvEditorRoutes(dependencies))
    .get('/', async (c) => {
      const query = cvListQuerySchema.safeParse(c.req.query(), { error: spanishFieldMessage });
      if (!query.success) {
        const issue = query.error.issues[0];
        throw new HttpError(
          400,
          commonErrorCodes.validation,
          issue?.path[0] === 'q' ? issue.message : 'Los filtros no son válidos.',
        );
      }
      c.header('Cache-Control', 'no-store');
      return c.json<{ cvs: CvSummary[] }>({ cvs: await listCvs(db, c.get('user').id, query.data) });
    })
    .patch('/:id', async (c) => {
      const body = renameCvSchema.safeParse(await readJsonBody(c), {
        error: spanishFieldMessage,
      });
      if (!body.success) {
        throw new HttpError(
          400,
          commonErrorCodes.validation,
          body.error.issues[0]?.message ?? cvMessages.emptyName,
        );
      }
      const renamed = await renameCv(db, c.get('user').id, c.req.param('id'), body.data.name);
      if (!renamed) throw notFound();
      return c.json<CvSummary>(renamed);
    })
    .delete('/:id', async (c) => {
      if (!(await deleteCv(db, storage, c.get('user').id, c.req.param('id')))) throw notFound();
      return c.body(null, 204);
    })
    .get('/:id/file', async (c) => {
      const query = fileQuerySchema.safeParse(c.req.query());
      if (!query.success)
        throw new HttpError(400, commonErrorCodes.validation, 'Formato no válido.');
      const { format, disposition } = query.data;
      const file = await readCvFile(db, storage, c.get('user').id, c.req.param('id'), format);
      if (!file) throw notFound();
      c.header('Content-Type', contentTypes[format]);
      c.header(
        'Content-Disposition',
        contentDisposition(disposition, cvDownloadFileName(file.name, file.typeId, format)),
      );
      c.header('Cache-Control', 'private, no-store');
      // The preview shows the PDF inside our own page: allow framing by this site only.
      c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'self'");
      c.header('X-Frame-Options', 'SAMEORIGIN');
      return c.body(file.bytes as Uint8Array<ArrayBuffer>);
    })
    .get('/:id/report', async (c) => {
      const report = await readCvReport(db, c.get('user').id, c.req.param('id'));
      if (!report) throw notFound();
      c.header('Cache-Control', 'no-store');
      return c.json<CvReport>(report);
    });
}
