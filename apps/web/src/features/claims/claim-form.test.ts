import { claimInputSchema } from '@cvlisto/shared';
import { describe, expect, test } from 'vitest';
import {
  claimFormSchema,
  emptyClaimForm,
  toClaimRequest,
  type ClaimFormValues,
} from './claim-form';

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

function errorPaths(values: ClaimFormValues) {
  const result = claimFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('claim form', () => {
  test('accepts a complete claim and builds the request body', () => {
    const parsed = claimFormSchema.parse(valid);
    const body = toClaimRequest(parsed);
    expect(body.amount_claimed).toBe(9.99);
    expect(body.consent).toBe(true);
    expect(body.claim_department).toBe('Producto o Servicio');
    expect(body).not.toHaveProperty('guardian_name');
    // The body the form sends is one the server's shared schema accepts.
    expect(claimInputSchema.safeParse(body).success).toBe(true);
  });

  test('requires every field, the consent and a well-formed DNI', () => {
    expect(errorPaths(emptyClaimForm)).toEqual(
      expect.arrayContaining(['document_number', 'email', 'department', 'details', 'consent']),
    );
    expect(errorPaths({ ...valid, document_number: '1234' })).toEqual(['document_number']);
    expect(errorPaths({ ...valid, department: 'Atlántida' })).toEqual(['department']);
  });

  test('asks for the guardian only when the consumer is a minor', () => {
    expect(errorPaths({ ...valid, is_minor: true })).toEqual([
      'guardian_name',
      'guardian_document_number',
    ]);
    const body = toClaimRequest(
      claimFormSchema.parse({
        ...valid,
        amount_claimed: '',
        is_minor: true,
        guardian_name: 'Ana Quispe',
        guardian_document_number: '87654321',
      }),
    );
    expect(body).toMatchObject({ guardian_name: 'Ana Quispe', is_minor: true });
    expect(body.amount_claimed).toBeNull();
    expect(claimInputSchema.safeParse(body).success).toBe(true);
  });
});
