// Reads a scanned PDF's pages by OCR (issue 7): the first ocrLimits.maxPages pages are rendered
// with pdfjs, read by Tesseract (Spanish + English) and laid out like a PDF's own text, within a
// time budget. Anything that goes wrong is IMAGE_ONLY_PDF, as before OCR existed.
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

import { CvEngineError, cvEngineErrorCodes } from '../../errors';
import { ocrLimits } from '../limits';
import { layOutPdfPage, type PageLine } from '../pdf-layout';
import { convertOcrPageToRegions, type OcrRegion } from './ocr-text-items';
import type { OcrPage } from './ocr-result';
import { runOcrJob, type RecognisePage } from './ocr-worker';
import type { GreyImage } from './ocr-stroke-weight';
import {
  encodePgm,
  measureReadingQuality,
  readsAsText,
  rotateGreyImage,
  turnsToTry,
  type QuarterTurns,
  type ReadingQuality,
} from './page-orientation';
import { readGreyImage, renderPageImage } from './render-page-image';
import { rereadWeakSegments } from './reread-weak-segments';
import { readFaintPrint } from './read-faint-print';
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

/** The share of the time budget by which a turned reading of a page must have been started. */
const turnTimeShare = 0.8;

/** A page's reading, with the page image as read (turned). */
type PageReading = {
  readonly result: OcrPage;
  readonly image: GreyImage;
  readonly turns: QuarterTurns;
};

/**
 * Reads a page image the way its lines run (page-orientation.ts): upright, or first turned a
 * quarter when the lines run down the image. When a reading is not text (the sheet lay upside
 * down, or was turned the other way), the next turn is read, and the turn that reads best is
 * kept. Another turn is tried only while the time left allows `pagesLeft` more pages at this
 * page's pace.
 */
async function readPageImage(
  recognisePage: RecognisePage,
  upright: GreyImage,
  dpi: number,
  timing: { readonly deadline: number; readonly pagesLeft: number },
): Promise<PageReading> {
  let best: { reading: PageReading; quality: ReadingQuality } | null = null;
  let pace = 0;
  for (const turns of turnsToTry(upright, dpi)) {
    if (best && Date.now() + pace * (timing.pagesLeft + 1) > timing.deadline) break;
    const started = Date.now();
    const image = rotateGreyImage(upright, turns);
    const reading = { result: await recognisePage(encodePgm(image), dpi), image, turns };
    pace = Math.max(pace, Date.now() - started);
    const quality = measureReadingQuality(reading.result);
    if (!best || quality.confidentCharacters > best.quality.confidentCharacters) {
      best = { reading, quality };
    }
    if (readsAsText(best.quality, ocrLimits.minimumCharactersPerPage)) break;
  }
  if (!best) throw new Error('unreachable: at least one turn is read');
  return best.reading;
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
  const timeBudgetMs = options.timeBudgetMs ?? ocrLimits.timeBudgetMs;
  // Turning a page is tried only with time to spare: the job's own deadline ends everything.
  const deadline = Date.now() + timeBudgetMs * turnTimeShare;
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
            const reading = await readPageImage(recognisePage, readGreyImage(image), image.dpi, {
              deadline,
              pagesLeft: pagesToRead - pageNumber,
            });
            // A part of a line Tesseract joined across the page and could not read, read alone.
            const reread = await rereadWeakSegments(
              recognisePage,
              reading.result,
              reading.image,
              image.dpi,
              deadline,
            );
            // Print the page's one threshold took for paper (light grey dates), read again.
            const result = await readFaintPrint(
              recognisePage,
              reread,
              reading.image,
              image.dpi,
              deadline,
            );
            const viewport = page.getViewport({ scale: 1 });
            const sideways = reading.turns % 2 === 1;
            read.push(
              layOutOcrPage(
                pageNumber,
                sideways ? { width: viewport.height, height: viewport.width } : viewport,
                convertOcrPageToRegions(result, image.dpi, reading.image),
              ),
            );
          } finally {
            page.cleanup();
          }
        }
        return read;
      },
      {
        timeBudgetMs,
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
