import { describe, expect, it } from 'vitest';
import type { InterviewBrief } from './interview-brief';
import {
  buildInterviewReport,
  countFillers,
  detectStar,
  findFigure,
  type AnswerForFeedback,
} from './interview-feedback';
import { containsFolded } from './interview-text';

const brief: InterviewBrief = {
  candidateName: 'Rosa',
  position: 'Analista de Datos',
  facts: [],
  requirements: ['SQL', 'Power BI', 'Python'],
  postingTerms: ['SQL', 'Power BI', 'Python', 'analista', 'datos'],
  experiences: [{ title: 'Analista de Datos', organisation: 'Financiera Pachacútec' }],
  requirementsNotInCv: ['Python'],
};

const noTarget: InterviewBrief = { ...brief, position: '', requirements: [], postingTerms: [] };

function answer(
  kind: AnswerForFeedback['kind'],
  text: string,
  source: AnswerForFeedback['source'] = 'voice',
  question = `Pregunta de tipo ${kind}`,
): AnswerForFeedback {
  return { questionId: `q-${kind}`, kind, question, answer: text, source, durationSeconds: 60 };
}

// A strong STAR answer, as a speech recogniser would transcribe it.
const strongStory =
  'Cuando trabajaba en Financiera Pachacútec el problema era que el cierre mensual tomaba cinco ' +
  'días y los reportes salían tarde. Yo decidí automatizar los reportes: implementé consultas en ' +
  'SQL y organicé un tablero en Power BI con el equipo de riesgos. Gracias a eso redujimos el ' +
  'cierre de 5 a 2 días y ahorramos S/ 1 500 al mes en horas extra.';

// A hesitant story: fillers, no result, no figure.
const hesitantStory =
  'Bueno, este, en mi trabajo anterior teníamos muchos pedidos, eh, y o sea había que ordenar ' +
  'todo. Este, organicé los pedidos por zona y digamos que hablé con los choferes, eh, para ' +
  'coordinar mejor las rutas de reparto de cada día con el almacén.';

describe('countFillers', () => {
  it('counts hesitations, "o sea" and "digamos", and "este"/"bueno" only where they fill a pause', () => {
    expect(countFillers(hesitantStory)).toEqual([
      { word: 'eh', count: 2 },
      { word: 'este', count: 2 },
      { word: 'bueno', count: 1 },
      { word: 'digamos', count: 1 },
      { word: 'o sea', count: 1 },
    ]);
  });

  it('does not count the demonstrative "este" or the adjective "bueno"', () => {
    expect(
      countFillers(
        'Este proyecto fue muy bueno. En este puesto aprendí mucho y el resultado fue bueno para todos, un buen cierre.',
      ),
    ).toEqual([]);
  });

  it('counts "este" repeated, before an article, and unpunctuated "bueno" at the start', () => {
    expect(
      countFillers('bueno yo trabajé en ventas y este el año pasado este este cambió todo'),
    ).toEqual([
      { word: 'este', count: 3 },
      { word: 'bueno', count: 1 },
    ]);
  });

  it('reads a speech recogniser’s transcript without punctuation', () => {
    const spoken =
      'bueno este yo trabajé en una empresa de ventas este el problema era que los pedidos ' +
      'llegaban tarde entonces eh hablé con el jefe de almacén y armamos un nuevo horario y al ' +
      'final este año los pedidos salían a tiempo';
    expect(countFillers(spoken)).toEqual([
      { word: 'este', count: 2 },
      { word: 'bueno', count: 1 },
      { word: 'eh', count: 1 },
    ]);
    expect(detectStar(spoken)).toEqual({ situation: true, action: true, result: true });
  });

  it('groups "ehh", "eeeh" as "eh" and "mmm", "mmmm" as "mmm"', () => {
    expect(countFillers('Ehh, mmm, eeeh... mmmm no sé')).toEqual([
      { word: 'eh', count: 2 },
      { word: 'mmm', count: 2 },
    ]);
  });
});

describe('detectStar', () => {
  it('finds situation, action and result', () => {
    expect(detectStar(strongStory)).toEqual({ situation: true, action: true, result: true });
  });

  it('finds what is there and nothing more', () => {
    expect(detectStar(hesitantStory)).toEqual({ situation: true, action: true, result: false });
    expect(detectStar('Soy una persona responsable y me gusta aprender.')).toEqual({
      situation: false,
      action: false,
      result: false,
    });
    expect(detectStar('Logramos bajar los reclamos un 30 %.').result).toBe(true);
    expect(detectStar('Las quejas bajaron a la mitad en tres meses.').result).toBe(true);
    expect(detectStar('Las ventas del equipo subieron y el cliente quedó satisfecho.').result).toBe(
      true,
    );
  });

  it('does not take "qué", "aquí" or "ají" for a verb in the first person', () => {
    expect(detectStar('No sé qué decir, aquí en Lima comemos ají.').action).toBe(false);
    expect(detectStar('Negocié con el proveedor.').action).toBe(true);
  });

  it('reads first-person past verbs without accents as typed', () => {
    expect(detectStar('lidere el equipo y negocie con el proveedor').action).toBe(true);
  });
});

describe('findFigure', () => {
  it('finds digits, percentages, soles and written numbers, as said', () => {
    expect(findFigure('ahorramos S/ 1 500 al mes')).toBe('S/ 1 500');
    expect(findFigure('subió un 20 % en ventas')).toBe('20 %');
    expect(findFigure('lo terminé en tres meses')).toBe('tres meses');
    expect(findFigure('vendimos el doble que el año anterior')).toBe('el doble');
    expect(findFigure('atendía a 40 clientes')).toBe('40');
    expect(findFigure('un ahorro de S/. 500 mensuales')).toBe('S/. 500');
    expect(findFigure('facturamos US$ 2,000 más')).toBe('US$ 2,000');
    expect(findFigure('bajaron 15 por ciento')).toBe('15 por ciento');
  });

  it('does not take a year or "un" for a figure', () => {
    expect(findFigure('En 2019 entré a trabajar a un banco')).toBeNull();
  });
});

describe('buildInterviewReport', () => {
  const answers = [
    answer(
      'opening',
      'Soy analista de datos con experiencia en banca. Me gusta ordenar la información para que el equipo decida mejor, y busco un puesto donde pueda crecer y aportar con reportes claros.',
    ),
    answer('experience', strongStory),
    answer('behavioural', hesitantStory),
    answer('requirement', 'No he usado Python todavía.', 'typed'),
    answer(
      'closing',
      'Quisiera saber cómo se mide el éxito del puesto en los primeros meses y cómo es el equipo con el que trabajaría.',
    ),
  ];
  const report = buildInterviewReport(answers, brief);

  it('measures each answer', () => {
    const [opening, strong, hesitant, short] = report.answers;
    expect(opening?.postingTermsUsed).toEqual(['analista', 'datos']);
    expect(strong?.hasFigure).toBe(true);
    expect(strong?.star).toEqual({ situation: true, action: true, result: true });
    expect(strong?.postingTermsUsed).toEqual(['SQL', 'Power BI']);
    expect(strong?.fillers).toEqual([]);
    expect(hesitant?.hasFigure).toBe(false);
    expect(hesitant?.fillers.length).toBeGreaterThan(0);
    expect(short?.words).toBe(5);
    expect(short?.fillers).toEqual([]);
    expect(short?.postingTermsUsed).toEqual(['Python']);
  });

  it('counts fillers only in spoken answers', () => {
    const typed = buildInterviewReport([answer('behavioural', hesitantStory, 'typed')], brief);
    expect(typed.answers[0]?.fillers).toEqual([]);
  });

  it('scores 0–100, fit null without a posting or a position', () => {
    for (const value of Object.values(report.scores)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
    }
    expect(buildInterviewReport(answers, noTarget).scores.fit).toBeNull();
    const strongOnly = buildInterviewReport([answer('experience', strongStory)], brief).scores;
    const hesitantOnly = buildInterviewReport([answer('experience', hesitantStory)], brief).scores;
    expect(strongOnly.structure).toBe(100);
    expect(hesitantOnly.structure).toBeLessThan(strongOnly.structure ?? 0);
    expect(hesitantOnly.achievements).toBeLessThan(strongOnly.achievements ?? 0);
    expect(hesitantOnly.communication).toBeLessThan(strongOnly.communication ?? 0);
    expect(hesitantOnly.fit).toBeLessThan(strongOnly.fit ?? 0);
  });

  it('gives exactly three concrete things to practise, from what the answers lacked', () => {
    expect(report.practiseNext).toHaveLength(3);
    const all = report.practiseNext.join('\n');
    expect(all).toContain('respondiste con solo 5 palabras');
    expect(all).toContain('no dijiste el resultado');
    expect(new Set(report.practiseNext).size).toBe(3);
  });

  it('completes the three with general advice when little was lacking', () => {
    const good = buildInterviewReport([answer('experience', strongStory)], brief);
    expect(good.practiseNext).toHaveLength(3);
    expect(good.practiseNext.join(' ')).toContain('Python');
  });

  it('with only a position, puts the position’s unused words first when none was used', () => {
    const positionOnly: InterviewBrief = {
      ...noTarget,
      position: 'Analista de Datos',
      postingTerms: ['analista', 'datos'],
    };
    const offTopic =
      'Cuando trabajaba en una tienda el problema era que los pedidos se retrasaban. Organicé un ' +
      'registro diario y hablé con los proveedores. Logramos reducir los retrasos en 30 % en tres meses.';
    const report = buildInterviewReport(
      [answer('experience', offTopic), answer('behavioural', `${offTopic} Fue un buen equipo.`)],
      positionOnly,
    );
    expect(report.scores.fit).toBe(0);
    expect(report.practiseNext[0]).toBe(
      'No mencionaste «analista» y «datos», del puesto al que postulas: di cómo lo que hiciste te prepara para ese puesto.',
    );
  });

  it('says so when the same answer was given to more than one question', () => {
    const report = buildInterviewReport(
      [answer('experience', strongStory), answer('behavioural', `  ${strongStory.toUpperCase()} `)],
      brief,
    );
    expect(report.practiseNext[0]).toContain('Diste la misma respuesta a más de una pregunta');
    const varied = buildInterviewReport(
      [answer('experience', strongStory), answer('behavioural', hesitantStory)],
      brief,
    );
    expect(varied.practiseNext.join(' ')).not.toContain('misma respuesta');
  });

  it('comments on each answer quoting only what the candidate said', () => {
    for (const item of report.answers) {
      expect(item.comment.length).toBeGreaterThan(10);
      for (const [, quoted] of item.comment.matchAll(/«([^»]+)»/g)) {
        const isAdvice = ['organicé', 'implementé'].includes(quoted ?? '');
        if (!isAdvice) expect(containsFolded(item.answer, quoted ?? '')).toBe(true);
      }
    }
    expect(report.answers[1]?.comment).toContain('«S/ 1 500»');
    expect(report.answers[3]?.comment).toContain('muy corta (5 palabras)');
    expect(report.answers[2]?.comment).toContain(
      'Usaste muletillas («eh», «este» y «bueno») 7 veces',
    );
    expect(report.answers[0]?.comment).not.toContain('muletillas');
  });

  it('handles an empty answer and an empty interview', () => {
    const oneWord = buildInterviewReport([answer('opening', 'Hola.')], brief);
    expect(oneWord.answers[0]?.comment).toBe(
      'Tu respuesta fue muy corta (1 palabra): cuenta quién eres hoy, qué lograste antes y por qué te interesa el puesto.',
    );
    const empty = buildInterviewReport([answer('experience', '   ')], brief);
    expect(empty.answers[0]?.words).toBe(0);
    expect(empty.answers[0]?.comment).toContain('No hubo respuesta');
    expect(empty.scores.communication).toBe(0);
    expect(empty.practiseNext).toHaveLength(3);
    const none = buildInterviewReport([], noTarget);
    expect(none.practiseNext).toHaveLength(3);
    expect(none.summary).toContain('No hubo respuestas');
    expect(none.scores).toEqual({ communication: 0, structure: 0, achievements: 0, fit: null });
  });

  it('summarises in two sentences, naming the strongest and weakest score', () => {
    expect(report.summary).toMatch(/^Respondiste las 5 preguntas, con \d+ palabras en promedio\./);
    expect(report.summary).toMatch(/Tu punto más fuerte fue .+ y donde más puedes mejorar es/);
    expect(report.generatedBy).toBe('rules');
  });
});
