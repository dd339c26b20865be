// How the editor shows versions and files: dates and times in es-PE, file addresses of the API.

const dateTimeFormatter = new Intl.DateTimeFormat('es-PE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * When a version was saved, as people in Peru write it.
 *
 * @example formatVersionDate('2026-03-05T15:04:00Z') // "5 mar 2026, 10:04 a. m." (in Lima)
 */
export function formatVersionDate(isoDate: string): string {
  return dateTimeFormatter.format(new Date(isoDate));
}

/**
 * A file of the CV's current version. The version is in the address so the browser never shows
 * a copy of an earlier one (the server ignores it: it always serves the current files).
 */
export function cvVersionFileUrl(
  cvId: string,
  version: number,
  format: 'pdf' | 'docx',
  inline = false,
): string {
  const search = new URLSearchParams({ format });
  if (inline) search.set('disposition', 'inline');
  search.set('v', String(version));
  return `/api/cvs/${encodeURIComponent(cvId)}/file?${search.toString()}`;
}
