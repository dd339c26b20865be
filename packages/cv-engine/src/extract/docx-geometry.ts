// Where things stand on a Word page (issue 12): the page size and margins (w:sectPr), where a
// floating text box or group shape is anchored (DrawingML wp:anchor, VML absolute styles) and a
// rough height for flowing paragraphs, so positioned frames can be ordered by docx-layout.ts.
// Units are points from the page's top-left corner. Word lays out text itself; these are
// estimates, good enough to tell which frame is above, beside or below which.

import { findChild, readAttributes, readNumberAttribute, readText, type XmlNode } from './docx-xml';

export type PageGeometry = {
  readonly width: number;
  readonly height: number;
  readonly marginTop: number;
  readonly marginBottom: number;
  readonly marginLeft: number;
  readonly marginRight: number;
  readonly headerDistance: number;
};

/** One thing read as a whole: a top-level paragraph or table, or a text box. */
export type Unit = {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Placed by its own anchor (a text box, a floating table), not by the text flow. */
  readonly positioned: boolean;
  /** A table's grid: each column's left edge from the table's, in points (w:tblGrid). */
  readonly columnEdges?: readonly number[];
};

type AxisPosition = {
  readonly relativeFrom: string;
  readonly offset: number | null;
  readonly align: string | null;
};

/** A floating object's anchor and the rectangle of one shape inside it (group children). */
export type Placement = {
  readonly horizontal: AxisPosition;
  readonly vertical: AxisPosition;
  readonly width: number;
  readonly height: number;
  readonly dx: number;
  readonly dy: number;
  readonly shapeWidth: number;
  readonly shapeHeight: number;
};

/** Maps a group's child coordinates (a:chOff/a:chExt) onto the group's own rectangle. */
export type GroupTransform = {
  readonly dx: number;
  readonly dy: number;
  readonly scaleX: number;
  readonly scaleY: number;
};

const twipsPerPoint = 20;
const emuPerPoint = 12_700;
const a4 = { width: 595.3, height: 841.9 };
const defaultMargin = 72;
/** Word's single line spacing for common fonts, as a share of the font size. */
const singleLineFactor = 1.17;
/** Average character width as a share of the font size (for wrapping estimates). */
const averageCharacterWidth = 0.5;

function twips(node: XmlNode | undefined, name: string, fallback: number): number {
  const value = readNumberAttribute(node, name);
  return value === null ? fallback : value / twipsPerPoint;
}

/** The page size and margins of a section (w:sectPr), A4 with 1-inch margins by default. */
export function readPageGeometry(sectionProperties: XmlNode | undefined): PageGeometry {
  const size = sectionProperties ? findChild(sectionProperties, 'w:pgSz') : undefined;
  const margins = sectionProperties ? findChild(sectionProperties, 'w:pgMar') : undefined;
  return {
    width: twips(size, 'w:w', a4.width),
    height: twips(size, 'w:h', a4.height),
    marginTop: Math.abs(twips(margins, 'w:top', defaultMargin)),
    marginBottom: Math.abs(twips(margins, 'w:bottom', defaultMargin)),
    marginLeft: twips(margins, 'w:left', defaultMargin),
    marginRight: twips(margins, 'w:right', defaultMargin),
    headerDistance: twips(margins, 'w:header', 36),
  };
}

function readAxisPosition(node: XmlNode | undefined, fallback: string): AxisPosition {
  if (!node) return { relativeFrom: fallback, offset: 0, align: null };
  const offset = findChild(node, 'wp:posOffset');
  const align = findChild(node, 'wp:align');
  const offsetValue = offset ? Number(readText(offset)) : Number.NaN;
  return {
    relativeFrom: readAttributes(node)['relativeFrom'] ?? fallback,
    offset: Number.isFinite(offsetValue) ? offsetValue / emuPerPoint : null,
    align: align ? readText(align).trim() : null,
  };
}

/** A DrawingML wp:anchor's position and size (wp:inline objects flow with the text: null). */
export function readAnchorPlacement(anchor: XmlNode): Placement {
  const extent = findChild(anchor, 'wp:extent');
  const width = (readNumberAttribute(extent, 'cx') ?? 0) / emuPerPoint;
  const height = (readNumberAttribute(extent, 'cy') ?? 0) / emuPerPoint;
  return {
    horizontal: readAxisPosition(findChild(anchor, 'wp:positionH'), 'column'),
    vertical: readAxisPosition(findChild(anchor, 'wp:positionV'), 'paragraph'),
    width,
    height,
    dx: 0,
    dy: 0,
    shapeWidth: width,
    shapeHeight: height,
  };
}

function readPoint(node: XmlNode | undefined, xName: string, yName: string): [number, number] {
  return [readNumberAttribute(node, xName) ?? 0, readNumberAttribute(node, yName) ?? 0];
}

/**
 * A shape's rectangle (a:xfrm in its spPr/grpSpPr) within its group, in points from the
 * anchor's corner, and for a group the transform its children's coordinates go through.
 */
export function readShapeRectangle(
  properties: XmlNode | undefined,
  transform: GroupTransform,
): { x: number; y: number; width: number; height: number; children: GroupTransform } | null {
  const xfrm = properties ? findChild(properties, 'a:xfrm') : undefined;
  if (!xfrm) return null;
  const [offX, offY] = readPoint(findChild(xfrm, 'a:off'), 'x', 'y');
  const [extX, extY] = readPoint(findChild(xfrm, 'a:ext'), 'cx', 'cy');
  const [childOffX, childOffY] = readPoint(findChild(xfrm, 'a:chOff'), 'x', 'y');
  const [childExtX, childExtY] = readPoint(findChild(xfrm, 'a:chExt'), 'cx', 'cy');
  const x = transform.dx + offX * transform.scaleX;
  const y = transform.dy + offY * transform.scaleY;
  const width = extX * transform.scaleX;
  const height = extY * transform.scaleY;
  const scaleX = childExtX > 0 ? width / childExtX : transform.scaleX;
  const scaleY = childExtY > 0 ? height / childExtY : transform.scaleY;
  return {
    x,
    y,
    width,
    height,
    children: { dx: x - childOffX * scaleX, dy: y - childOffY * scaleY, scaleX, scaleY },
  };
}

const cssLengthPattern = /^(-?[\d.]+)(pt|in|cm|mm|px|pc|emu)?$/;
const pointsPerUnit: Record<string, number> = {
  pt: 1,
  in: 72,
  cm: 72 / 2.54,
  mm: 72 / 25.4,
  px: 0.75,
  pc: 12,
  emu: 1 / emuPerPoint,
};

function readCssLength(value: string | undefined): number | null {
  const match = value ? cssLengthPattern.exec(value.trim()) : null;
  if (!match?.[1]) return null;
  const number = Number(match[1]);
  // VML lengths without a unit are in pixels at 96 per inch.
  return Number.isFinite(number) ? number * (pointsPerUnit[match[2] ?? 'px'] ?? 0.75) : null;
}

/** The VML reading of a word "text" anchor: the column horizontally, the paragraph vertically. */
function readVmlRelative(value: string | undefined, fallback: string): string {
  if (!value || value === 'text') return fallback;
  if (value === 'page' || value === 'margin') return value;
  return fallback;
}

/** A VML shape's absolute position (style="position:absolute;margin-left:…"), if it has one. */
export function readVmlPlacement(shape: XmlNode): Placement | null {
  const style = readAttributes(shape)['style'] ?? '';
  const properties = new Map<string, string>();
  for (const declaration of style.split(';')) {
    const [name, value] = declaration.split(':');
    if (name && value !== undefined) properties.set(name.trim().toLowerCase(), value.trim());
  }
  if (properties.get('position') !== 'absolute') return null;
  const width = readCssLength(properties.get('width')) ?? 0;
  const height = readCssLength(properties.get('height')) ?? 0;
  const left = readCssLength(properties.get('margin-left') ?? properties.get('left')) ?? 0;
  const top = readCssLength(properties.get('margin-top') ?? properties.get('top')) ?? 0;
  return {
    horizontal: {
      relativeFrom: readVmlRelative(properties.get('mso-position-horizontal-relative'), 'column'),
      offset: left,
      align: properties.get('mso-position-horizontal') ?? null,
    },
    vertical: {
      relativeFrom: readVmlRelative(properties.get('mso-position-vertical-relative'), 'paragraph'),
      offset: top,
      align: properties.get('mso-position-vertical') ?? null,
    },
    width,
    height,
    dx: 0,
    dy: 0,
    shapeWidth: width,
    shapeHeight: height,
  };
}

function alignWithin(
  align: string | null,
  base: number,
  span: number,
  size: number,
): number | null {
  if (align === 'left' || align === 'top' || align === 'inside') return base;
  if (align === 'center') return base + (span - size) / 2;
  if (align === 'right' || align === 'bottom' || align === 'outside') return base + span - size;
  return null;
}

/**
 * The rectangle a placed shape covers on its page, given the top of the paragraph it is anchored
 * to. "column"/"character" horizontal anchors are read as the margin (one text column).
 */
export function resolvePlacement(
  placement: Placement,
  page: PageGeometry,
  paragraphTop: number,
): { x: number; y: number; width: number; height: number } {
  const textWidth = Math.max(1, page.width - page.marginLeft - page.marginRight);
  const textHeight = Math.max(1, page.height - page.marginTop - page.marginBottom);
  const horizontal = placement.horizontal;
  const [baseX, spanX] =
    horizontal.relativeFrom === 'page'
      ? [0, page.width]
      : horizontal.relativeFrom === 'leftMargin'
        ? [0, page.marginLeft]
        : horizontal.relativeFrom === 'rightMargin'
          ? [page.width - page.marginRight, page.marginRight]
          : [page.marginLeft, textWidth];
  const vertical = placement.vertical;
  const [baseY, spanY] =
    vertical.relativeFrom === 'page'
      ? [0, page.height]
      : vertical.relativeFrom === 'margin'
        ? [page.marginTop, textHeight]
        : vertical.relativeFrom === 'topMargin'
          ? [0, page.marginTop]
          : vertical.relativeFrom === 'bottomMargin'
            ? [page.height - page.marginBottom, page.marginBottom]
            : [paragraphTop, 0];
  const x =
    alignWithin(horizontal.align, baseX, spanX, placement.width) ??
    baseX + (horizontal.offset ?? 0);
  const y =
    alignWithin(vertical.align, baseY, spanY, placement.height) ?? baseY + (vertical.offset ?? 0);
  return {
    x: x + placement.dx,
    y: y + placement.dy,
    width: placement.shapeWidth,
    height: placement.shapeHeight,
  };
}

/** A paragraph's height: its text wrapped at `width`, one line per `lineHeight`. */
export function estimateTextHeight(
  texts: readonly string[],
  fontSize: number,
  width: number,
): number {
  const lineHeight = fontSize * singleLineFactor;
  const charactersPerLine = Math.max(1, width / (fontSize * averageCharacterWidth));
  const lineCount = texts.reduce(
    (sum, text) => sum + Math.max(1, Math.ceil(text.length / charactersPerLine)),
    0,
  );
  return Math.max(1, lineCount) * lineHeight;
}

/** The width of a paragraph's longest line (points), at the average character width. */
export function estimateTextWidth(texts: readonly string[], fontSize: number): number {
  const longest = texts.reduce((most, text) => Math.max(most, text.length), 0);
  return Math.max(1, longest * fontSize * averageCharacterWidth);
}
