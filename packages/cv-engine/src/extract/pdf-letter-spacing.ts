// Letter-spaced text ("F I O R E L L A   Q U I S P E") as a person reads it: pdf.js puts one
// space between every two letters set apart, so the wider gaps between words are lost in its
// text. The page's drawing operations still place every glyph: the gaps that are wider than the
// letters' own spacing are the word gaps (issue 12: names and headings of designed CVs printed
// by browsers, which draw no space glyphs).
import { multiply, toMatrix, type Matrix } from './pdf-matrix';
import type { PdfTextItem } from './pdf-rows';
import { median } from './median';

/** A glyph as drawn: its text, left edge, drawn width and baseline, in page points (y down). */
type PlacedGlyph = { text: string; x: number; width: number; baseline: number };

/** The drawing operations pdf.js lists for a page, and its operator numbers. */
export type PageOperations = {
  readonly fnArray: readonly number[];
  readonly argsArray: readonly unknown[];
};
export type OperatorNumbers = Readonly<Record<string, number>>;

/** A gap this many ems wider than the letters' own spacing parts two words. */
const wordGapExtraEm = 0.15;

/**
 * Text read as letter-spaced: four or more one-letter pieces for the most part ("E X P E R I E N
 * C I A", kerning may glue two: "VA"). Two or three single letters may be initials.
 */
export function isLetterSpacedText(text: string): boolean {
  const words = text.trim().split(' ');
  if (words.length < 4 || words.some((word) => [...word].length > 2)) return false;
  return words.filter((word) => [...word].length === 1).length >= words.length * 0.7;
}

function numberAt(args: readonly unknown[], position: number): number {
  const value = args[position];
  return typeof value === 'number' ? value : 0;
}

function translation(x: number, y: number): Matrix {
  return [1, 0, 0, 1, x, y];
}

/** The operations that move or show text (names of pdf.js's OPS table). */
const textOperations = [
  'save',
  'restore',
  'transform',
  'beginText',
  'setFont',
  'setTextMatrix',
  'moveText',
  'setLeadingMoveText',
  'nextLine',
  'setLeading',
  'setCharSpacing',
  'setWordSpacing',
  'setHScale',
  'setTextRise',
  'showText',
  'showSpacedText',
  'nextLineShowText',
  'nextLineSetSpacingShowText',
] as const;
type TextOperation = (typeof textOperations)[number];

type TextState = {
  ctm: Matrix;
  fontSize: number;
  fontScale: number;
  charSpacing: number;
  wordSpacing: number;
  horizontalScale: number;
  leading: number;
  rise: number;
};

/**
 * Places the glyphs the page draws on the wanted rows (rounded baselines), following the PDF text
 * state (matrices, font size, char and word spacing, horizontal scale) through pdf.js's operator
 * list. `fontScale` gives a loaded font's glyph-space scale (its font matrix; 1/1000 for most
 * fonts).
 */
function placeGlyphs(
  operations: PageOperations,
  numbers: OperatorNumbers,
  fontScale: (fontName: string) => number,
  view: { x0: number; top: number },
  wantedRows: ReadonlySet<number>,
): PlacedGlyph[] {
  const glyphs: PlacedGlyph[] = [];
  const stack: TextState[] = [];
  let state: TextState = {
    ctm: [1, 0, 0, 1, 0, 0],
    fontSize: 0,
    fontScale: 0.001,
    charSpacing: 0,
    wordSpacing: 0,
    horizontalScale: 1,
    leading: 0,
    rise: 0,
  };
  let textMatrix: Matrix = [1, 0, 0, 1, 0, 0];
  let lineMatrix: Matrix = [1, 0, 0, 1, 0, 0];
  const moveText = (x: number, y: number) => {
    lineMatrix = multiply(translation(x, y), lineMatrix);
    textMatrix = [...lineMatrix];
  };
  const showText = (pieces: unknown) => {
    if (!Array.isArray(pieces)) return;
    // Advancing along the line only moves the text matrix's origin: done in place, no matrices
    // built per glyph (a page draws thousands).
    const [a, b, c, d, e, f] = state.ctm;
    for (const piece of pieces as unknown[]) {
      if (typeof piece === 'number') {
        const shift = (-piece / 1000) * state.fontSize * state.horizontalScale;
        textMatrix[4] += shift * textMatrix[0];
        textMatrix[5] += shift * textMatrix[1];
        continue;
      }
      const glyph = piece as { unicode?: unknown; width?: unknown; isSpace?: unknown } | null;
      if (!glyph || typeof glyph.width !== 'number') continue;
      const advance = glyph.width * state.fontScale * state.fontSize;
      const originX = textMatrix[4] + state.rise * textMatrix[2];
      const originY = textMatrix[5] + state.rise * textMatrix[3];
      const baseline = view.top - (originX * b + originY * d + f);
      if (wantedRows.has(Math.round(baseline))) {
        const scaleX = Math.hypot(
          textMatrix[0] * a + textMatrix[1] * c,
          textMatrix[0] * b + textMatrix[1] * d,
        );
        glyphs.push({
          text: typeof glyph.unicode === 'string' ? glyph.unicode : '',
          x: originX * a + originY * c + e - view.x0,
          width: advance * state.horizontalScale * scaleX,
          baseline,
        });
      }
      const spacing = state.charSpacing + (glyph.isSpace === true ? state.wordSpacing : 0);
      const step = (advance + spacing) * state.horizontalScale;
      textMatrix[4] += step * textMatrix[0];
      textMatrix[5] += step * textMatrix[1];
    }
  };
  // Most operations draw paths or images: they are skipped with one look-up.
  const kinds = new Map<number, TextOperation>();
  for (const kind of textOperations) {
    const operation = numbers[kind];
    if (operation !== undefined) kinds.set(operation, kind);
  }
  const { fnArray, argsArray } = operations;
  for (let index = 0; index < fnArray.length; index += 1) {
    const kind = kinds.get(fnArray[index] ?? -1);
    if (kind === undefined) continue;
    const args = (argsArray[index] ?? []) as unknown[];
    switch (kind) {
      case 'save':
        stack.push({ ...state });
        break;
      case 'restore':
        state = stack.pop() ?? state;
        break;
      case 'transform': {
        const matrix = toMatrix(args);
        if (matrix) state = { ...state, ctm: multiply(matrix, state.ctm) };
        break;
      }
      case 'beginText':
        textMatrix = [1, 0, 0, 1, 0, 0];
        lineMatrix = [1, 0, 0, 1, 0, 0];
        break;
      case 'setFont':
        state = {
          ...state,
          fontSize: numberAt(args, 1),
          fontScale: typeof args[0] === 'string' ? fontScale(args[0]) : 0.001,
        };
        break;
      case 'setTextMatrix': {
        const matrix = toMatrix(args[0]) ?? toMatrix(args);
        if (matrix) {
          textMatrix = [...matrix];
          lineMatrix = matrix;
        }
        break;
      }
      case 'moveText':
        moveText(numberAt(args, 0), numberAt(args, 1));
        break;
      case 'setLeadingMoveText':
        state = { ...state, leading: -numberAt(args, 1) };
        moveText(numberAt(args, 0), numberAt(args, 1));
        break;
      case 'nextLine':
        moveText(0, -state.leading);
        break;
      case 'setLeading':
        state = { ...state, leading: numberAt(args, 0) };
        break;
      case 'setCharSpacing':
        state = { ...state, charSpacing: numberAt(args, 0) };
        break;
      case 'setWordSpacing':
        state = { ...state, wordSpacing: numberAt(args, 0) };
        break;
      case 'setHScale':
        state = { ...state, horizontalScale: numberAt(args, 0) / 100 };
        break;
      case 'setTextRise':
        state = { ...state, rise: numberAt(args, 0) };
        break;
      case 'showText':
      case 'showSpacedText':
        showText(args[0]);
        break;
      case 'nextLineShowText':
        moveText(0, -state.leading);
        showText(args[0]);
        break;
      case 'nextLineSetSpacingShowText':
        state = { ...state, wordSpacing: numberAt(args, 0), charSpacing: numberAt(args, 1) };
        moveText(0, -state.leading);
        showText(args[2]);
        break;
      default:
        break;
    }
  }
  return glyphs;
}

/** A glyph drawn again this close (in ems) to one of the same letter is the same glyph. */
const redrawnGlyphEm = 0.12;

/**
 * The letters of a heading drawn twice (a shadow or an outline under the text, a little offset:
 * designers' tools draw each layer) are read once. Two of the same letter in a row stand at
 * least a narrow glyph's width apart; a layer's copy stands a fraction of that away. `letters`
 * are sorted by x, so a copy is among the last few kept.
 */
function dropRedrawnGlyphs(letters: readonly PlacedGlyph[], fontSize: number): PlacedGlyph[] {
  const kept: PlacedGlyph[] = [];
  const near = redrawnGlyphEm * fontSize;
  for (const glyph of letters) {
    const redrawn = kept
      .slice(-3)
      .some(
        (other) =>
          other.text === glyph.text &&
          Math.abs(other.x - glyph.x) <= near &&
          Math.abs(other.baseline - glyph.baseline) <= near,
      );
    if (!redrawn) kept.push(glyph);
  }
  return kept;
}

/**
 * The item's letters with its word gaps put back, from the glyphs drawn along it; null when the
 * glyphs there do not spell the item's letters.
 */
function respace(
  item: PdfTextItem,
  glyphs: readonly PlacedGlyph[],
  knownLetterGap?: number,
): { text: string; letterGap: number } | null {
  const along = glyphs
    .filter(
      (glyph) =>
        Math.abs(glyph.baseline - item.baseline) < item.fontSize * 0.3 &&
        glyph.x >= item.x - 0.5 &&
        glyph.x <= item.x + item.width + 0.5,
    )
    .sort((left, right) => left.x - right.x);
  const letters = dropRedrawnGlyphs(
    along.filter((glyph) => glyph.text.trim() !== ''),
    item.fontSize,
  );
  if (letters.map((glyph) => glyph.text).join('') !== item.text.replace(/ /g, '')) return null;
  const gaps = letters.slice(1).map((glyph, index) => {
    const previous = letters[index] as PlacedGlyph;
    return glyph.x - (previous.x + previous.width);
  });
  const letterGap = knownLetterGap ?? median(gaps);
  // A short piece ("d e") is letter-spaced only with the letter gap of its row's long pieces.
  if (
    knownLetterGap !== undefined &&
    gaps.some((gap) => Math.abs(gap - knownLetterGap) > 0.05 * item.fontSize)
  )
    return null;
  const drawnSpaces = along.filter((glyph) => glyph.text.trim() === '').map((glyph) => glyph.x);
  let text = letters[0]?.text ?? '';
  for (const [index, glyph] of letters.slice(1).entries()) {
    const previous = letters[index] as PlacedGlyph;
    const spaceDrawn = drawnSpaces.some((x) => x > previous.x && x < glyph.x);
    const wide = (gaps[index] ?? 0) > letterGap + wordGapExtraEm * item.fontSize;
    text += spaceDrawn || wide ? ` ${glyph.text}` : glyph.text;
  }
  return { text, letterGap };
}

/** Two or three single letters ("d e", "y"): letter-spaced only beside a row's long pieces. */
function isShortSpacedPiece(text: string): boolean {
  const words = text.trim().split(' ');
  return words.length >= 2 && words.length < 4 && words.every((word) => [...word].length === 1);
}

/** Display type (a name) whose tracking sits near pdf.js's space threshold: "Fior ella". */
const displayFontSize = 14;

/**
 * Letter-spaced text, or words set large: a name's slight letter-spacing makes pdf.js read a
 * space wherever one gap happens to be a little wider ("Fior ella Alar cón").
 */
function isSpacingSuspect(item: PdfTextItem): boolean {
  return (
    isLetterSpacedText(item.text) ||
    (item.fontSize >= displayFontSize && item.text.includes(' ')) ||
    isTrackedCapitals(item.text)
  );
}

/** The longest heading in capitals worth a look at its glyphs. */
const maximumCapitalsLength = 40;

/**
 * A short line in capitals with a space in it ("R EFER ENCIAS:", "POR TAFOLIO"): a design tool's
 * tracked heading, where a kerned pair's gap reads as a space to pdf.js at any size.
 */
function isTrackedCapitals(text: string): boolean {
  return (
    text.includes(' ') &&
    text.length <= maximumCapitalsLength &&
    /\p{Lu}{2}/u.test(text) &&
    !/\p{Ll}/u.test(text)
  );
}

/** Items of one row in one size share a key. */
function rowKey(item: PdfTextItem): string {
  return `${Math.round(item.baseline)}:${Math.round(item.fontSize * 10)}`;
}

/**
 * The items with letter-spaced text read as words ("F I O R E L L A Q U I S P E" → "FIORELLA
 * QUISPE"), from where the page draws each glyph. Other items, and letter-spaced ones whose
 * glyphs cannot be matched, stay as pdf.js read them.
 *
 * @example
 * readLetterSpacedWords(items, operatorList, OPS, (name) => 0.001, { x0: 0, top: 842 });
 */
export function readLetterSpacedWords(
  items: readonly PdfTextItem[],
  operations: PageOperations,
  numbers: OperatorNumbers,
  fontScale: (fontName: string) => number,
  view: { x0: number; top: number },
): PdfTextItem[] {
  if (!items.some(isSpacingSuspect)) return [...items];
  // Only the glyphs along the items in question are kept: a page draws thousands.
  const wantedRows = new Set(
    items
      .filter(isSpacingSuspect)
      .flatMap((item) => [-1, 0, 1].map((shift) => Math.round(item.baseline) + shift)),
  );
  const glyphs = placeGlyphs(operations, numbers, fontScale, view, wantedRows);
  const letterGaps = new Map<string, number>();
  const respaced = items.map((item) => {
    if (!isSpacingSuspect(item)) return item;
    const read = respace(item, glyphs);
    if (read === null) return item;
    letterGaps.set(rowKey(item), read.letterGap);
    return { ...item, text: read.text };
  });
  return respaced.map((item) => {
    const letterGap = letterGaps.get(rowKey(item));
    if (letterGap === undefined || !isShortSpacedPiece(item.text)) return item;
    const read = respace(item, glyphs, letterGap);
    return read === null ? item : { ...item, text: read.text };
  });
}
