// How blog dates and reading times read on the page (es-PE).

const dateFormat = new Intl.DateTimeFormat('es-PE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Lima',
});

/** '5 de marzo de 2026', as Peruvian readers write it (dates are shown in Lima time). */
export function formatPostDate(isoDate: string): string {
  return dateFormat.format(new Date(isoDate));
}

/** '6 min de lectura'. */
export function formatReadTime(minutes: number): string {
  return `${minutes} min de lectura`;
}
