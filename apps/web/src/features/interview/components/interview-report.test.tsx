import type { InterviewAnswerFeedback, InterviewReport as Report } from '@cvlisto/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { InterviewReport } from './interview-report';

const textOf = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const spokenAnswer: InterviewAnswerFeedback = {
  questionId: 'q1',
  kind: 'behavioural',
  question: 'Cuéntame de un plazo ajustado.',
  answer: 'Este, bueno, en el almacén atrasado ordené los pedidos y despachamos 120 en un día.',
  source: 'voice',
  words: 15,
  durationSeconds: 75,
  fillers: [
    { word: 'este', count: 2 },
    { word: 'bueno', count: 1 },
  ],
  star: { situation: true, action: true, result: false },
  hasFigure: true,
  postingTermsUsed: ['almacén', 'despacho'],
  comment: 'Diste una cifra; cuenta también el resultado.',
};

const typedAnswer: InterviewAnswerFeedback = {
  ...spokenAnswer,
  questionId: 'q2',
  question: 'Para terminar, ¿qué quieres preguntarme?',
  answer: 'Ninguna.',
  source: 'typed',
  words: 1,
  durationSeconds: null,
  fillers: [],
  star: { situation: false, action: false, result: false },
  hasFigure: false,
  postingTermsUsed: [],
  comment: 'Prepara una pregunta sobre el puesto.',
};

const report: Report = {
  answers: [spokenAnswer, typedAnswer],
  scores: { communication: 72, structure: 50, achievements: 64, fit: null },
  practiseNext: ['Cierra con el resultado.', 'Evita «este».', 'Prepara una pregunta.'],
  summary: 'Respondiste con ejemplos concretos.',
  generatedBy: 'rules',
};

describe('InterviewReport', () => {
  const text = textOf(renderToStaticMarkup(<InterviewReport report={report} />));

  test('shows each score with what it means; a score without a posting says why it is missing', () => {
    expect(text).toContain('Comunicación 72/100 Respuestas claras y de buena extensión');
    expect(text).toContain('Estructura 50/100 Cuentas la situación, lo que hiciste y el resultado');
    expect(text).toContain('Evidencia de logros 64/100 Respaldas lo que dices con cifras');
    expect(text).toContain(
      'Alineación con el puesto — Sin dato: no indicaste un puesto ni una oferta',
    );
  });

  test('lists the three things to practise and the e-mail note', () => {
    expect(text).toContain(
      'Practica esto para la próxima Cierra con el resultado. Evita «este». Prepara una pregunta.',
    );
    expect(text).toContain('También te enviamos este informe a tu correo.');
  });

  test('per answer: transcript, length and time, fillers, STAR, figures, posting terms, comment', () => {
    expect(text).toContain('1. Cuéntame de un plazo ajustado.');
    expect(text).toContain('despachamos 120 en un día');
    expect(text).toContain('Extensión 15 palabras · 01:15 · hablada');
    expect(text).toContain('Muletillas «este» ×2, «bueno» ×1');
    expect(text).toContain('Situación : sí');
    expect(text).toContain('Resultado : no');
    expect(text).toContain('Cifras Sí, diste un dato concreto');
    expect(text).toContain('Términos del puesto almacén, despacho');
    expect(text).toContain('Diste una cifra; cuenta también el resultado.');
  });

  test('a typed answer is not judged on fillers; one without figures or terms says so', () => {
    expect(text).toContain('Extensión 1 palabra · escrita');
    expect(text).toContain('Muletillas No se cuentan en respuestas escritas');
    expect(text).toContain('Cifras Sin cifras Términos del puesto Ninguno');
  });
});
