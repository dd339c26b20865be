import { billingErrorCodes, billingMessages, commonErrorCodes } from '@cvlisto/shared';
import { describe, expect, test } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { checkoutErrorMessage } from './checkout-error';

describe('checkoutErrorMessage', () => {
  test('a known cause keeps the server words', () => {
    const error = new ApiRequestError(409, billingErrorCodes.alreadyOnPlan, 'Ya tienes este plan.');
    expect(checkoutErrorMessage(error)).toBe('Ya tienes este plan.');
  });

  test.each([
    new ApiRequestError(503, billingErrorCodes.checkoutUnavailable, 'x'),
    new ApiRequestError(500, commonErrorCodes.internal, 'Internal'),
    new TypeError('Failed to fetch'),
  ])('anything else is the message of spec §8 (%s)', (error) => {
    expect(checkoutErrorMessage(error)).toBe(billingMessages.checkoutFailed);
    expect(billingMessages.checkoutFailed).toBe(
      'Error al procesar el pago. Por favor intenta nuevamente.',
    );
  });
});
