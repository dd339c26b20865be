import {
  accountErrorCodes,
  accountMessages,
  commonErrorCodes,
  deleteAccountSchema,
  updateAccountSchema,
  type AccountResponse,
  type MeResponse,
} from '@cvlisto/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { spanishFieldMessage } from '../../http/field-error';
import { HttpError } from '../../http/http-error';
import { readJsonBody } from '../../http/json-body';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/require-user';
import {
  deleteAccount,
  getAccount,
  updateDisplayName,
  type AccountDependencies,
} from './account-service';

const unauthorized = () =>
  new HttpError(401, commonErrorCodes.unauthorized, 'Usuario no autenticado');

/** `/api/account`: only ever the session's own user; no id is taken from the request. */
export function createAccountRoutes(dependencies: AccountDependencies, auth: Auth) {
  const { db, logger } = dependencies;
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get('/', async (c) => {
      const account = await getAccount(db, c.get('user').id);
      if (!account) throw unauthorized();
      c.header('Cache-Control', 'no-store');
      return c.json<AccountResponse>(account);
    })
    .patch('/', async (c) => {
      const body = updateAccountSchema.safeParse(await readJsonBody(c), {
        error: spanishFieldMessage,
      });
      if (!body.success) {
        throw new HttpError(
          400,
          commonErrorCodes.validation,
          body.error.issues[0]?.message ?? accountMessages.emptyName,
        );
      }
      const me = await updateDisplayName(db, c.get('user').id, body.data.displayName);
      if (!me) throw unauthorized();
      return c.json<MeResponse>(me);
    })
    .delete('/', async (c) => {
      const body = deleteAccountSchema.safeParse(await readJsonBody(c), {
        error: spanishFieldMessage,
      });
      if (!body.success) {
        throw new HttpError(
          400,
          commonErrorCodes.validation,
          body.error.issues[0]?.message ?? accountMessages.reasonRequired,
        );
      }
      const userId = c.get('user').id;
      try {
        await deleteAccount(dependencies, userId, body.data);
      } catch (error) {
        logger.error(
          { err: error, userId, requestId: c.get('requestId') },
          'account deletion failed',
        );
        throw new HttpError(500, accountErrorCodes.deletionFailed, accountMessages.deletionFailed);
      }
      // Signed out only now: signing out first would leave a user signed out but not deleted when
      // the transaction fails. The session row is already gone with the user; Better Auth's own
      // sign-out expires its cookies with the names and attributes it set them with (the
      // __Secure- prefix on https, the cookie cache), so nothing here guesses them.
      try {
        const signOut = await auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
        for (const cookie of signOut.headers.getSetCookie()) {
          c.header('Set-Cookie', cookie, { append: true });
        }
      } catch (error) {
        // The cookie now names a session that no longer exists, so it opens nothing.
        logger.warn({ err: error, userId }, 'sign-out after account deletion failed');
      }
      return c.body(null, 204);
    });
}
