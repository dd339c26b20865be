// Builds small image-only PDFs for the OCR tests: each page is a picture of a few lines of text
// (drawn with @napi-rs/canvas in the package's Inter font) placed on a page of its own, as a
// scanner would. Small pages keep Tesseract quick. Test-only (uses node: modules).
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';

import { renderPdf } from './build-test-documents';

const imageDpi = 150;
const pageWidthPixels = 1200;
const lineHeightPixels = 60;

let fontRegistered = false;

function registerInter(): void {
  if (fontRegistered) return;
  const require = createRequire(import.meta.url);
  GlobalFonts.registerFromPath(
    require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
    'Inter',
  );
  fontRegistered = true;
}

/** A PNG of `lines` in black on white, 1200 px wide, one 36 px line every 60 px. */
export async function drawTextImage(lines: readonly string[]): Promise<Uint8Array> {
  registerInter();
  const height = (lines.length + 1) * lineHeightPixels;
  const canvas = createCanvas(pageWidthPixels, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, pageWidthPixels, height);
  context.fillStyle = '#000000';
  context.font = '36px Inter';
  lines.forEach((text, index) => context.fillText(text, 40, (index + 1) * lineHeightPixels + 10));
  return new Uint8Array(await canvas.encode('png'));
}

/**
 * An image-only PDF with one page per entry of `pages`, each a picture of its lines at 150 DPI.
 *
 * @example await renderScannedPdf([['Página 1'], ['Página 2']]); // two pages, no text layer
 */
export async function renderScannedPdf(pages: readonly (readonly string[])[]): Promise<Uint8Array> {
  const images = await Promise.all(pages.map((lines) => drawTextImage(lines)));
  return renderPdf(
    (pdf) => {
      images.forEach((png, index) => {
        const height = ((pages[index]?.length ?? 0) + 1) * lineHeightPixels;
        const size: [number, number] = [
          (pageWidthPixels * 72) / imageDpi,
          (height * 72) / imageDpi,
        ];
        pdf.addPage({ size, margin: 0 });
        pdf.image(Buffer.from(png), 0, 0, { width: size[0], height: size[1] });
      });
    },
    { autoFirstPage: false },
  );
}
