// How the account's dates read in Spanish (es-PE).

const dateFormatter = new Intl.DateTimeFormat('es-PE', { dateStyle: 'long' });

/** @example formatDate('2026-03-12T15:00:00Z') // "12 de marzo de 2026" */
export function formatDate(isoDate: string): string {
  return dateFormatter.format(new Date(isoDate));
}
