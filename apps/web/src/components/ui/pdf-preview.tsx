import { ExternalLink } from 'lucide-react';
import type { Ref } from 'react';
import { desktopMediaQuery, useMediaQuery } from '../../lib/use-media-query';
import { buttonClassName } from './button';

/**
 * A stored PDF shown in the page on a desktop. Phone browsers do not show PDFs inside a page;
 * they get a link that opens it in their own viewer.
 */
export function PdfPreview({
  url,
  title,
  frameClassName,
  frameRef,
}: {
  url: string;
  /** The frame's accessible name, e.g. «Vista previa de Mi CV». */
  title: string;
  /** The frame's height, which differs by page. */
  frameClassName: string;
  frameRef?: Ref<HTMLIFrameElement>;
}) {
  const isDesktop = useMediaQuery(desktopMediaQuery);
  return isDesktop ? (
    <iframe
      ref={frameRef}
      src={url}
      title={title}
      className={`${frameClassName} w-full rounded-xl border border-line bg-surface-muted`}
    />
  ) : (
    <a
      href={url}
      target="_blank"
      rel="noopener"
      className={buttonClassName({ variant: 'ghost', fullWidth: true })}
    >
      <ExternalLink className="size-4" aria-hidden />
      Ver vista previa del PDF
    </a>
  );
}
