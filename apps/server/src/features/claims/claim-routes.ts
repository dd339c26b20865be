import {
  claimInputSchema,
  claimMessages,
  commonErrorCodes,
  type ClaimResponse,
  type FieldError,
} from '@cvlisto/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { fieldError, spanishFieldMessage } from '../../http/field-error';
import { readJsonBody } from '../../http/json-body';
import { rateLimit } from '../../http/rate-limit';
import { fileClaim, type ClaimDependencies } from './claim-service';

/** Claims per address and window: far above what a person files, low enough to stop a flood. */
export const claimRateLimit = { max: 5, windowMs: 15 * 60_000 } as const;

/** `POST /api/claims`: the public complaints book; no session needed (spec/secondary.md §6). */
export function createClaimRoutes(dependencies: ClaimDependencies) {
  const limit = rateLimit({
    db: dependencies.db,
    name: 'claims',
    ...claimRateLimit,
    per: 'address',
    message: claimMessages.tooMany,
  });
  return new Hono<AppEnv>().post('/', limit, async (c) => {
    const body = claimInputSchema.safeParse(await readJsonBody(c), {
      error: spanishFieldMessage,
    });
    if (!body.success)
      return c.json<FieldError>(fieldError(body.error, claimMessages.required), 400);
    try {
      const claim = await fileClaim(dependencies, body.data);
      return c.json<ClaimResponse>({ number: claim.number }, 201);
    } catch (error) {
      dependencies.logger.error({ err: error, requestId: c.get('requestId') }, 'claim failed');
      return c.json<FieldError>(
        { code: commonErrorCodes.internal, message: claimMessages.submitFailed },
        500,
      );
    }
  });
}
