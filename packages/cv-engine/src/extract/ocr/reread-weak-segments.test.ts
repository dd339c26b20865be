// The second look at a weak part of an OCR line, with the real Tesseract worker: the page image is
// drawn here, and the first reading is the one Tesseract gave a scanned CV's header (a title on the
// left joined with the contact block's e-mail on the right, the e-mail read as noise).
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';

import type { OcrLine, OcrPage, OcrWord } from './ocr-result';
import type { GreyImage } from './ocr-stroke-weight';
import { runOcrJob, type RecognisePage } from './ocr-worker';
import { rereadWeakSegments } from './reread-weak-segments';

const dpi = 150;

function drawHeader(): GreyImage {
  const require = createRequire(import.meta.url);
  GlobalFonts.registerFromPath(
    require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
    'Inter',
  );
  const canvas = createCanvas(1200, 160);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 1200, 160);
  context.fillStyle = '#000000';
  context.font = '36px Inter';
  context.fillText('Analista de datos', 40, 90);
  context.font = '24px Inter';
  context.fillText('ana.torres17@gmail.com', 760, 96);
  const rgba = context.getImageData(0, 0, 1200, 160).data;
  const pixels = new Uint8Array(1200 * 160);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = rgba[index * 4] ?? 255;
  return { width: 1200, height: 160, pixels };
}

function word(text: string, confidence: number, x0: number, x1: number): OcrWord {
  return { text, confidence, bbox: { x0, y0: 62, x1, y1: 104 } };
}

function line(words: readonly OcrWord[]): OcrLine {
  return {
    words,
    baseline: { x0: 40, y0: 96, x1: 1060, y1: 96 },
    rowAttributes: { rowHeight: 42, ascenders: 10, descenders: 8 },
    bbox: { x0: 40, y0: 62, x1: 1060, y1: 104 },
  };
}

function texts(page: OcrPage): string[] {
  return (page.blocks ?? [])
    .flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines))
    .map((each) => each.words.map((read) => read.text).join(' '));
}

describe('rereadWeakSegments', () => {
  it('reads again, alone, the part of a line set far apart and read as noise', async () => {
    const image = drawHeader();
    const first: OcrPage = {
      blocks: [
        {
          paragraphs: [
            {
              lines: [
                line([
                  word('Analista', 93, 40, 190),
                  word('de', 91, 200, 240),
                  word('datos', 92, 250, 340),
                  word('anat0rres1Z', 0, 760, 960),
                  word('¢@', 0, 965, 1000),
                  word('grna', 10, 1005, 1060),
                ]),
              ],
            },
          ],
        },
      ],
    };
    let reads = 0;
    const page = await runOcrJob(
      (recognisePage: RecognisePage) =>
        rereadWeakSegments(
          (bytes, at) => {
            reads += 1;
            return recognisePage(bytes, at);
          },
          first,
          image,
          dpi,
          Date.now() + 30_000,
        ),
      { timeBudgetMs: 60_000, idleMs: 1_000 },
    );
    expect(reads).toBe(1);
    expect(texts(page)).toEqual(['Analista de datos', 'ana.torres17@gmail.com']);
  }, 60_000);

  it('leaves a line whose parts were read surely as it is, reading nothing again', async () => {
    const first: OcrPage = {
      blocks: [
        {
          paragraphs: [
            {
              lines: [
                line([
                  word('Analista', 93, 40, 190),
                  word('ana.torres17@gmail.com', 88, 760, 1060),
                ]),
              ],
            },
          ],
        },
      ],
    };
    let reads = 0;
    const page = await rereadWeakSegments(
      () => {
        reads += 1;
        throw new Error('nothing is read again');
      },
      first,
      drawHeader(),
      dpi,
      Date.now() + 30_000,
    );
    expect(reads).toBe(0);
    expect(page).toBe(first);
  });
});
