import { describe, expect, it } from 'vitest';
import type { InterviewBrief } from './interview-brief';
import { planInterview } from './interview-plan';

const withCv: InterviewBrief = {
  candidateName: 'Rosa',
  position: 'Analista de Datos',
  facts: ['Analista de Datos en Financiera Pachacútec (ene. 2021 – actualidad)'],
  requirements: ['SQL', 'Power BI', 'Python'],
  postingTerms: ['SQL', 'Power BI', 'Python', 'analista', 'datos'],
  experiences: [
    { title: 'Analista de Datos', organisation: 'Financiera Pachacútec' },
    { title: 'Analista Junior', organisation: 'Retail Sur' },
    { title: 'Asistente Comercial', organisation: 'Distribuidora Los Andes' },
  ],
  requirementsNotInCv: ['Python'],
};

const withoutCv: InterviewBrief = {
  candidateName: 'Luis',
  position: 'Ejecutivo de ventas',
  facts: [],
  requirements: [],
  postingTerms: ['ejecutivo', 'ventas'],
  experiences: [],
  requirementsNotInCv: [],
};

const nothing: InterviewBrief = { ...withoutCv, position: '', postingTerms: [] };

describe('planInterview', () => {
  it('plans a full interview: opening, the real jobs, STAR, a requirement the CV lacks, closing', () => {
    const plan = planInterview(withCv, { questionCount: 6 });
    expect(plan.map((question) => question.id)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6']);
    expect(plan.map((question) => question.kind)).toEqual([
      'opening',
      'experience',
      'experience',
      'behavioural',
      'requirement',
      'closing',
    ]);
    expect(plan[0]?.text).toMatch(/^Cuéntame sobre ti/);
    expect(plan[0]?.text).toContain('Analista de Datos');
    expect(plan[1]?.text).toContain('Analista de Datos en Financiera Pachacútec');
    expect(plan[2]?.text).toContain('Analista Junior en Retail Sur');
    expect(plan[3]?.text).toContain('STAR');
    expect(plan[4]?.text).toContain('Python');
    expect(plan[4]?.text).toContain('algo que no aparece en tu CV');
    expect(plan[5]?.text).toMatch(/^Para terminar/);
  });

  it('grows to 8 with the third job and a motivation question, opening first and closing last', () => {
    const plan = planInterview(withCv, { questionCount: 8 });
    expect(plan).toHaveLength(8);
    expect(plan[0]?.kind).toBe('opening');
    expect(plan[7]?.kind).toBe('closing');
    expect(plan.some((question) => question.text.includes('Distribuidora Los Andes'))).toBe(true);
    expect(new Set(plan.map((question) => question.text)).size).toBe(8);
    expect(planInterview(withCv, { questionCount: 7 })).toHaveLength(7);
  });

  it('plans the trial with three questions: opening, one on the latest job, closing', () => {
    const plan = planInterview(withCv, { questionCount: 3 });
    expect(plan.map((question) => [question.id, question.kind])).toEqual([
      ['q1', 'opening'],
      ['q2', 'experience'],
      ['q3', 'closing'],
    ]);
    expect(plan[1]?.text).toContain('Financiera Pachacútec');
  });

  it('asks about the heaviest requirement when the CV shows them all', () => {
    const plan = planInterview({ ...withCv, requirementsNotInCv: [] }, { questionCount: 6 });
    const requirement = plan.find((question) => question.kind === 'requirement');
    expect(requirement?.text).toContain('El puesto pide SQL');
    expect(requirement?.text).not.toContain('no aparece en tu CV');
  });

  it('asks good questions about the position without a CV or posting', () => {
    const plan = planInterview(withoutCv, { questionCount: 6 });
    expect(plan).toHaveLength(6);
    expect(plan[0]?.text).toContain('Ejecutivo de ventas');
    expect(
      plan.filter((question) => question.text.includes('Ejecutivo de ventas')).length,
    ).toBeGreaterThan(2);
    expect(plan.map((question) => question.text).join(' ')).not.toContain('tu CV');
  });

  it('asks generic questions with nothing at all, never an empty name', () => {
    const plan = planInterview(nothing, { questionCount: 8 });
    expect(plan).toHaveLength(8);
    for (const question of plan) {
      expect(question.text).not.toMatch(/\s[,.?]| {2}|puesto de \?|como \s/);
    }
    expect(plan.map((question) => question.kind)).toContain('behavioural');
  });

  it('is deterministic and clamps the count to 3–8', () => {
    expect(planInterview(withCv, { questionCount: 6 })).toEqual(
      planInterview(withCv, { questionCount: 6 }),
    );
    expect(planInterview(withCv, { questionCount: 20 })).toHaveLength(8);
    expect(planInterview(withCv, { questionCount: 1 })).toHaveLength(3);
  });

  it('names a job by its title or its organisation when only one is known', () => {
    const plan = planInterview(
      { ...withCv, experiences: [{ title: '', organisation: 'Bodega San Martín' }] },
      { questionCount: 3 },
    );
    expect(plan[1]?.text).toContain('tu trabajo en Bodega San Martín');
  });
});
