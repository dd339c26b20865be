// Options both renderers accept.
import type { PdfFonts } from './fonts';

export type RenderOptions = {
  /** Written as the documents' creator (and producer, in the PDF). Default "CVListo". */
  readonly appName?: string;
  /** The documents' creation date. Default: now. Fixed in tests for reproducible output. */
  readonly creationDate?: Date;
  /** PDF only: the TTF faces to embed, for runtimes that cannot read the package's Inter files. */
  readonly fonts?: PdfFonts;
};

export const defaultAppName = 'CVListo';
