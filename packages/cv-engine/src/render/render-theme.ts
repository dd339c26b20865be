// The look both renderers share, in points, so the DOCX and the PDF have the same hierarchy: one
// accent colour for section headings, dark text, a muted grey for dates and contact data. A look
// is a template (issue 14: Clásico, Moderno, Compacto; all one column of real text under standard
// headings, so an ATS reads each alike) on a paper size (A4 or Carta), and comes in a few fitting
// steps (issue 13, "Fit"): a CV that spills a few lines onto a page of its own is set a little
// tighter, spacing first, then margins, then type down to a floor.
import type { CvPageSize, CvTemplateId } from '../model/cv-look';
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
  /** The paper in points (paperSizes). */
  readonly pageWidth: number;
  readonly pageHeight: number;
  readonly pageMargin: number;
  /** Bullet text starts this far right of the margin; the marker sits in the gap. */
  readonly bulletIndent: number;
  readonly accentColour: string;
  /** The thin rule under each section heading. */
  readonly headingRuleColour: string;
  /** Its thickness in points; Word stores it in eighths of a point, rounded down. */
  readonly headingRuleWidth: number;
  /**
   * Section headings shown in capitals: the PDF writes them upper-cased, the DOCX keeps the text
   * as written under Word's "all caps", so both look alike and the DOCX stays easy to edit.
   */
  readonly headingUpperCase: boolean;
  /** Extra space between a heading's letters, in points (0: none). */
  readonly headingLetterSpacing: number;
  /** Scales every gap between blocks (spaceBeforeBlock); 1 in the normal theme. */
  readonly spacingScale: number;
  /**
   * A sidebar's short lines are run together (short-line-runs.ts): a list of short items one per
   * line becomes one line, a label alone on its line rejoins its value. Off in each template's
   * own theme; a fitting step turns it on before it makes the type smaller.
   */
  readonly runsShortLines: boolean;
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
/** Moderno's teal: 5.5:1 on white, above the 4.5:1 that text in it needs (WCAG AA). */
const modernAccentColour = '0F766E';

/** The paper sizes in points: A4 (ISO 216) and Carta (US Letter, 8.5 × 11 in). */
export const paperSizes: Readonly<Record<CvPageSize, { width: number; height: number }>> = {
  a4: { width: 595.28, height: 841.89 },
  carta: { width: 612, height: 792 },
};

const normalBlocks = {
  name: { size: 22, weight: 'bold', italic: false, colour: textColour, lineGap: 0 },
  headline: { size: 12.5, weight: 'regular', italic: false, colour: accentColour, lineGap: 1 },
  contact: { size: 10, weight: 'regular', italic: false, colour: mutedColour, lineGap: 1 },
  heading: { size: 12, weight: 'bold', italic: false, colour: accentColour, lineGap: 0 },
  'entry-title': { size: 11, weight: 'bold', italic: false, colour: textColour, lineGap: 1 },
  'entry-meta': { size: 10, weight: 'regular', italic: true, colour: mutedColour, lineGap: 1 },
  emphasis: { size: 10.5, weight: 'bold', italic: false, colour: textColour, lineGap: 2.4 },
  paragraph: { size: 10.5, weight: 'regular', italic: false, colour: textColour, lineGap: 2.4 },
  bullet: { size: 10.5, weight: 'regular', italic: false, colour: textColour, lineGap: 2.4 },
} as const satisfies Record<LayoutBlockKind, BlockStyle>;

/** Clásico on A4: the look every optimised CV had before templates existed. */
export const renderTheme: RenderTheme = {
  pageWidth: paperSizes.a4.width,
  pageHeight: paperSizes.a4.height,
  pageMargin: 50,
  bulletIndent: 14,
  accentColour,
  headingRuleColour: 'B8C4D0',
  headingRuleWidth: 0.6,
  headingUpperCase: false,
  headingLetterSpacing: 0,
  spacingScale: 1,
  runsShortLines: false,
  blocks: normalBlocks,
};

/**
 * Moderno: the name and the headings in teal, headings in letter-spaced capitals over a teal
 * rule; the body as in Clásico. The spacing (under 1 pt) stays well below a word gap, so text
 * readers still see one word per heading word.
 */
const modernTheme: RenderTheme = {
  ...renderTheme,
  accentColour: modernAccentColour,
  headingRuleColour: modernAccentColour,
  headingRuleWidth: 1,
  headingUpperCase: true,
  headingLetterSpacing: 0.8,
  blocks: {
    ...normalBlocks,
    name: { ...normalBlocks.name, size: 24, colour: modernAccentColour },
    headline: { ...normalBlocks.headline, colour: textColour },
    heading: { ...normalBlocks.heading, size: 11.5, colour: modernAccentColour },
  },
};

/**
 * Compacto: for fitting one page. Smaller type (10 pt body), tighter gaps and narrower margins
 * from the start, Clásico's colours.
 */
const compactTheme: RenderTheme = {
  ...renderTheme,
  pageMargin: 40,
  spacingScale: 0.75,
  blocks: {
    name: { ...normalBlocks.name, size: 18 },
    headline: { ...normalBlocks.headline, size: 11.5, lineGap: 0.8 },
    contact: { ...normalBlocks.contact, size: 9.5, lineGap: 0.8 },
    heading: { ...normalBlocks.heading, size: 11 },
    'entry-title': { ...normalBlocks['entry-title'], size: 10.5, lineGap: 0.8 },
    'entry-meta': { ...normalBlocks['entry-meta'], size: 9.5, lineGap: 0.8 },
    emphasis: { ...normalBlocks.emphasis, size: 10, lineGap: 1.8 },
    paragraph: { ...normalBlocks.paragraph, size: 10, lineGap: 1.8 },
    bullet: { ...normalBlocks.bullet, size: 10, lineGap: 1.8 },
  },
};

/** The body size below which a CV is no longer comfortable to read: type never goes under it. */
export const minimumBodySize = 9.5;

/**
 * The theme with every size scaled so the body text is `bodySize` (rounded to half-points), the
 * gaps between lines scaled by `lineGapScale`.
 */
function scaleType(theme: RenderTheme, bodySize: number, lineGapScale: number): RenderTheme {
  const factor = bodySize / theme.blocks.paragraph.size;
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

/**
 * The fitting steps of a 10.5 pt template, loosest first: the template's own theme; tighter gaps
 * (between blocks and between lines); slightly narrower margins; a sidebar's short lines run
 * together; then the type a half-point smaller, and three last steps at the readable floor (9.5 pt body):
 * tighter gaps and margins, a smaller frame (name, headings), and single line spacing.
 */
function createFitSteps(normal: RenderTheme): RenderTheme[] {
  const tighterSpacing = {
    ...scaleType(normal, normal.blocks.paragraph.size, 0.75),
    spacingScale: 0.7,
  };
  const narrowerMargins = { ...tighterSpacing, pageMargin: 40 };
  // A sidebar's lists run together before any type gets smaller, and stay so in every step after.
  const shortLinesRun = { ...narrowerMargins, runsShortLines: true };
  const tightestFrame = tightestFurniture(scaleType(shortLinesRun, minimumBodySize, 0.5));
  return [
    normal,
    tighterSpacing,
    narrowerMargins,
    shortLinesRun,
    scaleType(shortLinesRun, 10, 1),
    { ...scaleType(shortLinesRun, minimumBodySize, 0.8), pageMargin: 36, spacingScale: 0.6 },
    // A last resort for a page that overflows by a few lines: the margins of a dense template.
    { ...scaleType(shortLinesRun, minimumBodySize, 0.6), pageMargin: 32, spacingScale: 0.5 },
    tightestFrame,
    singleSpaced(tightestFrame),
  ];
}

/**
 * The last step: Word's "single" spacing, the font's own line height with no gap added, every
 * size and margin as the step before. A CV a line or two over its page then keeps its page
 * without type any smaller; dense one-page templates are set single-spaced anyway.
 */
function singleSpaced(theme: RenderTheme): RenderTheme {
  const blocks = Object.fromEntries(
    Object.entries(theme.blocks).map(([kind, style]) => [kind, { ...style, lineGap: 0 }]),
  ) as Record<LayoutBlockKind, BlockStyle>;
  return { ...theme, blocks };
}

/**
 * The last step but one: the body stays at the readable floor, but what frames it gives way — the
 * name, the headings and the gaps between blocks shrink towards the body's size, and the margins
 * to those of a dense one-page template. A CV that overflows its page by a few lines fits without
 * smaller text; the headings stay apart from the body by weight, colour and their rule.
 */
function tightestFurniture(theme: RenderTheme): RenderTheme {
  const { blocks } = theme;
  return {
    ...theme,
    pageMargin: 28,
    spacingScale: 0.4,
    blocks: {
      ...blocks,
      name: { ...blocks.name, size: 16 },
      headline: { ...blocks.headline, size: 10.5 },
      heading: { ...blocks.heading, size: 10.5 },
      'entry-title': { ...blocks['entry-title'], size: 10 },
    },
  };
}

/**
 * Compacto's steps start where its theme is (already tight): then narrower margins and gaps, then
 * short lines run together, then the readable floor, then the tightest margins, then single spacing.
 */
function createCompactFitSteps(normal: RenderTheme): RenderTheme[] {
  const tighter = {
    ...scaleType(normal, normal.blocks.paragraph.size, 0.8),
    pageMargin: 36,
    spacingScale: 0.65,
  };
  const shortLinesRun = { ...normal, runsShortLines: true };
  const tightestMargins = {
    ...scaleType(shortLinesRun, minimumBodySize, 0.6),
    pageMargin: 32,
    spacingScale: 0.5,
  };
  return [
    normal,
    tighter,
    { ...tighter, runsShortLines: true },
    { ...scaleType(shortLinesRun, minimumBodySize, 0.8), pageMargin: 36, spacingScale: 0.6 },
    tightestMargins,
    singleSpaced(tightestMargins),
  ];
}

const fitStepsByTemplate: Readonly<Record<CvTemplateId, readonly RenderTheme[]>> = {
  clasico: createFitSteps(renderTheme),
  moderno: createFitSteps(modernTheme),
  compacto: createCompactFitSteps(compactTheme),
};

/** Clásico's fitting steps on A4. A renderer takes the first step that fits. */
export const fitSteps: readonly RenderTheme[] = fitStepsByTemplate.clasico;

const fitStepsByLook = new Map(
  Object.entries(fitStepsByTemplate).flatMap(([template, steps]) =>
    Object.entries(paperSizes).map(([pageSize, { width, height }]) => [
      `${template}/${pageSize}`,
      pageSize === 'a4'
        ? steps
        : steps.map((step) => ({ ...step, pageWidth: width, pageHeight: height })),
    ]),
  ),
);

/**
 * The smallest body type at all: under the readable floor only for a source that was itself set
 * that small (a designed one-page template at 8.5–9 pt), and never under the source's size.
 */
export const smallestBodySize = 9;

/**
 * The body size of a step below the readable floor for a source set in `sourceBodySize`: the
 * source's size rounded up to a half-point (never smaller than the source), at least
 * smallestBodySize; null when the source's type was not under the floor.
 *
 * @example bodySizeBelowFloor(8.6) // 9
 */
export function bodySizeBelowFloor(sourceBodySize: number | undefined): number | null {
  if (sourceBodySize === undefined || !Number.isFinite(sourceBodySize)) return null;
  const size = Math.max(smallestBodySize, Math.ceil(sourceBodySize * 2) / 2);
  return size < minimumBodySize ? size : null;
}

/** The theme with every size scaled so the body is `bodySize`; spacing and margins kept. */
function scaleBodyTo(theme: RenderTheme, bodySize: number): RenderTheme {
  const factor = bodySize / theme.blocks.paragraph.size;
  const blocks = Object.fromEntries(
    Object.entries(theme.blocks).map(([kind, style]) => [
      kind,
      { ...style, size: Math.max(bodySize, Math.round(style.size * factor * 2) / 2) },
    ]),
  ) as Record<LayoutBlockKind, BlockStyle>;
  return { ...theme, blocks };
}

/**
 * The fitting steps of a template on a paper size, loosest first (Clásico on A4 by default).
 * For a source set in type under the readable floor, one last step sets the tightest step's
 * type as small as the source's (issue 13: the source fitted its page at that size).
 *
 * @example fitStepsFor({ template: 'compacto', pageSize: 'carta' })[0]?.pageHeight // 792
 */
export function fitStepsFor(look: {
  readonly template?: CvTemplateId | undefined;
  readonly pageSize?: CvPageSize | undefined;
  readonly sourceBodySize?: number | undefined;
}): readonly RenderTheme[] {
  const steps = fitStepsByLook.get(`${look.template ?? 'clasico'}/${look.pageSize ?? 'a4'}`);
  if (steps === undefined) throw new Error(`No look ${look.template}/${look.pageSize}.`);
  const bodySize = bodySizeBelowFloor(look.sourceBodySize);
  const tightest = steps.at(-1);
  if (bodySize === null || tightest === undefined) return steps;
  return [...steps, scaleBodyTo(tightest, bodySize)];
}

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
    case 'emphasis':
      // A new group of lines (a job kept as written) stands apart; an employer over a title not.
      return previous === 'emphasis' ? 2 : 7;
    case 'paragraph':
      return previous === 'heading' ? 7 : 3;
    case 'bullet':
      return previous === 'heading' ? 7 : previous === 'bullet' ? 2 : 4;
  }
}
