// The one place in the engine that reads a file (STYLE.md §7 keeps the file system out of src/).
// The exception is deliberate: the Carlito TTF files (decision 015) are assets of this package,
// installed with it like code, never user data, and pdfkit must embed their bytes (issue 3, stage 6). They are read
// and parsed once, on the first PDF render, so importing the engine costs no I/O. Callers that
// cannot reach node_modules (a bundle, a browser) pass the bytes in RenderOptions.fonts instead.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create as createFont, type Font, type GlyphRun } from 'fontkit';
import { shareSubsetGlyphs } from './subset-glyphs';

/** The TTF bytes of the three faces the PDF uses. */
export type PdfFonts = {
  readonly regular: Uint8Array;
  readonly bold: Uint8Array;
  readonly italic: Uint8Array;
};

/** The same faces, parsed. */
export type ParsedPdfFonts = { readonly [Face in keyof PdfFonts]: Font };

const carlitoFiles = {
  regular: '@expo-google-fonts/carlito/400Regular/Carlito_400Regular.ttf',
  bold: '@expo-google-fonts/carlito/700Bold/Carlito_700Bold.ttf',
  italic: '@expo-google-fonts/carlito/400Regular_Italic/Carlito_400Regular_Italic.ttf',
} as const;

let carlitoFonts: PdfFonts | null = null;

/**
 * The Carlito faces bundled with the package, read from disk on the first call and kept.
 *
 * @example const { regular } = loadCarlitoFonts() // Uint8Array of Carlito_400Regular.ttf
 */
export function loadCarlitoFonts(): PdfFonts {
  if (carlitoFonts !== null) return carlitoFonts;
  // createRequire rather than import.meta.resolve: it resolves the same way under Node, vitest
  // and bundlers that keep node_modules, and is synchronous everywhere.
  const require = createRequire(import.meta.url);
  const read = (specifier: string) => new Uint8Array(readFileSync(require.resolve(specifier)));
  carlitoFonts = {
    regular: read(carlitoFiles.regular),
    bold: read(carlitoFiles.bold),
    italic: read(carlitoFiles.italic),
  };
  return carlitoFonts;
}

let carlitoCodePoints: ReadonlySet<number> | null = null;

/**
 * Whether Carlito, the one font of both files (decision 015), draws this code point. Read from
 * the regular face's character map on first use and kept.
 *
 * @example carlitoDraws(0x2022) // true ("•"); carlitoDraws(0x2605) // false ("★")
 */
export function carlitoDraws(codePoint: number): boolean {
  carlitoCodePoints ??= new Set(parsePdfFonts(loadCarlitoFonts()).regular.characterSet);
  return carlitoCodePoints.has(codePoint);
}

// Parsing is cached per set of bytes: fontkit decodes a font's large layout tables lazily and keeps
// them on the parsed font, so a second document reuses all that work (with Inter it was about
// 100 ms → 15 ms per PDF, measured on the two-page sample CV). pdfkit still makes a fresh subset per document.
const parsedFonts = new WeakMap<PdfFonts, ParsedPdfFonts>();

/**
 * The faces parsed with fontkit, once per `fonts` object.
 *
 * @example document.registerFont('Carlito', parsePdfFonts(loadCarlitoFonts()).regular)
 */
export function parsePdfFonts(fonts: PdfFonts): ParsedPdfFonts {
  const cached = parsedFonts.get(fonts);
  if (cached !== undefined) return cached;
  const parsed = {
    regular: shareShaping(shareSubsetGlyphs(createFont(fonts.regular))),
    bold: shareShaping(shareSubsetGlyphs(createFont(fonts.bold))),
    italic: shareShaping(shareSubsetGlyphs(createFont(fonts.italic))),
  };
  parsedFonts.set(fonts, parsed);
  return parsed;
}

/** Words shaped per font before the cache starts again (a few MB at most). */
const shapingCacheLimit = 50_000;

/**
 * Shaping (OpenType substitution and positioning, kerning included) is
 * most of a PDF render's time, and pdfkit's own word cache lives only as long as one document.
 * This keeps shaped words across documents. pdfkit scales the positions it receives in place
 * (pdfkit 0.20, EmbeddedFont.layoutRun), so each call gets fresh copies of them, and an
 * `advanceWidth` computed from those copies when read, as fontkit's own GlyphRun does.
 */
function shareShaping(font: Font): Font {
  const shapeText = font.layout.bind(font);
  const shaped = new Map<string, GlyphRun>();
  const layout = (text: string, features?: unknown): GlyphRun => {
    // Runs with explicit features are rare and left uncached.
    if (features !== undefined) return shapeText(text, features);
    let run = shaped.get(text);
    if (run === undefined) {
      if (shaped.size >= shapingCacheLimit) shaped.clear();
      run = shapeText(text);
      shaped.set(text, run);
    }
    const positions = run.positions.map((position) => ({ ...position }));
    return {
      glyphs: withOwnCodePoints(run.glyphs, text),
      positions,
      get advanceWidth() {
        return positions.reduce((width, position) => width + position.xAdvance, 0);
      },
    };
  };
  return Object.assign(font, { layout });
}

/**
 * fontkit keeps one Glyph object per glyph id per font, with the code points of the text that
 * first produced it, and pdfkit writes those into each document's ToUnicode map: with fonts shared
 * across documents, a glyph first reached through a substitution elsewhere made "Grover’s" read
 * back as "GroverQs". When the run maps one glyph to one character, each glyph is given this
 * text's own character (a view over the shared glyph, which stays untouched); ligatures keep
 * fontkit's code points, which are theirs by construction.
 */
function withOwnCodePoints(glyphs: GlyphRun['glyphs'], text: string): GlyphRun['glyphs'] {
  const characters = [...text];
  if (characters.length !== glyphs.length) return glyphs;
  return glyphs.map((glyph, index) => {
    const codePoint = characters[index]?.codePointAt(0);
    if (
      codePoint === undefined ||
      (glyph.codePoints.length === 1 && glyph.codePoints[0] === codePoint)
    ) {
      return glyph;
    }
    return Object.create(glyph, { codePoints: { value: [codePoint] } }) as typeof glyph;
  });
}
