import {
  adminSupportKinds,
  adminSupportListQuerySchema,
  adminSupportMessages,
  adminSupportReplyInputSchema,
  commonErrorCodes,
  type AdminSupportItem,
  type AdminSupportKind,
  type AdminSupportListResponse,
  type FieldError,
} from '@cvlisto/shared';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { fieldError, spanishFieldMessage } from '../../http/field-error';
import { HttpError } from '../../http/http-error';
import { readJsonBody } from '../../http/json-body';
import { listSupportItems, replyToSupportItem, resolveSupportItem } from './admin-support-service';
import type { AdminDependencies } from './admin-dependencies';

/** `:kind/:id` from the path: a known kind and a positive integer, or nothing of ours. */
function targetOf(c: Context<AppEnv>): { kind: AdminSupportKind; id: number } {
  const kind = adminSupportKinds.find((known) => known === c.req.param('kind'));
  const id = c.req.param('id') ?? '';
  if (!kind || !/^[1-9]\d{0,15}$/.test(id)) {
    throw new HttpError(404, commonErrorCodes.notFound, adminSupportMessages.notFound);
  }
  return { kind, id: Number(id) };
}

const operatorOf = (c: Context<AppEnv>) => ({ id: c.get('user').id, email: c.get('user').email });

/**
 * `/api/admin/support`: support reports and feedback for operators (issue 16). Mounted under the
 * admin router, which lets only operators through.
 */
export function createAdminSupportRoutes({ db, mailer, logger, environment }: AdminDependencies) {
  const dependencies = { db, mailer, logger, appName: environment.appName };
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const query = adminSupportListQuerySchema.parse({
        status: c.req.query('status'),
        kind: c.req.query('kind'),
      });
      return c.json<AdminSupportListResponse>({ items: await listSupportItems(db, query) });
    })
    .post('/:kind/:id/replies', async (c) => {
      const target = targetOf(c);
      const body = adminSupportReplyInputSchema.safeParse(await readJsonBody(c), {
        error: spanishFieldMessage,
      });
      if (!body.success) {
        return c.json<FieldError>(fieldError(body.error, adminSupportMessages.replyRequired), 400);
      }
      const item = await replyToSupportItem(dependencies, {
        ...target,
        operator: operatorOf(c),
        message: body.data.message,
      });
      return c.json<AdminSupportItem>(item, 201);
    })
    .post('/:kind/:id/resolve', async (c) => {
      const item = await resolveSupportItem(db, { ...targetOf(c), operator: operatorOf(c) });
      return c.json<AdminSupportItem>(item);
    });
}
