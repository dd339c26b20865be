// The look both renderers share, in points, so the DOCX and the PDF have the same hierarchy: one
// accent colour for section headings, dark text, a muted grey for dates and contact data. The
// theme comes in a few fitting steps (issue 13, "Fit"): a CV that spills a few lines onto a page
// of its own is set a little tighter, spacing first, then margins, then type down to a floor.
import type { LayoutBlockKind } from './cv-layout';

export type BlockStyle = {
  /** Font size in points; a multiple of 0.5, as Word stores sizes in half-points. */
  readonly size: number;
  readonly weight: 'regular' | 'bold';
  readonly italic: boolean;
  /** Hex colour without "#", as both docx and (with "#") pdfkit take it. */
  readonly colour: string;
  /** Extra space between wrapped lines, in points (body text reads best at about 1.35). */
  readonly lineGap: number;
};

export type RenderTheme = {
  /** A4 in points (ISO 216). */
  readonly pageWidth: number;
  readonly pageHeight: number;
  readonly pageMargin: number;
  /** Bullet text starts this far right of the margin; the marker sits in the gap. */
  readonly bulletIndent: number;
  readonly accentColour: string;
  /** The thin rule under each section heading. */
  readonly headingRuleColour: string;
  /** Scales every gap between blocks (spaceBeforeBlock); 1 in the normal theme. */
  readonly spacingScale: number;
  readonly blocks: Readonly<Record<LayoutBlockKind, BlockStyle>>;
};

/**
 * One family for both files (decision 015): the PDF embeds Carlito (OFL), which has Calibri's
 * metrics glyph for glyph; the DOCX names Calibri, which Word and Google Docs have and LibreOffice
 * replaces with Carlito. Same widths, so both files break lines and pages in the same places.
 */
export const fontFamilies = { pdf: 'Carlito', docx: 'Calibri' } as const;
/** Line height of Carlito and Calibri with no extra gap: (ascent + descent) / em = 2500 / 2048. */
export const fontLineHeightRatio = 2500 / 2048;

const textColour = '1A1A1A';
const mutedColour = '555555';
const accentColour = '1F4E79';

const normalBlocks = {
  name: { size: 22, weight: 'bold', italic: false, colour: textColour, lineGap: 0 },
  headline: { size: 12.5, weight: 'regular', italic: false, colour: accentColour, lineGap: 1 },
  contact: { size: 10, weight: 'regular', italic: false, colour: mutedColour, lineGap: 1 },
  heading: { size: 12, weight: 'bold', italic: false, colour: accentColour, lineGap: 0 },
  'entry-title': { size: 11, weight: 'bold', italic: false, colour: textColour, lineGap: 1 },
  'entry-meta': { size: 10, weight: 'regular', italic: true, colour: mutedColour, lineGap: 1 },
  paragraph: { size: 10.5, weight: 'regular', italic: false, colour: textColour, lineGap: 2.4 },
  bullet: { size: 10.5, weight: 'regular', italic: false, colour: textColour, lineGap: 2.4 },
} as const satisfies Record<LayoutBlockKind, BlockStyle>;

export const renderTheme: RenderTheme = {
  pageWidth: 595.28,
  pageHeight: 841.89,
  pageMargin: 50,
  bulletIndent: 14,
  accentColour,
  headingRuleColour: 'B8C4D0',
  spacingScale: 1,
  blocks: normalBlocks,
};

/** The body size below which a CV is no longer comfortable to read: type never goes under it. */
export const minimumBodySize = 9.5;

/**
 * The theme with every size scaled so the body text is `bodySize` (rounded to half-points), the
 * gaps between lines scaled by `lineGapScale`.
 */
function scaleType(theme: RenderTheme, bodySize: number, lineGapScale: number): RenderTheme {
  const factor = bodySize / normalBlocks.paragraph.size;
  const blocks = Object.fromEntries(
    Object.entries(theme.blocks).map(([kind, style]) => [
      kind,
      {
        ...style,
        size: Math.max(minimumBodySize - 1, Math.round(style.size * factor * 2) / 2),
        lineGap: Math.round(style.lineGap * lineGapScale * 10) / 10,
      },
    ]),
  ) as Record<LayoutBlockKind, BlockStyle>;
  return { ...theme, blocks };
}

const tighterSpacing: RenderTheme = {
  ...scaleType(renderTheme, normalBlocks.paragraph.size, 0.75),
  spacingScale: 0.7,
};
const narrowerMargins: RenderTheme = { ...tighterSpacing, pageMargin: 40 };

/**
 * The fitting steps, loosest first: the normal theme; tighter gaps (between blocks and between
 * lines); slightly narrower margins; then the type a half-point smaller, and two last steps at the
 * readable floor (9.5 pt body) with the tightest gaps and margins. A renderer takes the first step that fits.
 */
export const fitSteps: readonly RenderTheme[] = [
  renderTheme,
  tighterSpacing,
  narrowerMargins,
  scaleType(narrowerMargins, 10, 1),
  { ...scaleType(narrowerMargins, minimumBodySize, 0.8), pageMargin: 36, spacingScale: 0.6 },
  // A last resort for a page that overflows by a few lines: the margins of a dense template.
  { ...scaleType(narrowerMargins, minimumBodySize, 0.6), pageMargin: 32, spacingScale: 0.5 },
];

/**
 * Vertical space before a block, in points, from the block before it: sections stand apart,
 * an entry's lines stay together, consecutive entries get a clear gap.
 *
 * @example spaceBeforeBlock('bullet', 'entry-title') // 9
 */
export function spaceBeforeBlock(
  previous: LayoutBlockKind | null,
  current: LayoutBlockKind,
  theme: RenderTheme = renderTheme,
): number {
  return Math.round(baseSpaceBeforeBlock(previous, current) * theme.spacingScale * 10) / 10;
}

function baseSpaceBeforeBlock(previous: LayoutBlockKind | null, current: LayoutBlockKind): number {
  if (previous === null) return 0;
  switch (current) {
    case 'name':
      return 0;
    case 'headline':
      return 3;
    case 'contact':
      return previous === 'contact' ? 1 : 5;
    case 'heading':
      return 15;
    case 'entry-title':
      return previous === 'heading' ? 7 : 9;
    case 'entry-meta':
      return 1;
    case 'paragraph':
      return previous === 'heading' ? 7 : 3;
    case 'bullet':
      return previous === 'heading' ? 7 : previous === 'bullet' ? 2 : 4;
  }
}
