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

/** A line of a test page: text in black, or in the colour given ("#aaaaaa": light grey print). */
export type ScannedLine = string | { readonly text: string; readonly colour: string };

/** How a test page is drawn besides its text. */
export type ScannedPageOptions = {
  /** The sheet lay on the glass turned this many quarter turns clockwise. */
  readonly quarterTurns?: 0 | 1 | 2 | 3;
};

/**
 * A PNG of `lines` on white (black unless a line says its colour), 1200 px wide, one 36 px line
 * every 60 px.
 *
 * @example await drawTextImage(['Rosa Quispe'], { quarterTurns: 2 }); // upside down
 */
export async function drawTextImage(
  lines: readonly ScannedLine[],
  options: ScannedPageOptions = {},
): Promise<Uint8Array> {
  registerInter();
  const height = (lines.length + 1) * lineHeightPixels;
  const turns = options.quarterTurns ?? 0;
  const sideways = turns % 2 === 1;
  const canvas = createCanvas(
    sideways ? height : pageWidthPixels,
    sideways ? pageWidthPixels : height,
  );
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // Draw as on the upright sheet, turned about the image's centre.
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate((turns * Math.PI) / 2);
  context.translate(-pageWidthPixels / 2, -height / 2);
  context.font = '36px Inter';
  lines.forEach((line, index) => {
    context.fillStyle = typeof line === 'string' ? '#000000' : line.colour;
    const text = typeof line === 'string' ? line : line.text;
    context.fillText(text, 40, (index + 1) * lineHeightPixels + 10);
  });
  return new Uint8Array(await canvas.encode('png'));
}

/**
 * An image-only PDF with one page per entry of `pages`, each a picture of its lines at 150 DPI.
 *
 * @example await renderScannedPdf([['Página 1'], ['Página 2']]); // two pages, no text layer
 */
export async function renderScannedPdf(
  pages: readonly (readonly ScannedLine[])[],
  options: ScannedPageOptions = {},
): Promise<Uint8Array> {
  const images = await Promise.all(pages.map((lines) => drawTextImage(lines, options)));
  const sideways = (options.quarterTurns ?? 0) % 2 === 1;
  return renderPdf(
    (pdf) => {
      images.forEach((png, index) => {
        const height = ((pages[index]?.length ?? 0) + 1) * lineHeightPixels;
        const upright: [number, number] = [
          (pageWidthPixels * 72) / imageDpi,
          (height * 72) / imageDpi,
        ];
        const size: [number, number] = sideways ? [upright[1], upright[0]] : upright;
        pdf.addPage({ size, margin: 0 });
        pdf.image(Buffer.from(png), 0, 0, { width: size[0], height: size[1] });
      });
    },
    { autoFirstPage: false },
  );
}
