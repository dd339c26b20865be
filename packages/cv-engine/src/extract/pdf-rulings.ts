// The straight lines a PDF page draws across or down it (issue 12): a Word or LibreOffice table
// saved as PDF draws its cell borders as thin filled rectangles or stroked lines, and those
// borders are what tells a person where one cell ends and the next begins. Text alone cannot:
// cells a short gap apart read as one phrase along their shared baseline.
import type { OperatorNumbers, PageOperations } from './pdf-letter-spacing';
import { multiply, toMatrix, type Matrix } from './pdf-matrix';

/** A horizontal or vertical line on the page, in points from its top-left corner. */
export type Ruling = {
  readonly orientation: 'horizontal' | 'vertical';
  /** The y of a horizontal ruling, the x of a vertical one. */
  readonly at: number;
  /** Where it starts and ends along its length (x for horizontal, y for vertical). */
  readonly from: number;
  readonly to: number;
};

/** A ruling is at most this thick (a cell border is 0.5–1.5 pt; thicker is a shape). */
const maximumThickness = 2.5;
/** ...and at least this long: shorter strokes are glyph-like marks (a bullet, an underline). */
const minimumLength = 6;
/** A stroke this far from straight (points) still runs along one axis. */
const axisTolerance = 0.5;
/** Pages drawing more path operations than this are drawings, not documents: read no rulings. */
const maximumPaths = 20_000;

/** pdf.js's path commands inside a constructPath operation (its DrawOPS table). */
const drawOps = { moveTo: 0, lineTo: 1, curveTo: 2, quadraticCurveTo: 3, closePath: 4 } as const;

type Point = { x: number; y: number };

/** The path's subpaths as point lists (curves kept only by their end points: never straight). */
function readSubpaths(
  data: ArrayLike<number>,
): { points: Point[]; closed: boolean; curved: boolean }[] {
  const subpaths: { points: Point[]; closed: boolean; curved: boolean }[] = [];
  let current: { points: Point[]; closed: boolean; curved: boolean } | null = null;
  for (let index = 0; index < data.length;) {
    const command = data[index++];
    if (command === drawOps.moveTo || command === drawOps.lineTo) {
      const point = { x: data[index++] ?? 0, y: data[index++] ?? 0 };
      if (command === drawOps.moveTo || current === null) {
        current = { points: [], closed: false, curved: false };
        subpaths.push(current);
      }
      current.points.push(point);
    } else if (command === drawOps.curveTo || command === drawOps.quadraticCurveTo) {
      const count = command === drawOps.curveTo ? 6 : 4;
      index += count;
      if (current) current.curved = true;
    } else if (command === drawOps.closePath) {
      if (current) current.closed = true;
    } else {
      // An unknown command: the rest of the path cannot be followed.
      break;
    }
  }
  return subpaths;
}

/** A thin, long box as a ruling along its length (a filled cell border), else null. */
function boxAsRuling(points: readonly Point[]): Ruling | null {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const left = Math.min(...xs);
  const right = Math.max(...xs);
  const top = Math.min(...ys);
  const bottom = Math.max(...ys);
  const width = right - left;
  const height = bottom - top;
  if (height <= maximumThickness && width >= minimumLength)
    return { orientation: 'horizontal', at: (top + bottom) / 2, from: left, to: right };
  if (width <= maximumThickness && height >= minimumLength)
    return { orientation: 'vertical', at: (left + right) / 2, from: top, to: bottom };
  return null;
}

/** The straight, axis-aligned pieces of a stroked subpath. */
function strokeAsRulings(points: readonly Point[], closed: boolean): Ruling[] {
  const rulings: Ruling[] = [];
  const ends = closed && points.length > 2 ? [...points, points[0] as Point] : points;
  for (let index = 1; index < ends.length; index += 1) {
    const start = ends[index - 1] as Point;
    const end = ends[index] as Point;
    const dx = Math.abs(end.x - start.x);
    const dy = Math.abs(end.y - start.y);
    if (dy <= axisTolerance && dx >= minimumLength) {
      rulings.push({
        orientation: 'horizontal',
        at: (start.y + end.y) / 2,
        from: Math.min(start.x, end.x),
        to: Math.max(start.x, end.x),
      });
    } else if (dx <= axisTolerance && dy >= minimumLength) {
      rulings.push({
        orientation: 'vertical',
        at: (start.x + end.x) / 2,
        from: Math.min(start.y, end.y),
        to: Math.max(start.y, end.y),
      });
    }
  }
  return rulings;
}

/**
 * The horizontal and vertical lines a page draws: thin filled boxes and straight strokes, in page
 * points from the top-left corner (`view`: the page's left edge and top in PDF units). Clipping
 * paths, curves and wide shapes (a sidebar's background) are not rulings.
 *
 * @example
 * readRulings(operatorList, OPS, { x0: 0, top: 842 });
 * // [{ orientation: 'vertical', at: 180.5, from: 610, to: 690 }, ...]
 */
export function readRulings(
  operations: PageOperations,
  numbers: OperatorNumbers,
  view: { x0: number; top: number },
): Ruling[] {
  const rulings: Ruling[] = [];
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  let paths = 0;
  const stroking = new Set(
    ['stroke', 'closeStroke', 'fillStroke', 'eoFillStroke', 'closeFillStroke', 'closeEOFillStroke']
      .map((name) => numbers[name])
      .filter((value): value is number => value !== undefined),
  );
  const filling = new Set(
    ['fill', 'eoFill']
      .map((name) => numbers[name])
      .filter((value): value is number => value !== undefined),
  );
  const { fnArray, argsArray } = operations;
  for (let index = 0; index < fnArray.length; index += 1) {
    const operation = fnArray[index];
    if (operation === numbers.save) {
      stack.push(ctm);
    } else if (operation === numbers.restore) {
      ctm = stack.pop() ?? ctm;
    } else if (operation === numbers.transform) {
      const matrix = toMatrix(argsArray[index]);
      if (matrix) ctm = multiply(matrix, ctm);
    } else if (operation === numbers.paintFormXObjectBegin) {
      stack.push(ctm);
      const matrix = toMatrix((argsArray[index] as unknown[] | undefined)?.[0]);
      if (matrix) ctm = multiply(matrix, ctm);
    } else if (operation === numbers.paintFormXObjectEnd) {
      ctm = stack.pop() ?? ctm;
    } else if (operation === numbers.constructPath) {
      paths += 1;
      if (paths > maximumPaths) return [];
      const [paint, pathArgs] = (argsArray[index] ?? []) as [unknown, unknown];
      if (typeof paint !== 'number') continue;
      const isStroke = stroking.has(paint);
      const isFill = filling.has(paint) || isStroke;
      if (!isStroke && !isFill) continue;
      const data = Array.isArray(pathArgs) ? (pathArgs[0] as ArrayLike<number> | null) : null;
      if (!data) continue;
      const [a, b, c, d, e, f] = ctm;
      const toPage = (point: Point): Point => ({
        x: a * point.x + c * point.y + e - view.x0,
        y: view.top - (b * point.x + d * point.y + f),
      });
      for (const subpath of readSubpaths(data)) {
        if (subpath.curved || subpath.points.length < 2) continue;
        const points = subpath.points.map(toPage);
        const box = filling.has(paint) && points.length >= 3 ? boxAsRuling(points) : null;
        if (box) rulings.push(box);
        else if (isStroke) rulings.push(...strokeAsRulings(points, subpath.closed));
      }
    }
  }
  return rulings;
}
