// How CVs are shown and fetched: dates in es-PE, file addresses of the API.

// Lima's clock whatever the device's (the list's "today" is Lima's too, on the server), with the
// time: two results made the same day must be told apart (issue 17).
const dateTimeFormatter = new Intl.DateTimeFormat('es-PE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Lima',
});

/**
 * When a CV was made, date and time in Lima, as people in Peru write it.
 *
 * @example formatCvDateTime('2026-03-05T15:04:00Z') // "5 mar. 2026, 10:04 a. m."
 */
export function formatCvDateTime(isoDate: string): string {
  return dateTimeFormatter.format(new Date(isoDate));
}

export type CvFileFormat = 'pdf' | 'docx';

/** The download address; `inline` asks for the PDF to be shown in the page (the preview). */
export function cvFileUrl(cvId: string, format: CvFileFormat, inline = false): string {
  const search = new URLSearchParams({ format });
  if (inline) search.set('disposition', 'inline');
  return `/api/cvs/${encodeURIComponent(cvId)}/file?${search.toString()}`;
}
