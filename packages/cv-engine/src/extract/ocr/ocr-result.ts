// The parts of a tesseract.js recognition result the OCR reader uses (its Page → blocks →
// paragraphs → lines → words), in pixels of the page image. tesseract.js's own Page type fits.

export type OcrBox = {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
};

/** One character Tesseract read, with its own box. */
export type OcrSymbol = {
  readonly text: string;
  readonly bbox: OcrBox;
};

export type OcrWord = {
  readonly text: string;
  /** 0–100. */
  readonly confidence: number;
  readonly bbox: OcrBox;
  /** The word's characters (tesseract.js gives them with `blocks: true`). */
  readonly symbols?: readonly OcrSymbol[];
};

export type OcrLine = {
  readonly words: readonly OcrWord[];
  /** The baseline from its left end to its right end. */
  readonly baseline: OcrBox;
  /** rowHeight = x-height + ascenders + descenders. */
  readonly rowAttributes: {
    readonly rowHeight: number;
    readonly ascenders: number;
    readonly descenders: number;
  };
  readonly bbox: OcrBox;
};

export type OcrPage = {
  readonly blocks: ReadonlyArray<{
    readonly paragraphs: ReadonlyArray<{ readonly lines: readonly OcrLine[] }>;
  }> | null;
};

/** Every line of a reading, block by block, paragraph by paragraph. */
export function listOcrLines(page: OcrPage): OcrLine[] {
  return (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines),
  );
}
