// The engine's one error type (STYLE.md §6): callers switch on `code`, never on the message.

export const cvEngineErrorCodes = {
  /** Zero bytes, or no text at all after extraction. */
  emptyFile: 'EMPTY_FILE',
  /** Not a PDF, DOCX or DOC by its content (whatever its name says). */
  unsupportedFormat: 'UNSUPPORTED_FORMAT',
  /** Claims to be a supported format but cannot be read (truncated, damaged). */
  corruptFile: 'CORRUPT_FILE',
  /** Password-protected or encrypted. */
  encryptedFile: 'ENCRYPTED_FILE',
  /** A PDF whose pages are images: needs OCR, which comes later. */
  imageOnlyPdf: 'IMAGE_ONLY_PDF',
  /** A DOCX whose archive would expand beyond the limits (zip bomb). */
  archiveTooLarge: 'ARCHIVE_TOO_LARGE',
  /** More pages than any CV has (the limit is in extract/limits.ts). */
  tooManyPages: 'TOO_MANY_PAGES',
  /**
   * Within the size limits but expanding beyond what any CV holds (too many text items, lines or
   * paragraphs, XML too large or too deeply nested; extract/limits.ts complexityLimits).
   */
  documentTooComplex: 'DOCUMENT_TOO_COMPLEX',
  /** Larger than the upload limit. */
  fileTooLarge: 'FILE_TOO_LARGE',
  /** Rendering failed (a bug, not bad input). */
  renderFailed: 'RENDER_FAILED',
  /** Translation asked for without a language model configured: it needs one (PRODUCT.md §4). */
  translationUnavailable: 'TRANSLATION_UNAVAILABLE',
  /** The language model failed during a translation; there is no result (and no credit spent). */
  translationFailed: 'TRANSLATION_FAILED',
  /** A job posting under minimumPostingWords words ("Analista"): nothing to tailor to. */
  jobPostingTooShort: 'JOB_POSTING_TOO_SHORT',
} as const;

export type CvEngineErrorCode = (typeof cvEngineErrorCodes)[keyof typeof cvEngineErrorCodes];

export class CvEngineError extends Error {
  constructor(
    readonly code: CvEngineErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'CvEngineError';
  }
}
