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
  /** The OCR worker (about 150 MB) is ended after this long without work. */
  workerIdleMs: 30_000,
  /**
   * A PDF whose pages average fewer meaningful characters (letters and digits) than this has no
   * usable text layer (a scan with at most a page number or a scanner's stamp as text; a real CV
   * page has over a thousand); and OCR that recovers fewer than this per page read has failed.
   */
  minimumCharactersPerPage: 40,
} as const;
