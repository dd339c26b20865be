// The name a downloaded CV is saved under (issue 17): "Lucia-Quispe-CV-optimizado.pdf", plain
// ASCII that every phone and mail client keeps, and never the uploaded file's own name, which it
// would overwrite or be confused with on the user's phone.
import type { CvType } from '@cvlisto/shared';

/** What marks each kind of result in the file name, so a download never reads as the original. */
const kindMarks: Record<CvType, string | null> = {
  optimize_es: 'optimizado',
  optimize_job: 'adaptado',
  optimize_translate: 'en-ingles',
  created: null,
};

const maxBaseLength = 80;

/** "Lucía Quispe" → "Lucia-Quispe": accents dropped, anything but letters and digits a hyphen. */
function toFileWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The file name of a CV's download. A name of ours ("CV de Lucía Quispe – adaptado a Analista")
 * puts the person first; any other (renamed, or named after the file before issue 17) is kept in
 * file-name form, with the kind of result added when the name does not say it already.
 *
 * @example cvDownloadFileName('CV de Lucía Quispe – optimizado', 'optimize_es', 'pdf') // "Lucia-Quispe-CV-optimizado.pdf"
 */
export function cvDownloadFileName(name: string, typeId: CvType, extension: string): string {
  const ours = /^CV de (.+?) – (.+)$/u.exec(name.trim());
  let base = ours
    ? `${toFileWords(ours[1] ?? '')}-CV-${toFileWords(ours[2] ?? '')}`
    : toFileWords(name);
  const mark = kindMarks[typeId];
  if (mark && !base.toLowerCase().includes(mark)) base = base ? `${base}-${mark}` : `CV-${mark}`;
  if (base.length > maxBaseLength) base = base.slice(0, maxBaseLength).replace(/-[^-]*$/, '');
  return `${base || 'CV'}.${extension}`;
}

/**
 * The Content-Disposition of a download (RFC 6266): the ASCII name in `filename`, and again in
 * `filename*` (RFC 5987), which browsers prefer, so every client saves the same name.
 *
 * @example contentDisposition('attachment', 'Lucia-Quispe-CV-optimizado.pdf') // 'attachment; filename="Lucia-Quispe-CV-optimizado.pdf"; filename*=UTF-8\'\'Lucia-Quispe-CV-optimizado.pdf'
 */
export function contentDisposition(disposition: 'attachment' | 'inline', fileName: string): string {
  return `${disposition}; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
