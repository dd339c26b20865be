import {
  adminClaimAnswerInputSchema,
  adminClaimExtensionInputSchema,
  adminClaimListQuerySchema,
  adminClaimMessages,
  commonErrorCodes,
  type AdminClaimDetail,
  type AdminClaimListResponse,
  type FieldError,
} from '@cvlisto/shared';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { fieldError, spanishFieldMessage } from '../../http/field-error';
import { HttpError } from '../../http/http-error';
import { readJsonBody } from '../../http/json-body';
import { limaCalendarDate } from './admin-claims-deadline';
import {
  answerClaim,
  exportClaimsCsv,
  extendClaim,
  getClaim,
  listClaims,
} from './admin-claims-service';
import type { AdminDependencies } from './admin-dependencies';

/** The claim's id from the path; anything but a positive integer is no claim of ours. */
function claimIdOf(c: Context<AppEnv>): number {
  const id = c.req.param('id') ?? '';
  if (!/^[1-9]\d{0,15}$/.test(id)) {
    throw new HttpError(404, commonErrorCodes.notFound, adminClaimMessages.notFound);
  }
  return Number(id);
}

const operatorOf = (c: Context<AppEnv>) => ({ id: c.get('user').id, email: c.get('user').email });

/**
 * `/api/admin/claims`: the complaints book for operators (issue 16). Mounted under the admin
 * router, which lets only operators through.
 */
export function createAdminClaimsRoutes({ db, mailer, logger, environment }: AdminDependencies) {
  const dependencies = { db, mailer, logger, appName: environment.appName };
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { status } = adminClaimListQuerySchema.parse({ status: c.req.query('status') });
      return c.json<AdminClaimListResponse>({ claims: await listClaims(db, status) });
    })
    .get('/export.csv', async (c) => {
      const csv = await exportClaimsCsv(db, operatorOf(c));
      const today = limaCalendarDate(new Date());
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="libro-de-reclamaciones-${today}.csv"`,
        'Cache-Control': 'no-store',
      });
    })
    .get('/:id', async (c) => {
      const claim = await getClaim(db, claimIdOf(c));
      if (!claim) throw new HttpError(404, commonErrorCodes.notFound, adminClaimMessages.notFound);
      return c.json<AdminClaimDetail>(claim);
    })
    .post('/:id/answer', async (c) => {
      const claimId = claimIdOf(c);
      const body = adminClaimAnswerInputSchema.safeParse(await readJsonBody(c), {
        error: spanishFieldMessage,
      });
      if (!body.success) {
        return c.json<FieldError>(fieldError(body.error, adminClaimMessages.answerRequired), 400);
      }
      const claim = await answerClaim(dependencies, {
        claimId,
        operator: operatorOf(c),
        answer: body.data.answer,
      });
      return c.json<AdminClaimDetail>(claim, 201);
    })
    .post('/:id/extensions', async (c) => {
      const claimId = claimIdOf(c);
      const body = adminClaimExtensionInputSchema.safeParse(await readJsonBody(c), {
        error: spanishFieldMessage,
      });
      if (!body.success) {
        return c.json<FieldError>(fieldError(body.error, adminClaimMessages.extensionDays), 400);
      }
      const claim = await extendClaim(dependencies, {
        claimId,
        operator: operatorOf(c),
        days: body.data.days,
        reason: body.data.reason,
      });
      return c.json<AdminClaimDetail>(claim, 201);
    });
}
