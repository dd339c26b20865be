// The shapes pdf-layout.ts and its helpers share: a page's text items, the rows they form, and
// rows placed in a column (issue 3, stage 1; issue 12).

/** One pdfjs text item, in points from the page's top-left corner. */
export type PdfTextItem = {
  readonly text: string;
  readonly x: number;
  /** Distance of the baseline from the page's top edge. */
  readonly baseline: number;
  readonly width: number;
  readonly fontSize: number;
  readonly fontName: string | null;
  readonly bold: boolean;
};

/** Items at (nearly) one baseline, left to right. */
export type Row = { baseline: number; items: PdfTextItem[] };

/** A row, or the part of one on one side of a gutter, with where it is read. */
export type PlacedRow = {
  baseline: number;
  items: PdfTextItem[];
  column: number;
  fullWidth: boolean;
  /** Set when the row starts a visual block whatever its spacing (a side heading's first row). */
  opensBlock?: boolean;
  /** Read in a drawn table's cell (source "table"). */
  inTable?: boolean;
  /** The drawn table row it was read in, cell by cell, when the table is a form (TextLine.tableRow). */
  tableRow?: number;
};

/** An empty vertical band of x between two columns of text. */
export type Gutter = { start: number; end: number };

/**
 * Whether an item holds a word or a number (two letters or digits in a row), not only a glyph:
 * a bullet, an icon or a rule drawn as a dash.
 */
export function isWordItem(item: PdfTextItem): boolean {
  return /[\p{L}\p{N}]{2}/u.test(item.text);
}

/** The largest font size among a row's items. */
export function rowFontSize(row: { items: readonly PdfTextItem[] }): number {
  let size = 0;
  for (const item of row.items) size = Math.max(size, item.fontSize);
  return size;
}
