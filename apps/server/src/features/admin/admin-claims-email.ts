// The e-mails a claim's consumer receives from the back office (issue 16): the provider's answer,
// and the prior notice of an extension the law requires.
import { claimTypeLabels, type ClaimType } from '@cvlisto/shared';
import { escapeHtml, textToHtmlParagraphs } from '../../mail/templates';

export type ClaimAddressee = {
  readonly number: string;
  readonly claimType: ClaimType;
  readonly firstName: string;
  readonly filedAt: Date;
};

const longDate = new Intl.DateTimeFormat('es-PE', { dateStyle: 'long', timeZone: 'America/Lima' });

/** A Lima calendar date (`YYYY-MM-DD`) spelt out: "16 de marzo de 2026". */
export function formatLimaDate(date: string): string {
  return longDate.format(new Date(`${date}T12:00:00-05:00`));
}

function claimName(claim: ClaimAddressee): string {
  return claimTypeLabels[claim.claimType].toLowerCase();
}

/** The provider's answer to the claim, as the operator wrote it. */
export function claimAnswerEmail(appName: string, claim: ClaimAddressee, answer: string) {
  const intro = `Respondemos tu ${claimName(claim)} N.° ${claim.number}, registrado en nuestro Libro de Reclamaciones el ${longDate.format(claim.filedAt)}.`;
  const text = [
    `Hola, ${claim.firstName}:`,
    '',
    intro,
    '',
    answer,
    '',
    `El equipo de ${appName}`,
  ].join('\n');
  const html = `<p>Hola, ${escapeHtml(claim.firstName)}:</p>
<p>${escapeHtml(intro)}</p>
${textToHtmlParagraphs(answer)}
<p>El equipo de ${escapeHtml(appName)}</p>`;
  return { subject: `Respuesta a tu ${claimName(claim)} N.° ${claim.number}`, text, html };
}

/** The prior notice of an extension: how many days, why, and the new date. */
export function claimExtensionEmail(
  appName: string,
  claim: ClaimAddressee,
  extension: { readonly days: number; readonly reason: string; readonly newDueDate: string },
) {
  const intro = `Te informamos que el plazo para responder tu ${claimName(claim)} N.° ${claim.number} se amplía ${extension.days === 1 ? '1 día calendario' : `${extension.days} días calendario`}. Te responderemos a más tardar el ${formatLimaDate(extension.newDueDate)}.`;
  const text = [
    `Hola, ${claim.firstName}:`,
    '',
    intro,
    '',
    'Motivo de la ampliación:',
    extension.reason,
    '',
    `El equipo de ${appName}`,
  ].join('\n');
  const html = `<p>Hola, ${escapeHtml(claim.firstName)}:</p>
<p>${escapeHtml(intro)}</p>
<p><strong>Motivo de la ampliación:</strong></p>
${textToHtmlParagraphs(extension.reason)}
<p>El equipo de ${escapeHtml(appName)}</p>`;
  return {
    subject: `Ampliación del plazo de tu ${claimName(claim)} N.° ${claim.number}`,
    text,
    html,
  };
}
