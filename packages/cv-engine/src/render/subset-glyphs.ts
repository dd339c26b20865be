// The glyphs a PDF's font subset copies, read once per font rather than once per document.
// pdfkit embeds a subset of each face in every PDF (fontkit's TrueType subset): for each glyph the
// text used, fontkit decodes the glyph's whole outline only to learn whether it is made of other
// glyphs, copies its bytes and reads its metrics — over a third of a PDF's embedding time, and
// the same work for the same glyphs in every CV. The data is kept per glyph (never per document),
// so every subset is still built from the glyphs of its own document, byte for byte as fontkit
// builds it.
import type { Font } from 'fontkit';

/** What a subset needs of one glyph of the source font. */
type SubsetGlyph = {
  /** The glyph's bytes in the source font's `glyf` table (never written to: shared). */
  readonly bytes: Uint8Array;
  /** A composite glyph's parts: their ids in the source font, where each id sits in `bytes`. */
  readonly components: readonly { readonly glyphId: number; readonly position: number }[];
  readonly advance: number;
  readonly bearing: number;
};

/** The part of fontkit's TrueType subset (fontkit 2.0, TTFSubset) this module takes over. */
type TrueTypeSubset = {
  glyf: Uint8Array[];
  loca: { offsets: number[] };
  hmtx: { metrics: { advance: number; bearing: number }[] };
  offset: number;
  includeGlyph(glyphId: number): number;
  _addGlyph(glyphId: number): number;
};

/** fontkit's internals of a TrueType font that its subset reads. */
type TrueTypeFont = Font & {
  createSubset(): unknown;
  getGlyph(glyphId: number): {
    readonly advanceWidth: number;
    _decode(): { numberOfContours: number; components?: { glyphID: number; pos: number }[] } | null;
    _getMetrics(): { leftBearing: number };
  };
  readonly loca: { readonly offsets: readonly number[] };
  _getTableStream(tag: string): { pos: number; readBuffer(length: number): Uint8Array };
  readonly _variationProcessor: unknown;
};

function isTrueTypeSubset(subset: unknown): subset is TrueTypeSubset {
  return (
    typeof subset === 'object' &&
    subset !== null &&
    typeof (subset as Partial<TrueTypeSubset>)._addGlyph === 'function' &&
    typeof (subset as Partial<TrueTypeSubset>).includeGlyph === 'function'
  );
}

/**
 * Makes the font's subsets take each glyph's data from a cache kept with the font. A variable
 * font (whose outlines fontkit re-encodes per instance) or a font that is not TrueType keeps
 * fontkit's subset as it is.
 *
 * @example shareSubsetGlyphs(createFont(bytes)).createSubset() // a TTFSubset reading cached glyphs
 */
export function shareSubsetGlyphs(font: Font): Font {
  const trueType = font as TrueTypeFont;
  if (typeof trueType.createSubset !== 'function' || trueType._variationProcessor) return font;
  const createSubset = trueType.createSubset.bind(font);
  const glyphs = new Map<number, SubsetGlyph>();
  const readGlyph = (glyphId: number): SubsetGlyph => {
    let glyph = glyphs.get(glyphId);
    if (glyph === undefined) {
      glyph = readSubsetGlyph(trueType, glyphId);
      glyphs.set(glyphId, glyph);
    }
    return glyph;
  };
  return Object.assign(font, {
    createSubset: () => {
      const subset = createSubset();
      if (!isTrueTypeSubset(subset)) return subset;
      // fontkit's own _addGlyph, step for step, with the glyph's data read from the cache.
      subset._addGlyph = (glyphId: number) => {
        const { bytes, components, advance, bearing } = readGlyph(glyphId);
        let written = bytes;
        if (components.length > 0) {
          // The parts are numbered as in this subset: a copy, the shared bytes stay untouched.
          written = new Uint8Array(bytes);
          const view = new DataView(written.buffer);
          for (const component of components) {
            view.setUint16(component.position, subset.includeGlyph(component.glyphId));
          }
        }
        subset.glyf.push(written);
        subset.loca.offsets.push(subset.offset);
        subset.hmtx.metrics.push({ advance, bearing });
        subset.offset += written.length;
        return subset.glyf.length - 1;
      };
      return subset;
    },
  });
}

/** One glyph's bytes, parts and metrics, read as fontkit's subset reads them. */
function readSubsetGlyph(font: TrueTypeFont, glyphId: number): SubsetGlyph {
  const glyph = font.getGlyph(glyphId);
  const decoded = glyph._decode();
  const start = font.loca.offsets[glyphId] ?? 0;
  const end = font.loca.offsets[glyphId + 1] ?? start;
  const stream = font._getTableStream('glyf');
  stream.pos += start;
  const bytes = new Uint8Array(stream.readBuffer(end - start));
  const components =
    decoded !== null && decoded.numberOfContours < 0
      ? (decoded.components ?? []).map(({ glyphID, pos }) => ({ glyphId: glyphID, position: pos }))
      : [];
  return {
    bytes,
    components,
    advance: glyph.advanceWidth,
    bearing: glyph._getMetrics().leftBearing,
  };
}
