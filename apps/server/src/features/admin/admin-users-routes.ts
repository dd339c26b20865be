import {
  adminCreditAdjustmentSchema,
  adminUserErrorCodes,
  adminUserMessages,
  commonErrorCodes,
  type AdminCreditAdjustmentResult,
  type AdminUserList,
} from '@cvlisto/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { fieldError } from '../../http/field-error';
import { HttpError } from '../../http/http-error';
import { readJsonBody } from '../../http/json-body';
import type { AdminDependencies } from './admin-dependencies';
import { adjustCredits, getUserDetail, searchUsers } from './admin-users-service';

const maxQueryLength = 200;

/** `/api/admin/users`: search, one account, and credit adjustments (audited). */
export function createAdminUsersRoutes({ db }: AdminDependencies) {
  const notFound = () =>
    new HttpError(404, commonErrorCodes.notFound, adminUserMessages.userNotFound);
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const query = (c.req.query('q') ?? '').slice(0, maxQueryLength);
      c.header('Cache-Control', 'no-store');
      return c.json<AdminUserList>({ users: await searchUsers(db, query) });
    })
    .get('/:id', async (c) => {
      const detail = await getUserDetail(db, c.req.param('id'));
      if (!detail) throw notFound();
      c.header('Cache-Control', 'no-store');
      return c.json(detail);
    })
    .post('/:id/credits', async (c) => {
      const body = adminCreditAdjustmentSchema.safeParse(await readJsonBody(c));
      if (!body.success) {
        return c.json(fieldError(body.error, adminUserMessages.amountRequired), 400);
      }
      const outcome = await adjustCredits(db, {
        operatorId: c.get('user').id,
        userId: c.req.param('id'),
        ...body.data,
      });
      if (outcome.kind === 'no-such-user') throw notFound();
      if (outcome.kind === 'not-available') {
        throw new HttpError(
          409,
          adminUserErrorCodes.tooManyRemoved,
          adminUserMessages.tooManyRemoved(outcome.available),
          'amount',
        );
      }
      return c.json<AdminCreditAdjustmentResult>({ remaining: outcome.remaining }, 201);
    });
}
