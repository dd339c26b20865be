import { describe, expect, test } from 'vitest';
import { isDutyLine, isLabelLine } from './duty-line';

describe('isDutyLine', () => {
  test.each([
    'Elaboré los reportes de ventas',
    'Elaboración de reportes mensuales',
    'Reduje las mermas del almacén en 12 %: de 40 a 35 cajas',
    'Elaboro guías',
    'Desarrollé SPA',
    'ATENCIÓN DE RECLAMOS',
    'Organización de eventos corporativos que reunieron a 300 personas',
  ])('"%s" is a duty', (text) => {
    expect(isDutyLine(text)).toBe(true);
  });

  test.each([
    'Tecnologías usadas: React, Node, AWS',
    'Jefe inmediato: Rosa Quispe',
    'Lima, Perú',
    'Rosa María Quispe',
    'Cajamarca',
    'Logros:',
    'de los cuales destaco:',
    // What the employer is, not what the person did.
    'Empresa mayorista dedicada a la distribución y venta de pollos',
    'Unidad Ejecutora que depende del ministerio y ejecuta proyectos de riego',
    'Leading company that builds payment systems for banks',
  ])('"%s" is not', (text) => {
    expect(isDutyLine(text)).toBe(false);
  });

  test('a rewrite does not change the answer: it only changes the opening and drops "de"', () => {
    expect(isDutyLine('Desarrollo de SPA')).toBe(isDutyLine('Desarrollé SPA'));
    expect(isDutyLine('Elaboración de guías')).toBe(isDutyLine('Elaboro guías'));
  });
});

describe('isLabelLine', () => {
  test.each([
    ['Gestión de proyectos:', true],
    ['Herramientas: Excel, SAP', true],
    ['Elaboré 12 reportes: ventas, compras y caja', false],
    ['Coordiné la mudanza del almacén de Ate a Lurín', false],
  ] as const)('"%s" → %s', (line, expected) => {
    expect(isLabelLine(line)).toBe(expected);
  });
});
