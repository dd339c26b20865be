// Types for the part of fontkit the renderer uses. fontkit is pdfkit's own font engine (installed
// with it, no published types); parsing each font once with it and handing pdfkit the parsed font
// is what keeps a PDF render in the tens of milliseconds (see fonts.ts).
declare module 'fontkit' {
  /** A parsed font. pdfkit accepts one wherever it takes font bytes (it checks for `layout`). */
  export type GlyphPosition = {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  };
  /** One glyph; fontkit keeps one object per id and font (see fonts.ts, withOwnCodePoints). */
  export type Glyph = {
    readonly id: number;
    readonly codePoints: readonly number[];
  };
  export type GlyphRun = {
    readonly glyphs: readonly Glyph[];
    readonly positions: GlyphPosition[];
    readonly advanceWidth: number;
  };
  /** A parsed font. pdfkit accepts one wherever it takes font bytes (it checks for `layout`). */
  export type Font = {
    readonly postscriptName: string;
    readonly familyName: string;
    /** Every code point the font has a glyph for. */
    readonly characterSet: readonly number[];
    layout(text: string, features?: unknown): GlyphRun;
  };
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
