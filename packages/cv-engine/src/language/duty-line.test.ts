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
