// A second look at what the first reading left blank (issue 12, scans). Designed CVs print
// dates, places and contact lines in light grey; Tesseract's one threshold for the whole page
// takes that print for paper, so a job keeps its title and loses its dates. The page is read
// again with its background flattened (flatten-background.ts) and everything the first reading
// found painted out, so the second reading can only add: lines it reads surely where the first
// read nothing. Changing the image for the whole reading instead would move Tesseract's own
// page segmentation and cost lines it had read well.
import { flattenBackground } from './flatten-background';
import { listOcrLines, type OcrBox, type OcrLine, type OcrPage } from './ocr-result';
import type { GreyImage } from './ocr-stroke-weight';
import type { RecognisePage } from './ocr-worker';
import { encodePgm } from './page-orientation';

/** A word the first reading found is painted out with this margin, in parts of its height. */
const coverMargin = 0.35;
/** Below this grey a flattened pixel is ink… */
const inkLevel = 128;
/** …and a page with less than this share of such pixels left unread has no faint print. */
const minimumInkShare = 0.0005;
/** A line added from the second reading has at least this mean confidence. */
const sureConfidence = 70;

function overlaps(first: OcrBox, second: OcrBox): boolean {
  return (
    first.x0 < second.x1 && second.x0 < first.x1 && first.y0 < second.y1 && second.y0 < first.y1
  );
}

/** The image with every box whitened (grown by a margin of its own height). */
function paintOut(image: GreyImage, boxes: readonly OcrBox[]): GreyImage {
  const pixels = Uint8Array.from(image.pixels);
  for (const box of boxes) {
    const margin = Math.round((box.y1 - box.y0) * coverMargin);
    const top = Math.max(0, box.y0 - margin);
    const bottom = Math.min(image.height, box.y1 + margin);
    const left = Math.max(0, box.x0 - margin);
    const right = Math.min(image.width, box.x1 + margin);
    for (let y = top; y < bottom; y += 1)
      pixels.fill(255, y * image.width + left, y * image.width + right);
  }
  return { width: image.width, height: image.height, pixels };
}

/**
 * A line worth adding: read surely, with a word of three letters or figures at least. Faint
 * marks beside a heading (a grey "//" or an icon) come back as two-character guesses ("74",
 * "ZA") that would join the heading's line.
 */
function readsAsText(line: OcrLine): boolean {
  const words = line.words.filter((word) => word.text.trim() !== '');
  if (words.length === 0) return false;
  const confidence = words.reduce((sum, word) => sum + word.confidence, 0) / words.length;
  return confidence >= sureConfidence && words.some((word) => /[\p{L}\p{N}]{3}/u.test(word.text));
}

/**
 * The page's reading with the lines a second reading of the faint print adds, as a block of
 * their own. Returns the reading unchanged when the deadline (ms since the epoch) has passed.
 *
 * @example
 * const page = await readFaintPrint(recognisePage, reading, image, 300, Date.now() + 5_000);
 */
export async function readFaintPrint(
  recognisePage: RecognisePage,
  page: OcrPage,
  image: GreyImage,
  dpi: number,
  deadline: number,
): Promise<OcrPage> {
  if (Date.now() >= deadline) return page;
  const read = listOcrLines(page).flatMap((line) => line.words.map((word) => word.bbox));
  const unread = paintOut(flattenBackground(image, dpi), read);
  // Nothing dark left where nothing was read: no faint print to look for, no second reading.
  let ink = 0;
  for (const value of unread.pixels) if (value < inkLevel) ink += 1;
  if (ink < minimumInkShare * unread.pixels.length) return page;
  const second = await recognisePage(encodePgm(unread), dpi);
  const added = listOcrLines(second).filter(
    (line) => readsAsText(line) && !read.some((box) => overlaps(box, line.bbox)),
  );
  if (added.length === 0) return page;
  return { blocks: [...(page.blocks ?? []), { paragraphs: [{ lines: added }] }] };
}
