// Reads a scanned PDF's pages by OCR (issue 7): the first ocrLimits.maxPages pages are rendered
// with pdfjs, read by Tesseract (Spanish + English) and laid out like a PDF's own text, within a
// time budget. Anything that goes wrong is IMAGE_ONLY_PDF, as before OCR existed.
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

import { CvEngineError, cvEngineErrorCodes } from '../../errors';
import { ocrLimits } from '../limits';
import { layOutPdfPage, type PageLine } from '../pdf-layout';
import { convertOcrPageToRegions, type OcrRegion } from './ocr-text-items';
import { runOcrJob } from './ocr-worker';
import type { GreyImage } from './ocr-stroke-weight';
import { renderPageImage, type PageImage } from './render-page-image';
import { countMeaningfulCharacters } from './text-layer';

export type OcrReading = {
  /** Each page's lines in reading order, page 1 first (blocks not numbered yet). */
  readonly pages: readonly (readonly PageLine[])[];
  /** How many pages were read: the first ones, at most ocrLimits.maxPages. */
  readonly pagesRead: number;
};

export type ReadByOcrOptions = {
  /** Gives up after this long (default ocrLimits.timeBudgetMs). */
  readonly timeBudgetMs?: number;
};

/** The page image's grey pixels, after the PGM header. */
function readGreyImage(image: PageImage): GreyImage {
  const size = image.widthPixels * image.heightPixels;
  return {
    width: image.widthPixels,
    height: image.heightPixels,
    pixels: image.pgm.subarray(image.pgm.length - size),
  };
}

/**
 * Lays out each reading region of a scanned page on its own (a column's lines never mix with
 * the other column's) and puts them one after another, each line in its region's column.
 */
function layOutOcrPage(
  pageNumber: number,
  viewport: { readonly width: number; readonly height: number },
  regions: readonly OcrRegion[],
): PageLine[] {
  return regions.flatMap((region) =>
    layOutPdfPage({
      pageNumber,
      width: viewport.width,
      height: viewport.height,
      items: region.items,
    }).map((line) => ({ ...line, column: line.column + region.column })),
  );
}

/**
 * OCRs the first pages of an open PDF.
 *
 * @throws CvEngineError IMAGE_ONLY_PDF when OCR fails, runs out of time or finds too little text.
 * @example
 * const { pages, pagesRead } = await readPdfByOcr(pdfDocument);
 */
export async function readPdfByOcr(
  document: PDFDocumentProxy,
  options: ReadByOcrOptions = {},
): Promise<OcrReading> {
  const pagesToRead = Math.min(document.numPages, ocrLimits.maxPages);
  let pages: PageLine[][];
  try {
    pages = await runOcrJob(
      async (recognisePage) => {
        const read: PageLine[][] = [];
        for (let pageNumber = 1; pageNumber <= pagesToRead; pageNumber += 1) {
          const page = await document.getPage(pageNumber);
          try {
            const image = await renderPageImage(page, {
              dpi: ocrLimits.renderDpi,
              maxPixels: ocrLimits.maxPagePixels,
            });
            const result = await recognisePage(image.pgm, image.dpi);
            const viewport = page.getViewport({ scale: 1 });
            read.push(
              layOutOcrPage(
                pageNumber,
                viewport,
                convertOcrPageToRegions(result, image.dpi, readGreyImage(image)),
              ),
            );
          } finally {
            page.cleanup();
          }
        }
        return read;
      },
      {
        timeBudgetMs: options.timeBudgetMs ?? ocrLimits.timeBudgetMs,
        idleMs: ocrLimits.workerIdleMs,
      },
    );
  } catch (error) {
    throw new CvEngineError(cvEngineErrorCodes.imageOnlyPdf, 'OCR could not read the scanned PDF', {
      cause: error,
    });
  }
  const characters = countMeaningfulCharacters(pages.flat().map((line) => line.text));
  if (characters < ocrLimits.minimumCharactersPerPage * pagesToRead) {
    throw new CvEngineError(
      cvEngineErrorCodes.imageOnlyPdf,
      `OCR found only ${characters} letters and digits in ${pagesToRead} page(s)`,
    );
  }
  return { pages, pagesRead: pagesToRead };
}
