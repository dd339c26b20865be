// What extract hands to parse: the document's text as lines, in reading order, with the layout
// facts parse needs to recognise headings and entries. Units are PDF points (1/72 in).

export type DocumentFormat = 'pdf' | 'docx' | 'doc';

/** Where a line came from in the source document. */
export type LineSource = 'body' | 'table' | 'text-box' | 'header' | 'footer';

export type TextLine = {
  /** The line's text, whitespace runs collapsed to one space, trimmed. Never empty. */
  readonly text: string;
  /** 1-based page number (DOCX and DOC: 1, unless explicit page breaks say otherwise). */
  readonly page: number;
  /**
   * Left edge and top of the line on its page (PDF: from the page's top-left corner). DOCX/DOC
   * have no geometry: x is the indentation if known (else 0) and y the line's sequence number.
   */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  /** The dominant font size in points (DOCX: from the runs' w:sz, default 11; DOC: 11). */
  readonly fontSize: number;
  /** True when (nearly) all of the line's characters are bold. */
  readonly bold: boolean;
  /** The dominant font name, when the format tells it. */
  readonly fontName: string | null;
  /**
   * Column in a multi-column layout: 0 for single-column text or the left column, 1 for the
   * right one (and so on). Lines are already ordered column by column within a page.
   */
  readonly column: number;
  /** Lines of one paragraph (DOCX/DOC) or one visual block (PDF) share the same number. */
  readonly block: number;
  /** A bullet or numbered-list paragraph (the marker itself is removed from `text`). */
  readonly listItem: boolean;
  /**
   * The typed bullet glyph removed from `text`, with one space when a space followed it ("▸ ").
   * Optional (added for held-out evaluation): a decorated heading ("■ Experiencia") shows it.
   */
  readonly listMarker?: string;
  /**
   * DOCX: the outline level (1 = top) the paragraph's style or properties give it (Heading 1,
   * Título 1, w:outlineLvl): the author marked it as a heading. Optional (issue 12); absent when
   * the format does not say.
   */
  readonly headingLevel?: number;
  /**
   * DOCX: the document-wide number of the table row the line was read in, for tables read as
   * rows (a form: "Empresa | Cargo | Desde | Hasta"), not a sidebar layout read column by column.
   * Optional: absent outside tables and in the other formats.
   */
  readonly tableRow?: number;
  /**
   * PDF: the line's two parts when it is set in two weights, one run each, with no separator
   * between them ("Jefe de Logística" bold, then "Banco del Sur" plain): a person reads two
   * fields. Optional (issue 12); absent for lines of one weight.
   */
  readonly weightParts?: readonly [string, string];
  /**
   * PDF and DOCX: the line opens with a whole field in bold, then a separator and plain text
   * ("Banco Sur" bold, "| Lima, Perú" plain). Optional (issue 12); absent otherwise.
   */
  readonly boldLead?: true;
  /**
   * An icon-font glyph (a private-use character, removed from `text`) opened the line: what
   * follows is a contact item or a profile's handle. Optional (issue 12); absent otherwise.
   */
  readonly iconLead?: true;
  readonly source: LineSource;
};

export type ExtractedDocument = {
  readonly format: DocumentFormat;
  readonly pageCount: number;
  /** Every line of text, in reading order. */
  readonly lines: readonly TextLine[];
  /** Hyperlink targets found in the file (PDF link annotations, DOCX relationships). */
  readonly hyperlinks: readonly string[];
  readonly metadata: { readonly title: string | null; readonly author: string | null };
  /**
   * True when the PDF had no usable text layer (a scan) and its text was read by OCR from the
   * page images (issue 7): the user should check it. Absent means false.
   */
  readonly readByOcr?: boolean;
  /**
   * With readByOcr: how many pages OCR read — the first ones, at most ocrLimits.maxPages; a
   * scanned PDF with more pages has the rest unread (and parse says so).
   */
  readonly pagesReadByOcr?: number;
};
