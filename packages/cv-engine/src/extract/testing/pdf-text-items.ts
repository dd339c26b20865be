// Test helper: PDF text items of fictional CVs, as pdf.js would report them to the layout.
// Only tests import it.
import type { PdfTextItem } from '../pdf-rows';

/**
 * A regular text run, half an em wide per character.
 *
 * @example textRun('EXPERIENCIA', 40, 120, 12).width // 66
 */
export function textRun(text: string, x: number, baseline: number, fontSize = 10): PdfTextItem {
  return {
    text,
    x,
    baseline,
    width: text.length * fontSize * 0.5,
    fontSize,
    fontName: null,
    bold: false,
  };
}
