import {
  commonErrorCodes,
  supportDeviceTypeLabels,
  supportInputSchema,
  supportMessages,
  type FieldError,
} from '@cvlisto/shared';
import { Hono } from 'hono';
import type { Database } from '../../db/client';
import { userSupport } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { fieldError, spanishFieldMessage } from '../../http/field-error';
import { readJsonBody } from '../../http/json-body';
import { rateLimit } from '../../http/rate-limit';
import type { Logger } from '../../logger';
import { escapeHtml } from '../../mail/templates';
import type { Mailer } from '../../mail/mailer';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/require-user';

export type OperatorNoticeDependencies = {
  readonly db: Database;
  readonly mailer: Mailer;
  readonly logger: Logger;
  readonly appName: string;
  readonly operatorEmail: string;
};

/** Tells the operator; the report is already stored, so a mail failure is only logged. */
export async function notifyOperator(
  dependencies: OperatorNoticeDependencies,
  subject: string,
  lines: readonly string[],
): Promise<void> {
  const text = lines.join('\n');
  try {
    await dependencies.mailer.send({
      to: dependencies.operatorEmail,
      subject: `[${dependencies.appName}] ${subject}`,
      text,
      html: `<pre>${escapeHtml(text)}</pre>`,
    });
  } catch (error) {
    dependencies.logger.error({ err: error, subject }, 'operator notification failed');
  }
}

/**
 * Reports (and so operator e-mails) per user and window: a person with a problem sends one or
 * two; one account once sent 200 in a second (issue 11).
 */
export const supportRateLimit = { max: 5, windowMs: 60 * 60_000 } as const;

/** `POST /api/support`: a signed-in user's problem report (spec/core.md §2, §3, §5). */
export function createSupportRoutes(dependencies: OperatorNoticeDependencies, auth: Auth) {
  const { db, logger } = dependencies;
  const limit = rateLimit({
    db,
    name: 'support',
    ...supportRateLimit,
    per: 'user',
    message: supportMessages.tooMany,
  });
  return new Hono<AppEnv>().post('/', requireUser(auth), limit, async (c) => {
    const body = supportInputSchema.safeParse(await readJsonBody(c), {
      error: spanishFieldMessage,
    });
    if (!body.success) {
      return c.json<FieldError>(fieldError(body.error, supportMessages.issueRequired), 400);
    }
    const user = c.get('user');
    try {
      await db.insert(userSupport).values({
        userId: user.id,
        issueDetails: body.data.issue_details,
        deviceType: body.data.device_type,
      });
    } catch (error) {
      logger.error({ err: error, requestId: c.get('requestId') }, 'support report failed');
      return c.json<FieldError>(
        { code: commonErrorCodes.internal, message: supportMessages.submitFailed },
        500,
      );
    }
    await notifyOperator(dependencies, 'Nuevo reporte de soporte', [
      `Usuario: ${user.email} (${user.id})`,
      `Dispositivo: ${supportDeviceTypeLabels[body.data.device_type]}`,
      '',
      body.data.issue_details,
    ]);
    return c.body(null, 201);
  });
}
