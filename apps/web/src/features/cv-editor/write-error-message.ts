// What the editor says when a save, a restore or a creation fails (issue 14): a 409 is another
// tab's save, told in the editor's own words with «Recargar»; what the user can act on (a
// document too large, invalid, too many saves) in the server's Spanish message; anything else
// as a plain "try again".
import { cvEditorErrorCodes, cvEditorMessages } from '@cvlisto/shared';
import { ApiRequestError } from '../../lib/api-client';

/** True when the CV changed since the editor loaded it (another tab, device or a restore). */
export function isStaleVersionError(error: Error): boolean {
  return (
    error instanceof ApiRequestError &&
    (error.status === 409 || error.code === cvEditorErrorCodes.staleVersion)
  );
}

export function writeErrorMessage(error: Error): string {
  if (isStaleVersionError(error)) return cvEditorMessages.staleVersion;
  if (error instanceof ApiRequestError && error.status < 500) return error.message;
  return cvEditorMessages.saveFailed;
}
