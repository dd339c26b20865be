// pdfkit's registerFont takes a parsed fontkit font as well as bytes or a path (pdfkit 0.20,
// PDFFontFactory.open checks for a `layout` function); @types/pdfkit only lists the latter.
import type { Font } from 'fontkit';

declare global {
  namespace PDFKit.Mixins {
    // Declaration merging is the only way to add an overload to a library's type: an interface.
    // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
    interface PDFFont {
      registerFont(name: string, src: Font): this;
    }
  }
}
