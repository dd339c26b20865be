// Spanish transactional e-mails. Plain text first (what many clients show), the same in simple HTML.

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The first line of every e-mail to a user: their name as it is now (greetingName: the profile's,
 * else the sign-up's), or a plain "Hola:" when there is none, never the e-mail's local part
 * (issue 17: "Hola, carmen.qa").
 */
export const greetingLine = (name: string) => (name.trim() ? `Hola, ${name.trim()}:` : 'Hola:');

export function passwordResetEmail(input: { appName: string; name: string; url: string }) {
  const greeting = greetingLine(input.name);
  const text = [
    greeting,
    '',
    `Recibimos una solicitud para restablecer la contraseña de tu cuenta de ${input.appName}.`,
    'Para elegir una nueva contraseña, abre este enlace (vence en 1 hora):',
    '',
    input.url,
    '',
    'Si no lo pediste tú, ignora este mensaje: tu contraseña no cambiará.',
    '',
    `El equipo de ${input.appName}`,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Recibimos una solicitud para restablecer la contraseña de tu cuenta de ${escapeHtml(input.appName)}.</p>
<p><a href="${escapeHtml(input.url)}">Elegir una nueva contraseña</a> (el enlace vence en 1 hora).</p>
<p>Si no lo pediste tú, ignora este mensaje: tu contraseña no cambiará.</p>
<p>El equipo de ${escapeHtml(input.appName)}</p>`;
  return { subject: `Restablece tu contraseña de ${input.appName}`, text, html };
}

/** Text typed in a form as HTML paragraphs: blank lines split paragraphs, single breaks stay. */
export const textToHtmlParagraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
