import { authMessages } from '@cvlisto/shared';
import { describe, expect, test } from 'vitest';
import { toAuthActionError } from './auth-error';

describe('toAuthActionError', () => {
  test("the server's refusal of a sign-up without a name reads in Spanish (issue 17)", () => {
    expect(toAuthActionError({ status: 400, code: 'NAME_REQUIRED' }).message).toBe(
      authMessages.nameRequired,
    );
    expect(toAuthActionError({ status: 400, code: 'NAME_TOO_LONG' }).message).toBe(
      'El nombre no puede tener más de 80 caracteres',
    );
  });
});
