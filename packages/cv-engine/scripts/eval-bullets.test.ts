import { describe, expect, it } from 'vitest';
import { createMessyTestCv } from '../src/analyse/test-cv';
import { optimiseCv } from '../src/optimise/optimise-cv';
import { measureBullets } from './eval-bullets';

describe('measureBullets', () => {
  it('counts action-verb openings and first-person bullets before and after', () => {
    const source = createMessyTestCv();
    const [current, ended] = source.experience;
    if (current === undefined || ended === undefined) throw new Error('test CV has two jobs');
    const before = {
      ...source,
      experience: [
        {
          ...current,
          bullets: [
            'Yo atiendo a clientes',
            'Elaboración de guías',
            'Reduje mermas',
            '  ',
            'Tecnologías usadas: SAP, Excel',
            'Funciones: caja y almacén',
          ],
        },
        { ...ended, bullets: ['Me encargué de cotizar fletes', 'Elaboración de guías'] },
      ],
    };
    const after = {
      ...before,
      experience: [
        {
          ...current,
          bullets: [
            'Atiendo a clientes',
            'Elaboro guías',
            'Reduje mermas',
            'Tecnologías usadas: SAP, Excel',
            'Funciones: caja y almacén',
          ],
        },
        { ...ended, bullets: ['Coticé fletes'] },
      ],
    };
    expect(measureBullets([{ before, after }])).toEqual({
      // A line that names things ("Tecnologías usadas: …") is no bullet: not counted; another
      // label line ("Funciones: …") is, but is no duty.
      bullets: 6,
      bulletsAfter: 5,
      actionVerbBefore: 1,
      actionVerbAfter: 4,
      firstPersonBefore: 2,
      firstPersonAfter: 0,
      duties: 5,
      dutiesAfter: 4,
      dutyActionVerbBefore: 1,
      dutyActionVerbAfter: 4,
    });
  });

  it('adds up over several CVs, and optimising the messy test CV leaves no first person', () => {
    const source = createMessyTestCv();
    const measure = measureBullets([
      { before: source, after: optimiseCv(source).cv },
      { before: source, after: source },
    ]);
    expect(measure.bullets).toBe(16);
    expect(measure.firstPersonBefore).toBeGreaterThan(0);
    expect(measure.firstPersonAfter).toBe(measure.firstPersonBefore / 2);
    expect(measure.actionVerbAfter).toBeGreaterThan(measure.actionVerbBefore);
  });
});
