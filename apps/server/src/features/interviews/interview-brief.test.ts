import { createEmptyCvDocument, type CvDocument } from '@cvlisto/cv-engine/model';
import { describe, expect, it } from 'vitest';
import { buildInterviewBrief, vapiVariableValues } from './interview-brief';

const posting = [
  'Analista de Datos',
  'Empresa: Comercial Andina SAC',
  'Requisitos:',
  '- Experiencia de 3 años en análisis de datos.',
  '- Manejo de SQL, Power BI y Excel avanzado.',
  '- Conocimiento de Python y metodologías ágiles.',
  '- Inglés intermedio.',
  'Funciones:',
  '- Elaborar reportes de ventas y tableros de gestión.',
].join('\n');

function range(text: string, start: [number, number], end: [number, number] | null) {
  return {
    text,
    start: { year: start[0], month: start[1] },
    end: end ? { year: end[0], month: end[1] } : null,
    current: end === null,
  };
}

/** An invented CV: three jobs listed oldest first, to prove the brief sorts by date. */
function inventedCv(): CvDocument {
  const empty = createEmptyCvDocument();
  return {
    ...empty,
    contact: { ...empty.contact, name: 'Rosa Elena Huamán Ccori', headline: 'Analista de datos' },
    summary: 'Analista con cinco años de experiencia en reportes comerciales y muchos otros temas.',
    experience: [
      {
        sectionId: 's2',
        title: 'Asistente Comercial',
        organisation: 'Distribuidora Los Andes',
        location: 'Cusco',
        dates: range('2016 – 2018', [2016, 1], [2018, 12]),
        bullets: ['Atendí a 40 clientes mayoristas por semana.'],
      },
      {
        sectionId: 's2',
        title: 'Analista de Datos',
        organisation: 'Financiera Pachacútec',
        location: 'Lima',
        dates: range('ene. 2021 – actualidad', [2021, 1], null),
        bullets: ['Automaticé 20 reportes con SQL y Excel.', 'Diseñé tableros en Power BI.'],
      },
      {
        sectionId: 's2',
        title: 'Analista Junior',
        organisation: 'Retail Sur',
        location: 'Arequipa',
        dates: range('2019 – 2020', [2019, 1], [2020, 12]),
        bullets: ['Preparé el cierre de ventas mensual.'],
      },
      {
        sectionId: 's2',
        title: 'Practicante',
        organisation: 'Municipalidad de Yanahuara',
        location: 'Arequipa',
        dates: range('2015', [2015, 1], [2015, 12]),
        bullets: ['Digitalicé expedientes.'],
      },
    ],
    education: [
      {
        sectionId: 's3',
        degree: 'Bachiller en Estadística',
        institution: 'Universidad Nacional de San Agustín',
        location: null,
        dates: null,
        details: [],
      },
    ],
    skills: [
      { sectionId: 's4', name: null, items: ['SQL', 'Excel', 'Power BI', 'R', 'Tableau', 'SPSS'] },
    ],
    languages: [
      { sectionId: 's5', name: 'Español', level: 'Nativo' },
      { sectionId: 's5', name: 'Inglés', level: 'Intermedio' },
    ],
  };
}

describe('buildInterviewBrief', () => {
  it('takes the three most recent jobs by date, not in the order the CV lists them', () => {
    const brief = buildInterviewBrief({
      cv: inventedCv(),
      position: '',
      posting: '',
      displayName: 'Rosa',
    });
    expect(brief.experiences).toEqual([
      { title: 'Analista de Datos', organisation: 'Financiera Pachacútec' },
      { title: 'Analista Junior', organisation: 'Retail Sur' },
      { title: 'Asistente Comercial', organisation: 'Distribuidora Los Andes' },
    ]);
  });

  it('keeps 3–5 short facts: latest jobs, degree, top skills, languages; never the CV’s sections', () => {
    const brief = buildInterviewBrief({
      cv: inventedCv(),
      position: '',
      posting: '',
      displayName: '',
    });
    expect(brief.facts).toEqual([
      'Analista de Datos en Financiera Pachacútec (ene. 2021 – actualidad)',
      'Analista Junior en Retail Sur (2019 – 2020)',
      'Bachiller en Estadística, Universidad Nacional de San Agustín',
      'Habilidades: SQL, Excel, Power BI, R, Tableau',
      'Idiomas: Inglés (Intermedio)',
    ]);
    const everything = JSON.stringify(brief);
    expect(everything).not.toContain('Automaticé');
    expect(everything).not.toContain('cinco años de experiencia');
    expect(brief.candidateName).toBe('Rosa Elena Huamán Ccori');
  });

  it('leaves out what the parser was unsure of: a guessed entry, a guessed title', () => {
    const cv = inventedCv();
    const [oldest, latest, middle, ...rest] = cv.experience;
    const unsure: CvDocument = {
      ...cv,
      experience: [
        oldest!,
        { ...latest!, confidence: { entry: 0.9, title: 0.3 } },
        { ...middle!, confidence: { entry: 0.4 } },
        ...rest,
      ],
    };
    const brief = buildInterviewBrief({ cv: unsure, position: '', posting: '', displayName: '' });
    expect(brief.experiences).toEqual([
      { title: '', organisation: 'Financiera Pachacútec' },
      { title: 'Asistente Comercial', organisation: 'Distribuidora Los Andes' },
      { title: 'Practicante', organisation: 'Municipalidad de Yanahuara' },
    ]);
    expect(brief.facts[0]).toBe('Financiera Pachacútec (ene. 2021 – actualidad)');
  });

  it('takes the posting’s key requirements (at most 6) from the engine’s keyword extraction', () => {
    const brief = buildInterviewBrief({
      cv: inventedCv(),
      position: '',
      posting,
      displayName: 'Rosa',
    });
    expect(brief.requirements.length).toBeLessThanOrEqual(6);
    expect(brief.requirements).toEqual(expect.arrayContaining(['SQL', 'Power BI', 'Python']));
    expect(brief.position).toBe('Analista de Datos');
    expect(brief.postingTerms).toEqual(
      expect.arrayContaining(['SQL', 'Python', 'analista', 'datos']),
    );
  });

  it('lists the requirements the CV does not show (Python, not SQL)', () => {
    const brief = buildInterviewBrief({
      cv: inventedCv(),
      position: '',
      posting,
      displayName: 'Rosa',
    });
    expect(brief.requirementsNotInCv).toContain('Python');
    expect(brief.requirementsNotInCv).not.toContain('SQL');
    expect(brief.requirementsNotInCv).not.toContain('Power BI');
  });

  it('compares a short posting with the CV’s text too', () => {
    const brief = buildInterviewBrief({
      cv: inventedCv(),
      position: '',
      posting: 'Requisitos: SQL y Python.',
      displayName: 'Rosa',
    });
    expect(brief.requirements).toEqual(['SQL', 'Python']);
    expect(brief.requirementsNotInCv).toEqual(['Python']);
  });

  it('gives terms from the position’s words when there is no posting', () => {
    const brief = buildInterviewBrief({
      cv: null,
      position: 'Ejecutivo de ventas',
      posting: '',
      displayName: 'Luis',
    });
    expect(brief).toEqual({
      candidateName: 'Luis',
      position: 'Ejecutivo de ventas',
      facts: [],
      requirements: [],
      postingTerms: ['ejecutivo', 'ventas'],
      experiences: [],
      requirementsNotInCv: [],
    });
  });

  it('reads the position from a labelled line of the posting', () => {
    const brief = buildInterviewBrief({
      cv: null,
      position: '',
      posting: 'Empresa: Minera del Sur\nPuesto: Supervisor de Almacén\nRequisitos: SAP',
      displayName: '',
    });
    expect(brief.position).toBe('Supervisor de Almacén');
  });

  it('reads the position from a first line that reads like a title, never from a sentence', () => {
    const title = (posting: string) =>
      buildInterviewBrief({ cv: null, position: '', posting, displayName: '' }).position;
    expect(title('Analista Sr. de Créditos\nRequisitos: Excel')).toBe('Analista Sr. de Créditos');
    expect(title('Importante empresa del sector retail busca personal para su almacén.')).toBe('');
    expect(title('Ejecutivo de ventas\n...')).toBe('Ejecutivo de ventas');
    expect(
      buildInterviewBrief({ cv: null, position: 'Cajero', posting: 'Analista\n', displayName: '' })
        .position,
    ).toBe('Cajero');
  });
});

describe('vapiVariableValues', () => {
  it('gives short strings for every variable, with placeholders when empty', () => {
    const full = vapiVariableValues(
      buildInterviewBrief({
        cv: inventedCv(),
        position: 'Analista BI',
        posting,
        displayName: 'Rosa',
      }),
    );
    expect(Object.keys(full)).toEqual(['candidateName', 'position', 'cvFacts', 'requirements']);
    expect(full.position).toBe('Analista BI');
    expect(full.cvFacts).toContain('Analista de Datos en Financiera Pachacútec');
    expect(full.requirements).toContain('SQL');
    for (const value of Object.values(full)) expect(value.length).toBeLessThanOrEqual(600);
    const empty = vapiVariableValues(
      buildInterviewBrief({ cv: null, position: '', posting: '', displayName: '' }),
    );
    expect(empty).toEqual({
      candidateName: 'la persona candidata',
      position: 'no indicado',
      cvFacts: 'no compartió su CV',
      requirements: 'sin oferta indicada',
    });
  });
});
