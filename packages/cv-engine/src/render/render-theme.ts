// The look both renderers share, in points, so the DOCX and the PDF have the same hierarchy: one
// accent colour for section headings, dark text, a muted grey for dates and contact data.
import type { LayoutBlockKind } from './cv-layout';

export type BlockStyle = {
  /** Font size in points. */
  readonly size: number;
  readonly weight: 'regular' | 'semibold';
  readonly italic: boolean;
  /** Hex colour without "#", as both docx and (with "#") pdfkit take it. */
  readonly colour: string;
  /** Extra space between wrapped lines, in points (body text reads best at about 1.35). */
  readonly lineGap: number;
};

const textColour = '1A1A1A';
const mutedColour = '555555';
const accentColour = '1F4E79';

export const renderTheme = {
  /** A4 in points (ISO 216). */
  pageWidth: 595.28,
  pageHeight: 841.89,
  pageMargin: 50,
  /** Bullet text starts this far right of the margin; the marker sits in the gap. */
  bulletIndent: 14,
  accentColour,
  /** The thin rule under each section heading. */
  headingRuleColour: 'B8C4D0',
  blocks: {
    name: { size: 22, weight: 'semibold', italic: false, colour: textColour, lineGap: 0 },
    headline: { size: 12, weight: 'regular', italic: false, colour: accentColour, lineGap: 1 },
    contact: { size: 9.5, weight: 'regular', italic: false, colour: mutedColour, lineGap: 1 },
    heading: { size: 11.5, weight: 'semibold', italic: false, colour: accentColour, lineGap: 0 },
    'entry-title': {
      size: 10.5,
      weight: 'semibold',
      italic: false,
      colour: textColour,
      lineGap: 1,
    },
    'entry-meta': { size: 9.5, weight: 'regular', italic: true, colour: mutedColour, lineGap: 1 },
    paragraph: { size: 10, weight: 'regular', italic: false, colour: textColour, lineGap: 2.6 },
    bullet: { size: 10, weight: 'regular', italic: false, colour: textColour, lineGap: 2.6 },
  } satisfies Record<LayoutBlockKind, BlockStyle>,
} as const;

/**
 * Vertical space before a block, in points, from the block before it: sections stand apart,
 * an entry's lines stay together, consecutive entries get a clear gap.
 *
 * @example spaceBeforeBlock('bullet', 'entry-title') // 9
 */
export function spaceBeforeBlock(
  previous: LayoutBlockKind | null,
  current: LayoutBlockKind,
): number {
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
