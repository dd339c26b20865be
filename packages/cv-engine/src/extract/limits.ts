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
