// Renders one PDF page to a grey image for OCR (issue 7): pdfjs draws the page on an
// @napi-rs/canvas canvas (what pdfjs itself uses in Node) and the pixels are written as a binary
// PGM, a format Tesseract's image library reads without any codec — no PNG encoding to pay for.
import { createCanvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

import type { GreyImage } from './ocr-stroke-weight';

type RenderParameters = Parameters<PDFPageProxy['render']>[0];

export type PageImage = {
  /** A binary PGM (P5): header, then one grey byte per pixel, row by row. */
  readonly pgm: Uint8Array;
  readonly widthPixels: number;
  readonly heightPixels: number;
  /** The resolution the page was rendered at (lower than asked for when the page is huge). */
  readonly dpi: number;
};

/**
 * Draws a page at `dpi`, or lower when the page would have more than `maxPixels` pixels.
 *
 * @example
 * const image = await renderPageImage(page, { dpi: 200, maxPixels: 12_000_000 });
 * image.widthPixels; // 1654 for an A4 page
 */
export async function renderPageImage(
  page: PDFPageProxy,
  options: { readonly dpi: number; readonly maxPixels: number },
): Promise<PageImage> {
  const pointsViewport = page.getViewport({ scale: 1 });
  const requestedScale = options.dpi / 72;
  const pixelsAtRequestedScale =
    pointsViewport.width * pointsViewport.height * requestedScale * requestedScale;
  const scale =
    pixelsAtRequestedScale > options.maxPixels
      ? requestedScale * Math.sqrt(options.maxPixels / pixelsAtRequestedScale)
      : requestedScale;
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.floor(viewport.width));
  const height = Math.max(1, Math.floor(viewport.height));
  const canvas = createCanvas(width, height);
  // pdfjs is typed for the DOM; @napi-rs/canvas implements the part of that API it uses.
  await page.render({
    canvas: canvas as unknown as RenderParameters['canvas'],
    viewport,
    background: 'rgb(255,255,255)',
  }).promise;
  const rgba = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const pgm = new Uint8Array(header.length + width * height);
  pgm.set(header, 0);
  for (let pixel = 0, offset = header.length; pixel < rgba.length; pixel += 4, offset += 1) {
    // ITU-R BT.601 luma, in integers.
    pgm[offset] =
      ((rgba[pixel] ?? 255) * 299 +
        (rgba[pixel + 1] ?? 255) * 587 +
        (rgba[pixel + 2] ?? 255) * 114) /
      1000;
  }
  return { pgm, widthPixels: width, heightPixels: height, dpi: scale * 72 };
}

/** The page image's grey pixels, after the PGM header. */
export function readGreyImage(image: PageImage): GreyImage {
  const size = image.widthPixels * image.heightPixels;
  return {
    width: image.widthPixels,
    height: image.heightPixels,
    pixels: image.pgm.subarray(image.pgm.length - size),
  };
}
