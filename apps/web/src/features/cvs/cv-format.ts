// How CVs are shown and fetched: dates in es-PE, file addresses of the API.

const dateFormatter = new Intl.DateTimeFormat('es-PE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/**
 * A CV's creation date as people in Peru write it.
 *
 * @example formatCvDate('2026-03-05T15:00:00Z') // "5 mar 2026"
 */
export function formatCvDate(isoDate: string): string {
  return dateFormatter.format(new Date(isoDate));
}

export type CvFileFormat = 'pdf' | 'docx';

/** The download address; `inline` asks for the PDF to be shown in the page (the preview). */
export function cvFileUrl(cvId: string, format: CvFileFormat, inline = false): string {
  const search = new URLSearchParams({ format });
  if (inline) search.set('disposition', 'inline');
  return `/api/cvs/${encodeURIComponent(cvId)}/file?${search.toString()}`;
}
