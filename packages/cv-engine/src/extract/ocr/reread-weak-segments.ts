// A second look at a line's part Tesseract could not read (issue 12). Reading a whole page,
// Tesseract joins text that stands level across the page into one line: a title on the left and
// the e-mail in the contact block on the right become "Analista de datos anat0rres1Z
// ¢@ grna", the right part read at confidence 0 and then dropped as noise. That part, cropped
// alone and read again, comes out as the address it is. Only a part set far apart from the rest
// of its line and read with low confidence is read again, a few per page, within the job's time.
import { cropBorder, cropWithBorder } from './crop-image';
import { listOcrLines, type OcrBox, type OcrLine, type OcrPage, type OcrWord } from './ocr-result';
import type { GreyImage } from './ocr-stroke-weight';
import { encodePgm } from './page-orientation';
import type { RecognisePage } from './ocr-worker';

/** A gap this many row heights wide parts a line into two parts set apart. */
const partGapRowHeights = 2;
/** A part read with this mean confidence or less is read again. */
const weakConfidence = 45;
/** The second reading replaces the first only when this much more confident. */
const betterBy = 20;
/** At most this many parts per page are read again. */
const maximumRereadsPerPage = 6;

type Part = { readonly words: readonly OcrWord[]; readonly box: OcrBox };

function boxOf(words: readonly OcrWord[]): OcrBox {
  return {
    x0: Math.min(...words.map((word) => word.bbox.x0)),
    y0: Math.min(...words.map((word) => word.bbox.y0)),
    x1: Math.max(...words.map((word) => word.bbox.x1)),
    y1: Math.max(...words.map((word) => word.bbox.y1)),
  };
}

function meanConfidence(words: readonly OcrWord[]): number {
  if (words.length === 0) return 0;
  return words.reduce((sum, word) => sum + word.confidence, 0) / words.length;
}

/** The line's words in parts, split where a gap of two row heights or more stands. */
function splitIntoParts(line: OcrLine): Part[] {
  const words = [...line.words].sort((left, right) => left.bbox.x0 - right.bbox.x0);
  const rowHeight = Math.max(1, line.rowAttributes.rowHeight || line.bbox.y1 - line.bbox.y0);
  const parts: OcrWord[][] = [];
  for (const word of words) {
    const current = parts.at(-1);
    const previous = current?.at(-1);
    if (current && previous && word.bbox.x0 - previous.bbox.x1 < partGapRowHeights * rowHeight)
      current.push(word);
    else parts.push([word]);
  }
  return parts.map((partWords) => ({ words: partWords, box: boxOf(partWords) }));
}

/** The image inside `box` (grown by half its height), with a white border, and where it starts. */
function crop(image: GreyImage, box: OcrBox): { image: GreyImage; left: number; top: number } {
  const pad = Math.round((box.y1 - box.y0) * 0.5);
  const left = Math.max(0, box.x0 - pad);
  const top = Math.max(0, box.y0 - pad);
  return {
    image: cropWithBorder(image, { left, top, right: box.x1 + pad, bottom: box.y1 + pad }),
    left: left - cropBorder,
    top: top - cropBorder,
  };
}

function shift(box: OcrBox, dx: number, dy: number): OcrBox {
  return { x0: box.x0 + dx, y0: box.y0 + dy, x1: box.x1 + dx, y1: box.y1 + dy };
}

/** A line read in a crop, placed back on the page. */
function placeLine(line: OcrLine, dx: number, dy: number): OcrLine {
  return {
    ...line,
    bbox: shift(line.bbox, dx, dy),
    baseline: shift(line.baseline, dx, dy),
    words: line.words.map((word) => ({
      ...word,
      bbox: shift(word.bbox, dx, dy),
      ...(word.symbols === undefined
        ? {}
        : {
            symbols: word.symbols.map((symbol) => ({
              ...symbol,
              bbox: shift(symbol.bbox, dx, dy),
            })),
          }),
    })),
  };
}

/**
 * The page's reading with each weak part set apart in its line read again on its own: where the
 * second reading is clearly surer, the part leaves its line and its new reading is added as a
 * block of its own. Stops at `deadline` (ms since the epoch) or after a few parts.
 *
 * @example
 * const page = await rereadWeakSegments(recognisePage, reading, image, 300, Date.now() + 5_000);
 */
export async function rereadWeakSegments(
  recognisePage: RecognisePage,
  page: OcrPage,
  image: GreyImage,
  dpi: number,
  deadline: number,
): Promise<OcrPage> {
  const replaced = new Map<OcrLine, OcrLine>();
  const added: OcrLine[] = [];
  let rereads = 0;
  for (const line of listOcrLines(page)) {
    const parts = splitIntoParts(line);
    if (parts.length < 2) continue;
    const kept: OcrWord[] = [];
    for (const part of parts) {
      const weak = meanConfidence(part.words) <= weakConfidence;
      if (!weak || rereads >= maximumRereadsPerPage || Date.now() >= deadline) {
        kept.push(...part.words);
        continue;
      }
      rereads += 1;
      const cropped = crop(image, part.box);
      const reread = listOcrLines(await recognisePage(encodePgm(cropped.image), dpi)).filter(
        (readLine) => readLine.words.length > 0,
      );
      const words = reread.flatMap((readLine) => readLine.words);
      if (words.length === 0 || meanConfidence(words) < meanConfidence(part.words) + betterBy) {
        kept.push(...part.words);
        continue;
      }
      added.push(...reread.map((readLine) => placeLine(readLine, cropped.left, cropped.top)));
    }
    if (kept.length < line.words.length) {
      replaced.set(line, { ...line, words: kept, bbox: kept.length > 0 ? boxOf(kept) : line.bbox });
    }
  }
  if (added.length === 0) return page;
  return {
    blocks: [
      ...(page.blocks ?? []).map((block) => ({
        paragraphs: block.paragraphs.map((paragraph) => ({
          lines: paragraph.lines
            .map((line) => replaced.get(line) ?? line)
            .filter((line) => line.words.length > 0),
        })),
      })),
      ...added.map((line) => ({ paragraphs: [{ lines: [line] }] })),
    ],
  };
}
