import { cvEditorMessages } from '@cvlisto/shared';
import { describe, expect, test } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { isStaleVersionError, writeErrorMessage } from './write-error-message';

describe('writeErrorMessage', () => {
  test('a race with another save is told in the editor’s words', () => {
    const stale = new ApiRequestError(409, 'STALE_VERSION', 'server text');
    expect(isStaleVersionError(stale)).toBe(true);
    expect(writeErrorMessage(stale)).toBe(cvEditorMessages.staleVersion);
  });

  test.each([
    [413, 'PAYLOAD_TOO_LARGE', cvEditorMessages.documentTooLarge],
    [400, 'INVALID_CV_DOCUMENT', 'El CV tiene demasiadas secciones (máximo 100).'],
    [429, 'RATE_LIMITED', cvEditorMessages.tooManySaves],
  ])('a %i shows the server’s own message', (status, code, message) => {
    const error = new ApiRequestError(status, code, message);
    expect(isStaleVersionError(error)).toBe(false);
    expect(writeErrorMessage(error)).toBe(message);
  });

  test('a server failure or a lost connection asks to try again', () => {
    expect(writeErrorMessage(new ApiRequestError(500, 'INTERNAL', 'Error interno'))).toBe(
      cvEditorMessages.saveFailed,
    );
    expect(writeErrorMessage(new TypeError('Failed to fetch'))).toBe(cvEditorMessages.saveFailed);
  });
});
