// Options both renderers accept.
import type { CvPageSize, CvTemplateId } from '../model/cv-look';
import type { PdfFonts } from './fonts';

export type RenderOptions = {
  /** Written as the documents' creator (and producer, in the PDF). Default "CVListo". */
  readonly appName?: string;
  /** The documents' creation date. Default: now. Fixed in tests for reproducible output. */
  readonly creationDate?: Date;
  /**
   * The TTF faces the PDF embeds (and both renderers measure pages with), for runtimes that cannot
   * read the package's Carlito files.
   */
  readonly fonts?: PdfFonts;
  /**
   * The source CV's page count, when known: the output is fitted to at most this many pages where
   * a tighter fitting step can do it (issue 13: a 1-page CV stays 1 page). Without it, the
   * renderers still avoid a last page under a quarter full when a tighter step removes it.
   */
  readonly targetPages?: number;
  /**
   * The type size most of the source was set in (CvDocument.sourceBodySize): when it is under the
   * readable floor, a last fitting step may set the body that small, never smaller (issue 13).
   */
  readonly sourceBodySize?: number;
  /** The template both files are set in (issue 14). Default "clasico". */
  readonly template?: CvTemplateId;
  /** The paper size (issue 14). Default "a4". */
  readonly pageSize?: CvPageSize;
};

export const defaultAppName = 'CVListo';
