// Words laid out once per face across PDF documents, not once per document. pdfkit lays out each
// word (its glyphs and their advances, scaled to its units) the first time a document measures or
// writes it, and keeps the result only in that document's font object. A fitted CV writes its
// layout once per fitting step tried (issue 13), and an editor's save writes it again: laying out
// the same words each time was about a quarter of writing one. The runs are kept per fontkit
// face (which fixes their scale) and pdfkit never changes a run it has laid out — it copies one
// before adjusting it (word spacing) — so every document still sets exactly the same glyphs.
import type { Font, GlyphRun } from 'fontkit';

/** A word as pdfkit lays it out: glyphs, advances in its 1000-unit scale, and its width. */
type WordRun = {
  readonly glyphs: GlyphRun['glyphs'];
  readonly positions: GlyphRun['positions'];
  readonly advanceWidth: number;
};

/** The part of pdfkit's embedded font (pdfkit 0.20, EmbeddedFont) this module takes over. */
type PdfKitEmbeddedFont = {
  readonly font?: unknown;
  layoutRun?: (text: string) => WordRun;
  layoutCached?: (text: string) => WordRun;
};

/** Words kept per face before its cache starts again (a CV has a few thousand at most). */
const wordRunLimit = 20_000;
const wordRunsByFace = new WeakMap<object, Map<string, WordRun>>();
const sharingFonts = new WeakSet<object>();

/**
 * Makes the font a pdfkit document has just selected take its words' layouts from the cache of
 * its face. Anything that is not a pdfkit font over a fontkit face is left as it is.
 *
 * @example document.font('Carlito'); shareWordLayouts(currentPdfFont(document))
 */
export function shareWordLayouts(embedded: unknown): void {
  if (typeof embedded !== 'object' || embedded === null || sharingFonts.has(embedded)) return;
  const { font: face, layoutRun } = embedded as PdfKitEmbeddedFont;
  if (!isFontkitFace(face) || typeof layoutRun !== 'function') return;
  let runs = wordRunsByFace.get(face);
  if (runs === undefined) {
    runs = new Map();
    wordRunsByFace.set(face, runs);
  }
  const faceRuns = runs;
  const layOutWord = layoutRun.bind(embedded);
  (embedded as PdfKitEmbeddedFont).layoutCached = (text: string): WordRun => {
    let run = faceRuns.get(text);
    if (run === undefined) {
      if (faceRuns.size >= wordRunLimit) faceRuns.clear();
      const laidOut = layOutWord(text);
      // The width read once: pdfkit reads it on every measure of the word.
      run = {
        glyphs: laidOut.glyphs,
        positions: laidOut.positions,
        advanceWidth: laidOut.advanceWidth,
      };
      faceRuns.set(text, run);
    }
    return run;
  };
  sharingFonts.add(embedded);
}

function isFontkitFace(face: unknown): face is Font {
  return (
    typeof face === 'object' &&
    face !== null &&
    typeof (face as Partial<Font>).layout === 'function'
  );
}
