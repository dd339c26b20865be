import { claimInputSchema, type ClaimType } from '@cvlisto/shared';
import { describe, expect, test } from 'vitest';
import { claimCopyEmail, claimOperatorEmail, type FiledClaim } from './claim-email';

function filedClaim(claimType: ClaimType): FiledClaim {
  const input = claimInputSchema.parse({
    document_type: 'dni',
    document_number: '45678912',
    first_name: 'Rosa',
    last_name: 'Huamán Torres',
    phone: '987 654 321',
    email: 'rosa.huaman@example.pe',
    department: 'Cusco',
    province: 'Cusco',
    district: 'Wanchaq',
    address: 'Av. La Cultura 1234',
    claim_department: 'Producto o Servicio',
    claim_type: claimType,
    details: 'La atención por chat no respondió en tres días.',
    request: 'Que se revise la atención.',
    consent: true,
    service: 'Plan Pro mensual',
    amount_claimed: null,
    is_minor: false,
  });
  return {
    ...input,
    number: '000000042-2026',
    filedAt: new Date('2026-11-27T15:00:00Z'),
    provider: { name: 'CV Listo S.A.C.', ruc: '20612345678', address: 'Lima', isExample: false },
  };
}

describe('claim e-mails (issue 17: the words agree with the kind of claim)', () => {
  test('a queja: "Nueva queja" to the operator, "tu queja" to the consumer', () => {
    const claim = filedClaim('queja');
    expect(claimOperatorEmail('CVListo', claim).subject).toBe('Nueva queja N.° 000000042-2026');
    const copy = claimCopyEmail('CVListo', claim);
    expect(copy.subject).toBe('Libro de Reclamaciones: tu queja N.° 000000042-2026');
    expect(copy.text).toContain('Registramos tu queja en el Libro de Reclamaciones');
    expect(copy.text).not.toContain('reclamo N.°');
  });

  test('a reclamo: "Nuevo reclamo" and "tu reclamo"', () => {
    const claim = filedClaim('reclamo');
    expect(claimOperatorEmail('CVListo', claim).subject).toBe('Nuevo reclamo N.° 000000042-2026');
    expect(claimCopyEmail('CVListo', claim).subject).toBe(
      'Libro de Reclamaciones: tu reclamo N.° 000000042-2026',
    );
  });
});
