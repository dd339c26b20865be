import { claimInputSchema, claimMessages, commonErrorCodes } from '@cvlisto/shared';
import { describe, expect, test } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { describeClaimFailure, emptyClaimForm, type ClaimFormValues } from './claim-form';

const valid: ClaimFormValues = {
  ...emptyClaimForm,
  document_number: '12345678',
  first_name: 'Rosa',
  last_name: 'Quispe',
  phone: '987654321',
  email: 'rosa@example.pe',
  department: 'Lima',
  province: 'Lima',
  district: 'Miraflores',
  address: 'Av. Larco 123',
  service: 'Plan Pro',
  amount_claimed: '9,99',
  details: 'No recibí mis créditos.',
  request: 'Que se acrediten.',
  consent: true,
};

/** The first message of each field, as the form shows them. */
function errors(values: ClaimFormValues) {
  const result = claimInputSchema.safeParse(values);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('claim form', () => {
  test('a complete form gives the request body: amount as a number, no guardian for an adult', () => {
    const body = claimInputSchema.parse(valid);

    expect(body).toMatchObject({
      amount_claimed: 9.99,
      consent: true,
      claim_department: 'Producto o Servicio',
      guardian_name: null,
      guardian_document_number: null,
    });
  });

  test('the empty form names every missing field with its own message', () => {
    expect(errors(emptyClaimForm)).toMatchObject({
      document_number: claimMessages.documentNumber,
      first_name: claimMessages.firstName,
      email: claimMessages.email,
      department: claimMessages.department,
      details: claimMessages.details,
      consent: claimMessages.consent,
    });
  });

  test('asks for the guardian only when the consumer is a minor', () => {
    expect(Object.keys(errors({ ...valid, is_minor: true }))).toStrictEqual([
      'guardian_name',
      'guardian_document_number',
    ]);
    const body = claimInputSchema.parse({
      ...valid,
      amount_claimed: '',
      is_minor: true,
      guardian_name: 'Ana Quispe',
      guardian_document_number: '87654321',
    });
    expect(body).toMatchObject({ guardian_name: 'Ana Quispe', is_minor: true });
    expect(body.amount_claimed).toBeNull();
  });
});

describe('describeClaimFailure', () => {
  test('over the limit: only the wait message, not "intenta nuevamente" beside it', () => {
    const lines = describeClaimFailure(
      new ApiRequestError(429, commonErrorCodes.tooManyRequests, claimMessages.tooMany),
    );
    expect(lines).toEqual([claimMessages.tooMany]);
    expect(lines.join(' ')).not.toContain('intenta nuevamente');
  });

  test('a refused field: the generic line and the server detail', () => {
    expect(
      describeClaimFailure(
        new ApiRequestError(400, commonErrorCodes.validation, 'Ingresa tu pedido'),
      ),
    ).toEqual([claimMessages.submitFailed, 'Ingresa tu pedido']);
  });

  test('anything else: the generic line alone', () => {
    expect(describeClaimFailure(new Error('network'))).toEqual([claimMessages.submitFailed]);
  });
});
