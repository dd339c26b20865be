import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  fakeReply,
  startFakeOpenAiServer,
  systemMessageOf,
  userMessageOf,
  type FakeOpenAiServer,
} from '../../../test/fake-openai-server';
import type { AiProviderSettings } from '../../env';
import type { InterviewBrief } from './interview-brief';
import { buildInterviewReport, type AnswerForFeedback } from './interview-feedback';
import { createLlmInterviewer, isGroundedIn } from './llm-interviewer';

const brief: InterviewBrief = {
  candidateName: 'Rosa',
  position: 'Analista de Datos',
  facts: [],
  requirements: ['SQL', 'Power BI'],
  postingTerms: ['SQL', 'Power BI', 'analista', 'datos'],
  experiences: [{ title: 'Analista de Datos', organisation: 'Financiera Pachacútec' }],
  requirementsNotInCv: [],
};

const storyAnswer =
  'Cuando trabajaba en la financiera el cierre mensual tomaba cinco días. Yo automaticé los ' +
  'reportes con SQL y organicé un tablero en Power BI. Redujimos el cierre a 2 días y el ' +
  'equipo dejó de quedarse hasta tarde cada fin de mes, lo que nos dio más tiempo para analizar.';

const answers: AnswerForFeedback[] = [
  {
    questionId: 'q1',
    kind: 'opening',
    question: 'Cuéntame sobre ti.',
    answer:
      'Soy analista de datos con cuatro años en banca. Me gusta ordenar la información y explicar los números a quienes deciden, y busco un equipo donde aprender más.',
    source: 'typed',
    durationSeconds: null,
  },
  {
    questionId: 'q2',
    kind: 'experience',
    question: '¿Qué logro destacarías en Financiera Pachacútec?',
    answer: storyAnswer,
    source: 'voice',
    durationSeconds: 70,
  },
  {
    questionId: 'q3',
    kind: 'closing',
    question: 'Para terminar, ¿qué te gustaría preguntarme?',
    answer: '¿Cómo se mide el éxito en el puesto?',
    source: 'typed',
    durationSeconds: null,
  },
];
const rulesReport = buildInterviewReport(answers, brief);

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

function settings(overrides: Partial<AiProviderSettings> = {}): AiProviderSettings {
  return {
    baseUrl: fake.baseUrl,
    apiKey: 'sk-clave-de-prueba',
    model: 'modelo-de-prueba',
    timeoutMs: 5_000,
    maxRetries: 0,
    concurrency: 2,
    structuredOutputs: true,
    ...overrides,
  };
}

function capturingLogger() {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      raw.push(chunk.toString());
      callback();
    },
  });
  return { logger: pino({ level: 'debug' }, stream), raw };
}

describe('followUp', () => {
  test('asks the model with the answer inside a data block and returns its question', async () => {
    fake.respondWith(() =>
      fakeReply.json({
        followUp: '¿Qué hiciste tú, en concreto, para reducir el cierre a 2 días?',
      }),
    );
    const interviewer = createLlmInterviewer(settings());
    const question = await interviewer.followUp(brief, '¿Qué logro destacarías?', storyAnswer);
    expect(question).toBe('¿Qué hiciste tú, en concreto, para reducir el cierre a 2 días?');
    const [request] = fake.requests;
    expect(request?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'interview_follow_up' },
    });
    expect(systemMessageOf(request!)).toContain('No afirmes nada que el candidato no haya dicho');
    expect(userMessageOf(request!)).toContain('<entrevista>');
    expect(userMessageOf(request!)).toContain('Redujimos el cierre a 2 días');
  });

  test('returns null when the model sees nothing to ask', async () => {
    fake.respondWith(() => fakeReply.json({ followUp: null }));
    expect(await createLlmInterviewer(settings()).followUp(brief, 'P', storyAnswer)).toBeNull();
  });

  test('refuses a follow-up naming a number or quoting words the answer does not have', async () => {
    const interviewer = createLlmInterviewer(settings());
    fake.respondWith(() => fakeReply.json({ followUp: '¿Cómo lograste ahorrar el 30 %?' }));
    expect(await interviewer.followUp(brief, 'P', storyAnswer)).toBeNull();
    fake.respondWith(() =>
      fakeReply.json({ followUp: 'Dijiste «lideré a 4 personas», ¿cómo fue?' }),
    );
    expect(await interviewer.followUp(brief, 'P', storyAnswer)).toBeNull();
    fake.respondWith(() => fakeReply.json({ followUp: 'Muy bien.' }));
    expect(await interviewer.followUp(brief, 'P', storyAnswer)).toBeNull();
  });

  test('gives null on an HTTP error, a malformed body, a timeout, and logs the failure kind only', async () => {
    const { logger, raw } = capturingLogger();
    const interviewer = createLlmInterviewer(settings({ timeoutMs: 200 }), { logger });
    fake.respondWith(() => fakeReply.error(500));
    expect(await interviewer.followUp(brief, 'P', storyAnswer)).toBeNull();
    fake.respondWith(() => fakeReply.malformedBody());
    expect(await interviewer.followUp(brief, 'P', storyAnswer)).toBeNull();
    fake.respondWith(() => fakeReply.json({ followUp: '¿Y luego?' }, 1_000));
    expect(await interviewer.followUp(brief, 'P', storyAnswer)).toBeNull();
    const log = raw.join('');
    expect(log).toContain('"failure":"http"');
    expect(log).toContain('"failure":"timeout"');
    expect(log).not.toContain('Redujimos');
    expect(log).not.toContain('sk-clave-de-prueba');
  });

  test('does not call the model for an empty answer', async () => {
    expect(await createLlmInterviewer(settings()).followUp(brief, 'P', '  ')).toBeNull();
    expect(fake.requests).toHaveLength(0);
  });

  test('reads a plain-text answer from servers without structured outputs', async () => {
    fake.respondWith(() =>
      fakeReply.text('```json\n{"followUp": "¿Cuál fue tu parte en el tablero?"}\n```'),
    );
    const interviewer = createLlmInterviewer(settings({ structuredOutputs: false }));
    expect(await interviewer.followUp(brief, 'P', storyAnswer)).toBe(
      '¿Cuál fue tu parte en el tablero?',
    );
    expect(fake.requests[0]?.body.response_format).toBeUndefined();
  });
});

describe('enrichReport', () => {
  const goodComment =
    'Bien: contaste el contexto y el resultado («Redujimos el cierre a 2 días»). Para la próxima, explica por qué elegiste Power BI.';

  test('takes the model’s comments, practice items and summary when they hold to the answers', async () => {
    fake.respondWith(() =>
      fakeReply.json({
        comments: [
          { questionId: 'q2', comment: goodComment },
          {
            questionId: 'q1',
            comment:
              'Buena presentación: «explicar los números a quienes deciden» muestra tu valor.',
          },
        ],
        practiseNext: [
          'En «¿Qué logro destacarías en Financiera Pachacútec?», abre con la situación en una frase.',
          'Prepara una pregunta de cierre sobre el equipo.',
          'Practica tu presentación en menos de dos minutos.',
        ],
        summary: 'Una entrevista sólida, con un logro concreto bien contado.',
      }),
    );
    const enriched = await createLlmInterviewer(settings()).enrichReport(
      rulesReport,
      answers,
      brief,
    );
    expect(enriched.generatedBy).toBe('llm');
    expect(enriched.answers[1]?.comment).toBe(goodComment);
    expect(enriched.answers[0]?.comment).toContain('explicar los números');
    expect(enriched.answers[2]?.comment).toBe(rulesReport.answers[2]?.comment);
    expect(enriched.practiseNext).toHaveLength(3);
    expect(enriched.practiseNext[0]).toContain('abre con la situación');
    expect(enriched.summary).toBe('Una entrevista sólida, con un logro concreto bien contado.');
    expect(enriched.scores).toEqual(rulesReport.scores);
    const prompt = userMessageOf(fake.requests[0]!);
    expect(prompt).toContain('"questionId": "q2"');
    expect(prompt).toContain('"situacion": true');
  });

  test('replaces a comment quoting words not said, or naming numbers not given, by the rules’ one', async () => {
    fake.respondWith(() =>
      fakeReply.json({
        comments: [
          { questionId: 'q1', comment: 'Dijiste «lideré un equipo de analistas», muy bien.' },
          { questionId: 'q2', comment: 'Excelente que ahorraras S/ 20 000 al año.' },
          { questionId: 'q3', comment: 'Buena pregunta de cierre.' },
        ],
        practiseNext: ['Cuenta cómo subiste las ventas un 40 %.', 'Uno', 'Dos'],
        summary: 'Dijiste "manejo un equipo de 10 personas".',
      }),
    );
    const enriched = await createLlmInterviewer(settings()).enrichReport(
      rulesReport,
      answers,
      brief,
    );
    expect(enriched.answers[0]?.comment).toBe(rulesReport.answers[0]?.comment);
    expect(enriched.answers[1]?.comment).toBe(rulesReport.answers[1]?.comment);
    expect(enriched.answers[2]?.comment).toBe('Buena pregunta de cierre.');
    expect(enriched.practiseNext[0]).toBe(rulesReport.practiseNext[0]);
    expect(enriched.practiseNext[1]).toBe('Uno');
    expect(enriched.summary).toBe(rulesReport.summary);
    expect(enriched.generatedBy).toBe('llm');
  });

  test('keeps the rules’ report on any failure, or when nothing passes the guard', async () => {
    const interviewer = createLlmInterviewer(settings());
    fake.respondWith(() => fakeReply.error(503));
    expect(await interviewer.enrichReport(rulesReport, answers, brief)).toBe(rulesReport);
    fake.respondWith(() => fakeReply.json({ comments: 'no es una lista' }));
    expect(await interviewer.enrichReport(rulesReport, answers, brief)).toBe(rulesReport);
    fake.respondWith(() => fakeReply.refusal());
    expect(await interviewer.enrichReport(rulesReport, answers, brief)).toBe(rulesReport);
    fake.respondWith(() =>
      fakeReply.json({
        comments: [{ questionId: 'q2', comment: 'Ahorraste «S/ 5 000»' }],
        practiseNext: [],
        summary: null,
      }),
    );
    expect(await interviewer.enrichReport(rulesReport, answers, brief)).toBe(rulesReport);
  });
});

describe('isGroundedIn', () => {
  test('holds quotations (accents, case, elisions ignored) and numbers to the sources', () => {
    const sources = ['Implementé el sistema en tres meses y ahorramos S/ 1 500.'];
    expect(isGroundedIn('Citaste «implemente el sistema… ahorramos».', sources)).toBe(true);
    expect(isGroundedIn('Lo hiciste en tres meses y ahorraste 1500 soles.', sources)).toBe(true);
    expect(isGroundedIn('Lo hiciste en dos meses.', sources)).toBe(false);
    expect(isGroundedIn('Dijiste “lo lideré yo”.', sources)).toBe(false);
    expect(isGroundedIn('Subió un 15 %.', sources)).toBe(false);
  });
});
