import { describe, expect, it } from 'vitest';
import { buildTestLines } from './build-test-lines';
import { describesEmployer } from './employer-description';
import { parseExperienceEntries } from './experience';

describe('describesEmployer (issue 13: content in its place)', () => {
  it.each([
    'Empresa mayorista dedicada a la distribución de abarrotes en Lambayeque.',
    'Cadena de tiendas de calzado y accesorios en Lima Norte',
    'Empresa siderúrgica líder en la fabricación de productos de acero.',
    'Consultora de software para retail y banca con sede en Arequipa.',
    'Unidad Ejecutora que depende del Gobierno Regional de Pukara.',
    'Rubro: Minería',
    'Tipo de empresa o sector: Auditoría y consultoría',
    'Company that builds payment software for Andean banks.',
  ])('"%s" describes the employer', (line) => {
    expect(describesEmployer(line)).toBe(true);
  });

  it.each([
    // A name, not a description.
    'Empresa Wasi S.A.C.',
    'Distribuidora Kamayoq',
    // Duties, whatever their words.
    'Atención al cliente de la empresa en ventanilla.',
    'Gestioné la cadena de suministro de la empresa.',
    'Coordinación con la empresa contratista dedicada al mantenimiento.',
  ])('"%s" does not', (line) => {
    expect(describesEmployer(line)).toBe(false);
  });
});

describe('an experience entry keeps its employer description apart from its duties', () => {
  it('takes the lines under the header that say what the employer is, not a later duty', () => {
    const [entry] = parseExperienceEntries(
      buildTestLines([
        'Asistente Contable',
        'Distribuidora Pukara S.A.C.',
        'Marzo 2019 – Diciembre 2021',
        'Empresa mayorista dedicada a la distribución de abarrotes en Lambayeque.',
        '• Registro de compras y ventas en Concar.',
        '• Empresa dedicada a la cobranza: coordiné los pagos con ella.',
      ]),
      's',
    );
    expect(entry?.description).toBe(
      'Empresa mayorista dedicada a la distribución de abarrotes en Lambayeque.',
    );
    expect(entry?.bullets).toEqual([
      'Registro de compras y ventas en Concar.',
      'Empresa dedicada a la cobranza: coordiné los pagos con ella.',
    ]);
  });

  it('leaves an entry without such a line as it was', () => {
    const [entry] = parseExperienceEntries(
      buildTestLines(['Cajera', 'Tiendas Wasi', '2020 – 2022', '• Cobro en caja y cuadre diario.']),
      's',
    );
    expect(entry?.description).toBeUndefined();
    expect(entry?.bullets).toEqual(['Cobro en caja y cuadre diario.']);
  });
});
