// Hard limits on what extract accepts (issue 3: "fail fast with their own codes, without
// exhausting memory"). Every check that guards memory or time reads its number from here.

export const extractLimits = {
  /** Upload limit: larger files fail with FILE_TOO_LARGE before anything is parsed. */
  maxFileBytes: 10 * 1024 * 1024,
  /** No CV has more pages; checked from the page count before any page is read. */
  maxPages: 20,
  /** The most a DOCX may expand to, summed over its entries (zip-bomb guard). */
  maxUncompressedArchiveBytes: 40 * 1024 * 1024,
  /**
   * The highest expansion ratio accepted for one archive entry of more than
   * `compressionRatioFloorBytes`. Real XML parts compress 5–20×; a bomb of zeros about 1000×.
   */
  maxCompressionRatio: 100,
  /** Entries smaller than this are never rejected for their ratio alone. */
  compressionRatioFloorBytes: 1024 * 1024,
} as const;

/**
 * Bounds on what a document that passed the size limits may expand to once read (issue 11:
 * a 390 KB PDF decoded a 400-megapixel image, 38 MB of XML or 150,000 paragraphs stalled the
 * server, and 150,000 lines overflowed the stack). Each is far beyond any real CV, measured on
 * the corpus and fixtures; a document beyond one fails fast with DOCUMENT_TOO_COMPLEX (or, for
 * images, reads as if the image were not there).
 */
export const complexityLimits = {
  /**
   * pdf.js `maxImageSize`: larger images are neither decoded nor drawn. 50 megapixels (200 MB
   * decoded) still takes a 48-megapixel phone photo or an A4 page scanned at 600 DPI (35 MP).
   */
  maxImagePixels: 50_000_000,
  /**
   * Text items pdf.js reports for a whole PDF, counted as they stream in. The most fragmented
   * real CV (one page, a word split into pieces) has 2,394; typical CVs 100–800.
   */
  maxPdfTextItems: 20_000,
  /** Lines in one document, any format; real CVs have under 600 (the longest DOCX, 328 paragraphs). */
  maxLines: 10_000,
  /** Paragraphs in one DOCX (counted as read, so empty ones count too). */
  maxDocxParagraphs: 10_000,
  /**
   * The largest XML part of a DOCX read (document.xml, a header…); the largest in the corpus is
   * 871 KB. Parsing XML costs about ten times its size in memory.
   */
  maxXmlPartBytes: 8 * 1024 * 1024,
  /** All the XML parts of one DOCX together. */
  maxXmlTotalBytes: 16 * 1024 * 1024,
  /**
   * Element nesting in a DOCX part: real ones nest at most 20 deep (tables in text boxes in
   * tables). The readers walk the tree recursively, so this also bounds their stack depth.
   */
  maxXmlNesting: 100,
} as const;

/**
 * Bounds on reading a scanned PDF by OCR (issue 7): pages, pixels and time, so one upload can
 * neither hold the OCR worker for long nor exhaust memory.
 */
export const ocrLimits = {
  /** Only the first pages are read; CVs of more scanned pages are rare (the rest is reported). */
  maxPages: 4,
  /**
   * Pages are rendered at Tesseract's preferred resolution. Scans are usually 150–300 DPI and 300
   * is a whole multiple of 150 (no resampling blur: at 200 DPI the accents of a scanned name were
   * lost). Measured on the scanned fixtures, a page took about 15 % longer than at 150 DPI.
   */
  renderDpi: 300,
  /** The most pixels a rendered page may have (A4 at 300 DPI is 8.7 million); larger pages are scaled down. */
  maxPagePixels: 12_000_000,
  /** The whole OCR of one document (worker start included) gives up after this: IMAGE_ONLY_PDF. */
  timeBudgetMs: 60_000,
  /**
   * Repairing the letters of a font with a broken Unicode map (ocr/misread-glyphs.ts) OCRs a few
   * lines of a text PDF; it gives up after this and keeps the text layer as it is.
   */
  glyphRepairTimeBudgetMs: 15_000,
  /** The OCR worker (about 150 MB) is ended after this long without work. */
  workerIdleMs: 30_000,
  /**
   * A PDF whose pages average fewer meaningful characters (letters and digits) than this has no
   * usable text layer (a scan with at most a page number or a scanner's stamp as text; a real CV
   * page has over a thousand); and OCR that recovers fewer than this per page read has failed.
   */
  minimumCharactersPerPage: 40,
} as const;
