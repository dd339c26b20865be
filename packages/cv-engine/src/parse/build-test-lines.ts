// Test helper: builds TextLine objects from plain text with sensible defaults, so parse tests
// read like the CV they describe. Only tests import it.
import type { ExtractedDocument, TextLine } from '../extract/types';

export type TestLineSpec = string | (Partial<TextLine> & { readonly text: string });

/**
 * Builds lines one below the other (y grows by 14 pt, body size 10), each in its own block
 * unless the spec says otherwise.
 *
 * @example
 * buildTestLines(['JUAN PÉREZ', { text: 'EXPERIENCIA', bold: true }]);
 */
export function buildTestLines(specs: readonly TestLineSpec[]): TextLine[] {
  return specs.map((spec, index) => {
    const values = typeof spec === 'string' ? { text: spec } : spec;
    return {
      page: 1,
      x: 50,
      y: 50 + index * 14,
      width: values.text.length * 5,
      fontSize: 10,
      bold: false,
      fontName: null,
      column: 0,
      block: index,
      listItem: false,
      source: 'body',
      ...values,
    };
  });
}

/**
 * Wraps test lines into the document extract would return for a PDF.
 *
 * @example
 * buildTestDocument(['Ana Torres', 'ana@correo.pe']).lines.length; // 2
 */
export function buildTestDocument(specs: readonly TestLineSpec[]): ExtractedDocument {
  return {
    format: 'pdf',
    pageCount: 1,
    lines: buildTestLines(specs),
    hyperlinks: [],
    metadata: { title: null, author: null },
  };
}

/**
 * A table cell's line: its text in the given column, read from a table (Word or a ruled PDF).
 *
 * @example
 * buildTestLines([tableCell('Cargo', 0, true), tableCell('Analista', 1)]);
 */
export function tableCell(text: string, column: number, bold = false): TestLineSpec {
  return { text, column, bold, source: 'table' };
}
