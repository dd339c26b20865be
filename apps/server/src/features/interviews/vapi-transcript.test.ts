import { describe, expect, it } from 'vitest';
import { answersFromVapiMessages } from './vapi-transcript';

// Shaped like the messages of a Vapi end-of-call report (times in epoch milliseconds).
const start = 1_764_230_400_000;
const callMessages = [
  { role: 'system', message: 'Eres un entrevistador…', time: start, secondsFromStart: 0 },
  {
    role: 'bot',
    message: 'Hola, Rosa. Cuéntame sobre ti.',
    time: start + 1_000,
    endTime: start + 4_000,
    secondsFromStart: 1,
    duration: 3_000,
  },
  {
    role: 'user',
    message: 'Soy analista de datos.',
    time: start + 5_000,
    endTime: start + 8_500,
    secondsFromStart: 5,
    duration: 3_500,
  },
  {
    role: 'user',
    message: 'Trabajo en una financiera hace tres años.',
    time: start + 9_000,
    endTime: start + 13_000,
    secondsFromStart: 9,
    duration: 4_000,
  },
  {
    role: 'bot',
    message: 'Muy bien.',
    time: start + 14_000,
    endTime: start + 15_000,
    secondsFromStart: 14,
  },
  {
    role: 'assistant',
    content: '¿Qué problema difícil resolviste allí?',
    time: start + 15_000,
    endTime: start + 17_000,
    secondsFromStart: 15,
  },
  { role: 'tool_call_result', message: 'ignorado', secondsFromStart: 17 },
  {
    role: 'user',
    message: 'Automaticé los reportes y redujimos el cierre a 2 días.',
    time: start + 18_000,
    endTime: start + 26_000,
    secondsFromStart: 18,
  },
  {
    role: 'bot',
    message: 'Para terminar, ¿alguna pregunta sobre el puesto?',
    secondsFromStart: 27,
  },
  { role: 'user', message: '¿Cómo es el equipo?', secondsFromStart: 30, duration: 2_000 },
  { role: 'bot', message: 'Gracias por tu tiempo, ¡hasta luego!', secondsFromStart: 34 },
];

describe('answersFromVapiMessages', () => {
  it('pairs each user turn (consecutive ones joined) with what the assistant said before it', () => {
    expect(answersFromVapiMessages(callMessages)).toEqual([
      {
        questionId: 'q1',
        kind: 'opening',
        question: 'Hola, Rosa. Cuéntame sobre ti.',
        answer: 'Soy analista de datos. Trabajo en una financiera hace tres años.',
        source: 'voice',
        durationSeconds: 8,
      },
      {
        questionId: 'q2',
        kind: 'follow_up',
        question: 'Muy bien. ¿Qué problema difícil resolviste allí?',
        answer: 'Automaticé los reportes y redujimos el cierre a 2 días.',
        source: 'voice',
        durationSeconds: 8,
      },
      {
        questionId: 'q3',
        kind: 'closing',
        question: 'Para terminar, ¿alguna pregunta sobre el puesto?',
        answer: '¿Cómo es el equipo?',
        source: 'voice',
        durationSeconds: 2,
      },
    ]);
  });

  it('reads the messages inside a report object (artifact.messages or messages)', () => {
    expect(answersFromVapiMessages({ artifact: { messages: callMessages } })).toHaveLength(3);
    expect(answersFromVapiMessages({ messages: callMessages })).toHaveLength(3);
  });

  it('reads `duration` in seconds when milliseconds would not fit before the next message', () => {
    const answers = answersFromVapiMessages([
      { role: 'bot', message: '¿Por qué este puesto?', secondsFromStart: 0 },
      { role: 'user', message: 'Porque me gusta.', secondsFromStart: 3, duration: 6.5 },
      { role: 'bot', message: 'Gracias.', secondsFromStart: 10 },
    ]);
    expect(answers[0]?.durationSeconds).toBe(7);
  });

  it('leaves the duration null when no turn carries one, and the question empty if the user spoke first', () => {
    expect(answersFromVapiMessages([{ role: 'user', message: 'Soy Rosa' }])).toEqual([
      {
        questionId: 'q1',
        kind: 'opening',
        question: '',
        answer: 'Soy Rosa',
        source: 'voice',
        durationSeconds: null,
      },
    ]);
  });

  it('tolerates anything that is not a transcript', () => {
    expect(answersFromVapiMessages(null)).toEqual([]);
    expect(answersFromVapiMessages('texto')).toEqual([]);
    expect(
      answersFromVapiMessages([null, 3, { role: 'user' }, { role: 'user', message: '  ' }]),
    ).toEqual([]);
    expect(answersFromVapiMessages([{ role: 'bot', message: 'Hola, ¿me escuchas?' }])).toEqual([]);
  });

  it('leaves out greetings and "I am ready" turns; the first real answer is the opening', () => {
    const answers = answersFromVapiMessages([
      { role: 'bot', message: 'Hola, Rosa, ¿estás lista para empezar?' },
      { role: 'user', message: 'Sí, lista.' },
      { role: 'bot', message: 'Cuéntame sobre ti.' },
      { role: 'user', message: 'Soy analista de datos.' },
      { role: 'bot', message: '¿Has usado Python?' },
      { role: 'user', message: 'No.' },
    ]);
    expect(answers.map((answer) => [answer.questionId, answer.kind, answer.answer])).toEqual([
      ['q1', 'opening', 'Soy analista de datos.'],
      ['q2', 'follow_up', 'No.'],
    ]);
  });

  it('marks a STAR question as behavioural', () => {
    const [, second] = answersFromVapiMessages([
      { role: 'bot', message: 'Cuéntame sobre ti.' },
      { role: 'user', message: 'Soy vendedor.' },
      { role: 'bot', message: 'Cuéntame sobre una vez en que resolviste un conflicto.' },
      { role: 'user', message: 'Hablé con mi jefe.' },
    ]);
    expect(second?.kind).toBe('behavioural');
  });
});
