// The feedback e-mail sent once an interview's report is ready (issue 15): the same report as the
// app shows, in plain text first and the same in simple HTML (mail/templates.ts), with a link back.
import {
  interviewScoreKeys,
  interviewScoreLabels,
  type InterviewAnswerFeedback,
  type InterviewReport,
} from '@cvlisto/shared';
import { escapeHtml, greetingLine } from '../../mail/templates';
import { shortenText } from './interview-text';

export type InterviewReportEmailInput = {
  readonly appName: string;
  readonly displayName: string;
  readonly position: string;
  readonly report: InterviewReport;
  /** The report in the app, /entrevista?id=… */
  readonly url: string;
};

function scoreLines(report: InterviewReport): { label: string; value: string; meaning: string }[] {
  return interviewScoreKeys.map((key) => {
    const score = report.scores[key];
    return {
      label: interviewScoreLabels[key].name,
      value: score === null ? 'sin puesto que comparar' : `${score} de 100`,
      meaning: interviewScoreLabels[key].meaning,
    };
  });
}

const yesNo = (value: boolean) => (value ? 'sí' : 'no');

/** "85 palabras · Situación: sí · Acción: sí · Resultado: no · Cifra: no · 3 muletillas". */
function answerFacts(answer: InterviewAnswerFeedback): string {
  const fillers = answer.fillers.reduce((sum, filler) => sum + filler.count, 0);
  return [
    `${answer.words} ${answer.words === 1 ? 'palabra' : 'palabras'}`,
    `Situación: ${yesNo(answer.star.situation)}`,
    `Acción: ${yesNo(answer.star.action)}`,
    `Resultado: ${yesNo(answer.star.result)}`,
    `Cifra: ${yesNo(answer.hasFigure)}`,
    ...(answer.source === 'voice' && fillers > 0
      ? [`${fillers} ${fillers === 1 ? 'muletilla' : 'muletillas'}`]
      : []),
  ].join(' · ');
}

/**
 * The e-mail with an interview's feedback.
 *
 * @example interviewReportEmail({ appName: 'CVListo', displayName: 'Rosa', position: 'Analista', report, url }).subject
 *   // 'Tu feedback de la entrevista para Analista'
 */
export function interviewReportEmail(input: InterviewReportEmailInput): {
  subject: string;
  text: string;
  html: string;
} {
  const { appName, report, url } = input;
  const position = input.position.trim();
  const greeting = greetingLine(input.displayName);
  const intro = position
    ? `Este es el feedback de tu entrevista de práctica para ${position} en ${appName}.`
    : `Este es el feedback de tu entrevista de práctica en ${appName}.`;
  const scores = scoreLines(report);
  const answers = report.answers.map((answer, index) => ({
    title: `${index + 1}. ${shortenText(answer.question, 160) || 'Pregunta'}`,
    facts: answerFacts(answer),
    comment: answer.comment,
  }));

  const text = [
    greeting,
    '',
    intro,
    '',
    report.summary,
    '',
    'Tus puntajes:',
    ...scores.map((score) => `- ${score.label}: ${score.value}. ${score.meaning}`),
    '',
    'Qué practicar para tu próxima entrevista:',
    ...report.practiseNext.map((item, index) => `${index + 1}. ${item}`),
    '',
    'Respuesta por respuesta:',
    ...answers.flatMap((answer) => [answer.title, `   ${answer.facts}`, `   ${answer.comment}`]),
    '',
    `Mira el feedback completo, con tus respuestas, en ${appName}:`,
    url,
    '',
    `El equipo de ${appName}`,
  ].join('\n');

  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(report.summary)}</p>
<h2>Tus puntajes</h2>
<table cellpadding="4">
${scores
  .map(
    (score) =>
      `<tr><th align="left" valign="top">${escapeHtml(score.label)}</th><td valign="top"><strong>${escapeHtml(score.value)}</strong></td><td>${escapeHtml(score.meaning)}</td></tr>`,
  )
  .join('\n')}
</table>
<h2>Qué practicar para tu próxima entrevista</h2>
<ol>
${report.practiseNext.map((item) => `<li>${escapeHtml(item)}</li>`).join('\n')}
</ol>
<h2>Respuesta por respuesta</h2>
${answers
  .map(
    (answer) =>
      `<p><strong>${escapeHtml(answer.title)}</strong><br>${escapeHtml(answer.facts)}<br>${escapeHtml(answer.comment)}</p>`,
  )
  .join('\n')}
<p><a href="${escapeHtml(url)}">Ver el feedback completo en ${escapeHtml(appName)}</a></p>
<p>El equipo de ${escapeHtml(appName)}</p>`;

  const subject = position
    ? `Tu feedback de la entrevista para ${shortenText(position, 80)}`
    : 'Tu feedback de la entrevista de práctica';
  return { subject, text, html };
}
