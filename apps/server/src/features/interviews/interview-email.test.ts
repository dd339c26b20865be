import type { InterviewReport } from '@cvlisto/shared';
import { describe, expect, it } from 'vitest';
import { interviewReportEmail } from './interview-email';

const report: InterviewReport = {
  answers: [
    {
      questionId: 'q1',
      kind: 'experience',
      question: '¿Qué logro destacarías en <Financiera & Co>?',
      answer: 'Automaticé 20 reportes, eh, este, y redujimos el cierre a 2 días.',
      source: 'voice',
      words: 13,
      durationSeconds: 20,
      fillers: [
        { word: 'eh', count: 1 },
        { word: 'este', count: 1 },
      ],
      star: { situation: false, action: true, result: true },
      hasFigure: true,
      postingTermsUsed: [],
      comment: 'Bien: diste una cifra concreta («20»).',
    },
  ],
  scores: { communication: 60, structure: 67, achievements: 100, fit: null },
  practiseNext: ['Primero <esto>', 'Segundo', 'Tercero'],
  summary: 'Respondiste la pregunta, con 13 palabras en promedio.',
  generatedBy: 'rules',
};

const input = {
  appName: 'CVListo',
  displayName: 'Rosa',
  position: 'Analista de Datos',
  report,
  url: 'https://cvlisto.pe/entrevista?id=abc&x=1',
};

describe('interviewReportEmail', () => {
  it('names the position in the subject, or says practice without one', () => {
    expect(interviewReportEmail(input).subject).toBe(
      'Tu feedback de la entrevista para Analista de Datos',
    );
    expect(interviewReportEmail({ ...input, position: ' ' }).subject).toBe(
      'Tu feedback de la entrevista de práctica',
    );
  });

  it('gives the scores with their meanings, the three items, the answers and the link in text', () => {
    const { text } = interviewReportEmail(input);
    expect(text).toContain('Hola, Rosa:');
    expect(text).toContain(
      '- Comunicación: 60 de 100. Respuestas claras y de buena extensión, con pocas muletillas.',
    );
    expect(text).toContain('- Alineación con el puesto: sin puesto que comparar.');
    expect(text).toContain('1. Primero <esto>\n2. Segundo\n3. Tercero');
    expect(text).toContain(
      '13 palabras · Situación: no · Acción: sí · Resultado: sí · Cifra: sí · 2 muletillas',
    );
    expect(text).toContain('Bien: diste una cifra concreta («20»).');
    expect(text).toContain('https://cvlisto.pe/entrevista?id=abc&x=1');
  });

  it('escapes everything it puts in HTML', () => {
    const { html } = interviewReportEmail(input);
    expect(html).toContain('&#60;Financiera &#38; Co&#62;');
    expect(html).toContain('<li>Primero &#60;esto&#62;</li>');
    expect(html).toContain('href="https://cvlisto.pe/entrevista?id=abc&#38;x=1"');
    expect(html).not.toContain('<esto>');
    expect(html).toContain('<strong>100 de 100</strong>');
  });
});
