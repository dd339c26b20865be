// The e-mail that tells an account's owner someone bought credits for them through their
// pay-for-me link (issue 17). The payer is not known to us beyond the payment: it names nobody.
import { formatCredits, paths } from '@cvlisto/shared';
import { escapeHtml } from '../../mail/templates';

export function linkPaymentEmail(input: {
  readonly appName: string;
  readonly appUrl: string;
  /** The owner's first name, or null (the greeting then has none). */
  readonly firstName: string | null;
  readonly credits: number;
}) {
  const greeting = input.firstName ? `Hola, ${input.firstName}:` : 'Hola:';
  const credits = formatCredits(input.credits);
  const toolsUrl = `${input.appUrl}${paths.tools}`;
  const plansUrl = `${input.appUrl}${paths.plans}`;
  const paid = `Alguien pagó ${credits} para tu cuenta de ${input.appName} con tu enlace de pago. Ya están en tu cuenta.`;
  const control =
    'Si no esperabas este pago o ya no quieres que usen tu enlace, puedes cambiarlo o desactivarlo en Planes:';
  const text = [
    greeting,
    '',
    paid,
    '',
    'Úsalos en tus herramientas:',
    toolsUrl,
    '',
    control,
    plansUrl,
    '',
    `El equipo de ${input.appName}`,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(paid)}</p>
<p><a href="${escapeHtml(toolsUrl)}">Usar mis créditos</a></p>
<p>${escapeHtml(control)} <a href="${escapeHtml(plansUrl)}">${escapeHtml(plansUrl)}</a></p>
<p>El equipo de ${escapeHtml(input.appName)}</p>`;
  return { subject: `Te regalaron ${credits} en ${input.appName}`, text, html };
}
