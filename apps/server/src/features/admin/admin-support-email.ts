// An operator's reply to a support report or a feedback entry (issue 16), with what it answers
// quoted below, so the user knows which message it is about.
import type { AdminSupportItem } from '@cvlisto/shared';
import { escapeHtml, greetingLine, textToHtmlParagraphs } from '../../mail/templates';

const longDate = new Intl.DateTimeFormat('es-PE', { dateStyle: 'long', timeZone: 'America/Lima' });

export function supportReplyEmail(
  appName: string,
  item: Pick<AdminSupportItem, 'kind' | 'createdAt' | 'userName' | 'text'>,
  message: string,
) {
  const greeting = greetingLine(item.userName ?? '');
  const what = item.kind === 'support' ? 'tu reporte de soporte' : 'tu opinión';
  const quoted = `Sobre ${what} del ${longDate.format(new Date(item.createdAt))}:`;
  const text = [
    greeting,
    '',
    message,
    '',
    `El equipo de ${appName}`,
    '',
    '---',
    quoted,
    ...item.text.split('\n').map((line) => `> ${line}`),
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
${textToHtmlParagraphs(message)}
<p>El equipo de ${escapeHtml(appName)}</p>
<hr>
<p>${escapeHtml(quoted)}</p>
<blockquote>${escapeHtml(item.text).replace(/\n/g, '<br>')}</blockquote>`;
  const subject =
    item.kind === 'support'
      ? `Respuesta a tu reporte de soporte en ${appName}`
      : `Respuesta a tu opinión sobre ${appName}`;
  return { subject, text, html };
}
