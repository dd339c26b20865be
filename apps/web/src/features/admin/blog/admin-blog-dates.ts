// Publish dates as the back office shows and picks them: calendar days in Lima (UTC−5 all year,
// Peru keeps no summer time), sent to the API as the start of that day.

const limaDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Lima',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const limaDateFormat = new Intl.DateTimeFormat('es-PE', {
  timeZone: 'America/Lima',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** The instant's day in Lima, as a date input holds it: '2026-11-27'. */
export function limaDayOf(isoDate: string): string {
  return limaDayFormat.format(new Date(isoDate));
}

/** The start of a day in Lima, as the API takes it: '2026-11-27' → '2026-11-27T00:00:00-05:00'. */
export function startOfLimaDay(day: string): string {
  return `${day}T00:00:00-05:00`;
}

/** '27 nov 2026'. */
export function formatLimaDate(isoDate: string): string {
  return limaDateFormat.format(new Date(isoDate));
}

/** Whether a published article's date is still ahead (it shows from that day on). */
export function isScheduled(publishedAt: string | null, now = new Date()): boolean {
  return publishedAt !== null && new Date(publishedAt) > now;
}
