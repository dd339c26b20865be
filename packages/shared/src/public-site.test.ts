import { describe, expect, test } from 'vitest';
import { claimInputSchema, claimMessages, formatClaimNumber } from './public-site';
import { peruDepartments } from './peru-locations';
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

  /** The field and message of the first problem, as the server answers it; null when valid. */
  function firstIssue(overrides: Record<string, unknown>) {
    const result = claimInputSchema.safeParse({ ...valid, ...overrides });
    if (result.success) return null;
    const [issue] = result.error.issues;
    return { field: issue?.path.join('.'), message: issue?.message };
  }

  test.each([
    [
      'a DNI of letters',
      { document_type: 'dni', document_number: 'ABCD' },
      'document_number',
      claimMessages.dni,
    ],
    [
      'a five-digit DNI',
      { document_type: 'dni', document_number: '12345' },
      'document_number',
      claimMessages.dni,
    ],
    [
      'a RUC with no such prefix',
      { document_type: 'ruc', document_number: '99999999999' },
      'document_number',
      claimMessages.ruc,
    ],
    [
      'a RUC with a wrong check digit',
      { document_type: 'ruc', document_number: '20131312954' },
      'document_number',
      claimMessages.ruc,
    ],
    [
      'a short foreigner card',
      { document_type: 'carnet', document_number: '1234' },
      'document_number',
      claimMessages.foreignerCard,
    ],
    [
      'a passport of letters only',
      { document_type: 'passport', document_number: 'ABCDEFG' },
      'document_number',
      claimMessages.passport,
    ],
    ['a phone of zeros', { phone: '000000' }, 'phone', claimMessages.phone],
    ['a name with digits', { first_name: 'R0sa' }, 'first_name', claimMessages.firstNameLetters],
    ['an empty last name', { last_name: '  ' }, 'last_name', claimMessages.lastName],
    [
      'a province of another department',
      { department: 'Lima', province: 'Cusco', district: 'Cusco' },
      'province',
      claimMessages.province,
    ],
    [
      'a district not in its province',
      { department: 'Lima', province: 'Lima', district: 'Narnia' },
      'district',
      claimMessages.district,
    ],
    [
      'a typed district with digits',
      { department: 'Amazonas', province: 'Bagua', district: 'Zona 51' },
      'district',
      claimMessages.districtText,
    ],
    [
      'a typed district too long',
      { department: 'Amazonas', province: 'Bagua', district: 'A'.repeat(61) },
      'district',
      claimMessages.districtText,
    ],
    ['an address without a letter', { address: '123' }, 'address', claimMessages.address],
    [
      'details too long',
      { details: 'x'.repeat(5001) },
      'details',
      'Detalle: máximo 5000 caracteres',
    ],
    ['a negative amount', { amount_claimed: -1 }, 'amount_claimed', claimMessages.amount],
    [
      'an amount with three decimals',
      { amount_claimed: 9.999 },
      'amount_claimed',
      claimMessages.amount,
    ],
    ['an amount in words', { amount_claimed: 'diez' }, 'amount_claimed', claimMessages.amount],
    [
      'an amount over the maximum',
      { amount_claimed: 1_000_000.01 },
      'amount_claimed',
      claimMessages.amount,
    ],
    ['consent not given', { consent: false }, 'consent', claimMessages.consent],
    ['a minor without a guardian', { is_minor: true }, 'guardian_name', claimMessages.guardianName],
    [
      'a guardian document of letters',
      { is_minor: true, guardian_name: 'Ana Pérez', guardian_document_number: 'ABCD' },
      'guardian_document_number',
      claimMessages.guardianDocument,
    ],
  ])('refuses %s, naming the field', (_case, overrides, field, message) => {
    expect(firstIssue(overrides)).toStrictEqual({ field, message });
  });

  test.each([
    ['a DNI', { document_type: 'dni', document_number: '45678912' }],
    ['a RUC', { document_type: 'ruc', document_number: '20131312955' }],
    ['a passport', { document_type: 'passport', document_number: 'pe1234567' }],
    ['a Lima landline', { phone: '(01) 234-5678' }],
    ['a district from its list', { department: 'Lima', province: 'Lima', district: 'Miraflores' }],
    [
      'a typed district',
      { department: 'Amazonas', province: 'Bagua', district: "Imaza-Chiriaco d'Alto" },
    ],
    [
      'a name with accents and an apostrophe',
      { first_name: 'María José', last_name: "O'Higgins Ñañez-Ruiz" },
    ],
    ['an amount typed with a comma', { amount_claimed: '9,99' }],
    [
      'a minor with a guardian',
      { is_minor: true, guardian_name: 'Ana Pérez', guardian_document_number: '45678912' },
    ],
  ])('accepts %s', (_case, overrides) => {
    expect(firstIssue(overrides)).toBeNull();
  });

  test('its output is a valid input: what the form validated is what it sends', () => {
    const formValues = {
      ...valid,
      document_type: 'passport',
      document_number: ' pe1234567 ',
      amount_claimed: '9,99',
      guardian_name: '',
      guardian_document_number: '',
    };
    const parsed = claimInputSchema.parse(formValues);

    expect(parsed).toMatchObject({
      document_number: 'PE1234567',
      amount_claimed: 9.99,
      guardian_name: null,
      guardian_document_number: null,
    });
    expect(claimInputSchema.parse(parsed)).toStrictEqual(parsed);
    expect(claimInputSchema.parse({ ...formValues, amount_claimed: '' }).amount_claimed).toBeNull();
  });
});

describe('sectionParagraphs', () => {
  test('splits on line breaks and drops blank lines', () => {
    expect(sectionParagraphs('Uno\n\n  Dos \r\nTres')).toStrictEqual(['Uno', 'Dos', 'Tres']);
  });
});
