import { systemActorLabels } from '@cvlisto/shared';

const dateTimeFormatter = new Intl.DateTimeFormat('es-PE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Lima',
});

const dateFormatter = new Intl.DateTimeFormat('es-PE', {
  dateStyle: 'medium',
  timeZone: 'America/Lima',
});

/** A moment as an operator in Lima reads it: «27 nov 2026, 10:05». */
export function formatAdminDateTime(iso: string): string {
  return dateTimeFormatter.format(new Date(iso));
}

/** A day as an operator in Lima reads it: «27 nov 2026». */
export function formatAdminDate(iso: string): string {
  return dateFormatter.format(new Date(iso));
}

/** Who acted: the operator's e-mail, or the name of the system actor. */
export function formatAuditActor(actorEmail: string): string {
  return systemActorLabels[actorEmail] ?? actorEmail;
}

/** A before or after state on one line; nothing shows as a dash. */
export function formatAuditState(state: unknown): string {
  if (state === null || state === undefined) return '—';
  return JSON.stringify(state);
}
