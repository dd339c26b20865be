// Repairs the letters a font's broken Unicode map gives (misread-glyphs.ts) by OCR of the lines
// that hold a few of the words: only those lines are read, so a repair costs about a second.
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

import { ocrLimits } from '../limits';
import type { TextLine } from '../types';
import {
  chooseGlyphReading,
  findMisreadGlyphSamples,
  readGlyphInWord,
  replaceMisreadGlyphs,
  type GlyphSample,
} from './misread-glyphs';
import type { OcrPage } from './ocr-result';
import { cropWithBorder } from './crop-image';
import type { GreyImage } from './ocr-stroke-weight';
import { runOcrJob } from './ocr-worker';
import { encodePgm } from './page-orientation';
import { readGreyImage, renderPageImage } from './render-page-image';

/** The line's box on the page image, a little larger than its text, with a white border. */
function cropLine(image: GreyImage, line: TextLine, dpi: number): GreyImage {
  const scale = dpi / 72;
  const pad = line.fontSize * 0.5;
  return cropWithBorder(image, {
    left: Math.floor((line.x - pad) * scale),
    top: Math.floor((line.y - pad) * scale),
    right: Math.ceil((line.x + line.width + pad) * scale),
    bottom: Math.ceil((line.y + line.fontSize * 1.6) * scale),
  });
}

/** The words OCR read, line by line. */
function readOcrText(page: OcrPage): string {
  return (page.blocks ?? [])
    .flatMap((block) => block.paragraphs)
    .flatMap((paragraph) => paragraph.lines)
    .map((line) => line.words.map((word) => word.text).join(' '))
    .join('\n');
}

/** OCRs each sample's line (each line once) and reads the glyph in the sample's word. */
async function readSamples(
  document: PDFDocumentProxy,
  samples: readonly GlyphSample<TextLine>[],
  timeBudgetMs: number,
): Promise<Map<string, string[]>> {
  const readings = new Map<string, string[]>();
  const pageNumbers = [...new Set(samples.map((sample) => sample.line.page))];
  await runOcrJob(
    async (recognisePage) => {
      for (const pageNumber of pageNumbers) {
        const page = await document.getPage(pageNumber);
        try {
          const rendered = await renderPageImage(page, {
            dpi: ocrLimits.renderDpi,
            maxPixels: ocrLimits.maxPagePixels,
          });
          const image = readGreyImage(rendered);
          const texts = new Map<TextLine, string>();
          for (const sample of samples.filter((each) => each.line.page === pageNumber)) {
            let text = texts.get(sample.line);
            if (text === undefined) {
              const crop = cropLine(image, sample.line, rendered.dpi);
              text = readOcrText(await recognisePage(encodePgm(crop), rendered.dpi));
              texts.set(sample.line, text);
            }
            const reading = readGlyphInWord(sample.word, sample.glyph, text);
            if (reading !== null)
              readings.set(sample.glyph, [...(readings.get(sample.glyph) ?? []), reading]);
          }
        } finally {
          page.cleanup();
        }
      }
    },
    { timeBudgetMs, idleMs: ocrLimits.workerIdleMs },
  );
  return readings;
}

/**
 * The lines with misread glyphs replaced by what OCR reads on the page; the lines as they were
 * when there is none, or when OCR fails or does not agree (the text layer is then all we have).
 *
 * @example
 * const lines = await repairMisreadGlyphs(pdfDocument, numberedLines);
 */
export async function repairMisreadGlyphs(
  document: PDFDocumentProxy,
  lines: readonly TextLine[],
  timeBudgetMs: number = ocrLimits.glyphRepairTimeBudgetMs,
): Promise<readonly TextLine[]> {
  const samples = findMisreadGlyphSamples(lines);
  if (samples.length === 0 || timeBudgetMs <= 0) return lines;
  let readings: Map<string, string[]>;
  try {
    readings = await readSamples(document, samples, timeBudgetMs);
  } catch {
    // OCR failed or ran out of time: the repair is a bonus, the text layer still reads.
    return lines;
  }
  const repairs = new Map<string, string>();
  for (const [glyph, glyphReadings] of readings) {
    const sampleCount = samples.filter((sample) => sample.glyph === glyph).length;
    const reading = chooseGlyphReading(glyphReadings, sampleCount);
    if (reading !== null) repairs.set(glyph, reading);
  }
  if (repairs.size === 0) return lines;
  return lines.map((line) => {
    const text = replaceMisreadGlyphs(line.text, repairs);
    if (text === line.text) return line;
    const parts = line.weightParts?.map((part) => replaceMisreadGlyphs(part, repairs));
    return parts === undefined
      ? { ...line, text }
      : { ...line, text, weightParts: [parts[0] ?? '', parts[1] ?? ''] as const };
  });
}
