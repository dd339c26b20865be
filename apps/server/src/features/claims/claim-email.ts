import {
  claimAnswerDays,
  claimDocumentTypeLabels,
  claimTypeLabels,
  exampleProviderLabel,
  type ClaimRecordInput,
  type ClaimType,
} from '@cvlisto/shared';
import type { ProviderIdentity } from '../../env';
import { escapeHtml } from '../../mail/templates';

export type FiledClaim = ClaimRecordInput & {
  readonly number: string;
  readonly filedAt: Date;
  readonly provider: ProviderIdentity;
};

/**
 * "tu reclamo" / "tu queja", "Nuevo reclamo" / "Nueva queja": the article agrees with the kind
 * (issue 17: the subjects said "Nuevo queja" and "tu reclamo" for a queja).
 */
const claimNouns: Record<ClaimType, { readonly noun: string; readonly newOne: string }> = {
  reclamo: { noun: 'reclamo', newOne: 'Nuevo reclamo' },
  queja: { noun: 'queja', newOne: 'Nueva queja' },
};

const money = new Intl.NumberFormat('es-PE', { style: 'currency', currency: 'PEN' });
const dateTime = new Intl.DateTimeFormat('es-PE', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/Lima',
});

/** Every field of the claim sheet, labelled, in the order of the form. */
function claimLines(claim: FiledClaim): [string, string][] {
  // A server without the real PROVIDER_* (never production) says its provider is an example.
  const provider = (value: string) =>
    claim.provider.isExample ? `${value} ${exampleProviderLabel}` : value;
  const lines: [string, string][] = [
    ['Número de reclamo', claim.number],
    ['Fecha', dateTime.format(claim.filedAt)],
    ['Proveedor', provider(claim.provider.name)],
    ['RUC', provider(claim.provider.ruc)],
    ['Dirección del proveedor', provider(claim.provider.address)],
    ['Tipo de documento', claimDocumentTypeLabels[claim.document_type]],
    ['Número de documento', claim.document_number],
    ['Nombres', claim.first_name],
    ['Apellidos', claim.last_name],
    ['Teléfono', claim.phone],
    ['Correo electrónico', claim.email],
    ['Menor de edad', claim.is_minor ? 'Sí' : 'No'],
  ];
  if (claim.is_minor) {
    lines.push(['Padre, madre o apoderado', claim.guardian_name ?? '']);
    lines.push(['Documento del apoderado', claim.guardian_document_number ?? '']);
  }
  lines.push(
    ['Departamento', claim.department],
    ['Provincia', claim.province],
    ['Distrito', claim.district],
    ['Dirección', claim.address],
    ['Área', claim.claim_department],
    ['Tipo', claimTypeLabels[claim.claim_type]],
    ['Servicio contratado', claim.service],
    [
      'Monto reclamado',
      claim.amount_claimed === null ? 'No indicado' : money.format(claim.amount_claimed),
    ],
    ['Detalle', claim.details],
    ['Pedido del consumidor', claim.request],
  );
  return lines;
}

/** The consumer's complete copy of the claim sheet, sent as soon as it is filed. */
export function claimCopyEmail(appName: string, claim: FiledClaim) {
  const lines = claimLines(claim);
  const intro = `Registramos tu ${claimNouns[claim.claim_type].noun} en el Libro de Reclamaciones de ${appName} con el número ${claim.number}. Te responderemos en un plazo máximo de ${claimAnswerDays} días calendario.`;
  const text = [
    `Hola, ${claim.first_name}:`,
    '',
    intro,
    '',
    'Esta es la copia de tu hoja de reclamación:',
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    `El equipo de ${appName}`,
  ].join('\n');
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('\n');
  const html = `<p>Hola, ${escapeHtml(claim.first_name)}:</p>
<p>${escapeHtml(intro)}</p>
<p>Esta es la copia de tu hoja de reclamación:</p>
<table cellpadding="4">
${rows}
</table>
<p>El equipo de ${escapeHtml(appName)}</p>`;
  return {
    subject: `Libro de Reclamaciones: tu ${claimNouns[claim.claim_type].noun} N.° ${claim.number}`,
    text,
    html,
  };
}

/** The operator's notice of a new claim: the same sheet, to answer within the legal term. */
export function claimOperatorEmail(appName: string, claim: FiledClaim) {
  const text = [
    `Nuevo registro en el Libro de Reclamaciones de ${appName} (responder en ${claimAnswerDays} días calendario).`,
    '',
    ...claimLines(claim).map(([label, value]) => `${label}: ${value}`),
  ].join('\n');
  return {
    subject: `${claimNouns[claim.claim_type].newOne} N.° ${claim.number}`,
    text,
    html: `<pre>${escapeHtml(text)}</pre>`,
  };
}
