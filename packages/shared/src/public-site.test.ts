import { describe, expect, test } from 'vitest';
import { claimInputSchema, formatClaimNumber, peruDepartments } from './public-site';
import { sectionParagraphs } from './blog-content';

describe('formatClaimNumber', () => {
  test('pads the sequence to nine digits and adds the year', () => {
    expect(formatClaimNumber(1, 2026)).toBe('000000001-2026');
    expect(formatClaimNumber(123456789, 2027)).toBe('123456789-2027');
  });
});

describe('claimInputSchema', () => {
  const valid = {
    document_type: 'carnet',
    document_number: '001234567',
    first_name: 'Luis',
    last_name: 'Pérez',
    phone: '+51 987654321',
    email: ' Luis@Example.PE ',
    department: 'San Martín',
    province: 'Moyobamba',
    district: 'Moyobamba',
    address: 'Jr. Callao 100',
    claim_type: 'queja',
    details: 'Detalle',
    request: 'Pedido',
    consent: true,
    service: 'Plan Redi',
  };

  test('presets the claims department, normalises the e-mail, drops a stray guardian', () => {
    const parsed = claimInputSchema.parse({ ...valid, guardian_name: 'Nadie' });

    expect(parsed).toMatchObject({
      claim_department: 'Producto o Servicio',
      email: 'luis@example.pe',
      amount_claimed: null,
      is_minor: false,
      guardian_name: null,
    });
  });

  test('knows the 25 departments of Peru', () => {
    expect(peruDepartments).toHaveLength(25);
    expect(claimInputSchema.safeParse({ ...valid, department: 'Lima Provincias' }).success).toBe(
      false,
    );
  });
});

describe('sectionParagraphs', () => {
  test('splits on line breaks and drops blank lines', () => {
    expect(sectionParagraphs('Uno\n\n  Dos \r\nTres')).toStrictEqual(['Uno', 'Dos', 'Tres']);
  });
});
