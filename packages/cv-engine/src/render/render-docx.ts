// CvDocument → DOCX (issue 3, stage 6), in the template and on the paper of its PDF (issue 14).
// ATS-friendly by construction: one column of paragraphs, no tables, text boxes, images or
// header/footer content; real Title/Heading1/Heading2 styles so Word's navigation pane works; real
// bullet lists through numbering. The layout→docx-model mapping (createCvDocxModel) is kept apart
// from serialisation (renderCvToDocx), as STYLE.md asks.
import {
  AlignmentType,
  BorderStyle,
  ConcreteHyperlink,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
  type IParagraphOptions,
  type IRunOptions,
} from 'docx';
import { CvEngineError, cvEngineErrorCodes } from '../errors';
import type { CvDocument } from '../model/cv-document';
import { layOutCv, type CvLayout, type LayoutBlock, type LayoutBlockKind } from './cv-layout';
import { splitAtLinks } from './link-targets';
import { layoutOfStep } from './short-line-runs';
import { defaultAppName, type RenderOptions } from './render-options';
import { fitCv } from './render-pdf';
import {
  fontFamilies,
  fontLineHeightRatio,
  renderTheme,
  spaceBeforeBlock,
  type BlockStyle,
  type RenderTheme,
} from './render-theme';

// Word measures in twentieths of a point (twips) and font sizes in half-points.
const twipsPerPoint = 20;
const toTwips = (points: number) => Math.round(points * twipsPerPoint);
const toHalfPoints = (points: number) => Math.round(points * 2);

// Calibri: a DOCX is edited on the reader's machine, and a font it lacks is silently replaced.
// Word and Google Docs have Calibri, LibreOffice substitutes Carlito, and the PDF embeds Carlito:
// the same widths everywhere, so the same sizes give the same lines and pages (decision 015).
const docxFontFamily = fontFamilies.docx;
const bulletNumberingReference = 'cv-bullets';

// Headings use Word's built-in levels (Title, Heading 1, Heading 2): that is what Word's navigation
// pane, screen readers and ATS parsers read. The other blocks use named paragraph styles.
const paragraphFormats = {
  name: { heading: HeadingLevel.TITLE },
  headline: { style: 'CvHeadline' },
  contact: { style: 'CvContact' },
  heading: { heading: HeadingLevel.HEADING_1 },
  'entry-title': { heading: HeadingLevel.HEADING_2 },
  'entry-meta': { style: 'CvEntryMeta' },
  emphasis: { style: 'CvEmphasis' },
  paragraph: {},
  bullet: { style: 'ListParagraph' },
} as const satisfies Record<LayoutBlockKind, IParagraphOptions>;

/**
 * Renders a CV as a one-column, ATS-friendly DOCX with real hyperlinks, in its template and on its
 * paper (RenderOptions.template, .pageSize), set with the fitting step the PDF of the same CV takes
 * (same sizes, colours, spacing and margins; see RenderOptions.targetPages).
 *
 * @example const docx = await renderCvToDocx(cv, { template: 'compacto', targetPages: 1 }) // Uint8Array (a .docx)
 */
export async function renderCvToDocx(
  cv: CvDocument,
  options: RenderOptions = {},
): Promise<Uint8Array> {
  try {
    const model = createCvDocxModel(layOutCv(cv), options, fitCv(cv, options).theme);
    return await Packer.pack(model, 'uint8array');
  } catch (error) {
    throw new CvEngineError(cvEngineErrorCodes.renderFailed, 'No se pudo generar el DOCX.', {
      cause: error,
    });
  }
}

/**
 * The docx document model for a laid-out CV in one fitting step's theme: styles, numbering and one
 * paragraph per block. Pure data → model; nothing is serialised here.
 *
 * @example const document = createCvDocxModel(layOutCv(cv), {})
 */
export function createCvDocxModel(
  fittedLayout: CvLayout,
  options: RenderOptions = {},
  theme: RenderTheme = renderTheme,
): Document {
  // The blocks the PDF writes in this step (short lines run together in the tighter ones).
  const layout = layoutOfStep(fittedLayout, theme);
  const appName = options.appName ?? defaultAppName;
  const margin = toTwips(theme.pageMargin);
  const links: HyperlinkTarget[] = [];
  const document = new Document({
    title: layout.title,
    creator: layout.author ?? appName,
    lastModifiedBy: appName,
    description: `${layout.title} (${appName})`,
    styles: createStyles(layout, theme),
    numbering: {
      config: [
        {
          reference: bulletNumberingReference,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: {
                paragraph: {
                  indent: {
                    left: toTwips(theme.bulletIndent),
                    hanging: toTwips(theme.bulletIndent),
                  },
                },
              },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: {
              width: toTwips(theme.pageWidth),
              height: toTwips(theme.pageHeight),
            },
            margin: { top: margin, right: margin, bottom: margin, left: margin },
          },
        },
        children: layout.blocks.map((block, index) =>
          createParagraph(block, layout.blocks[index - 1]?.kind ?? null, theme, links),
        ),
      },
    ],
  });
  // After the package's own relationships, in the order the links are written: where docx adds
  // an ExternalHyperlink's, as it writes the document.
  for (const { id, target } of links) {
    document.Document.Relationships.addRelationship(id, hyperlinkRelationship, target, 'External');
  }
  return document;
}

const hyperlinkRelationship =
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink';
/** The longest URL fragment docx writes as the hyperlink's anchor (docx 9, ExternalHyperlink). */
const maxAnchorLength = 255;

/** A hyperlink's relationship: its id (written "rId" + id) and the address it opens. */
type HyperlinkTarget = { readonly id: string; readonly target: string };

/**
 * A hyperlink numbered in document order ("rIdLink1", …), so the same CV always gives the same
 * file (the pipeline's fallback promises the built-in result unchanged); docx's ExternalHyperlink
 * would name its relationship at random. Written as docx writes an ExternalHyperlink: a short
 * URL fragment goes to the anchor, the address without it to the relationship.
 */
function createHyperlink(
  link: string,
  children: readonly TextRun[],
  links: HyperlinkTarget[],
): ConcreteHyperlink {
  const id = `Link${links.length + 1}`;
  const hash = link.indexOf('#');
  const fragmentLength = link.length - hash - 1;
  const hasAnchor = hash > 0 && fragmentLength > 0 && fragmentLength <= maxAnchorLength;
  links.push({ id, target: hasAnchor ? link.slice(0, hash) : link });
  return new ConcreteHyperlink(
    [...children],
    id,
    hasAnchor ? link.slice(hash + 1) : undefined,
    link,
  );
}

/** Between an entry's title and the dates written beside it (LayoutBlock.meta), as in the PDF. */
const metaSeparator = ' · ';

function createParagraph(
  block: LayoutBlock,
  previous: LayoutBlockKind | null,
  theme: RenderTheme,
  links: HyperlinkTarget[],
): Paragraph {
  // The text cut at its links: each link a real hyperlink (a relationship to its target), set
  // like the text around it, as in the PDF.
  const runs = splitAtLinks(block.text, block.links).map(({ text, target }) =>
    target === null ? new TextRun(text) : createHyperlink(target, [new TextRun(text)], links),
  );
  const options: IParagraphOptions = {
    ...paragraphFormats[block.kind],
    spacing: { before: toTwips(spaceBeforeBlock(previous, block.kind, theme)), after: 0 },
    // No orphan headings (issue 3): a heading or an entry's title stays on the page of what
    // follows it, and is never split across pages itself.
    ...(block.keepWithNext ? { keepNext: true, keepLines: true } : {}),
    children: [
      ...(block.label === null ? [] : [new TextRun({ text: `${block.label}: `, bold: true })]),
      ...runs,
      // Dates beside a title: as the dates line sets them (italic, muted), at the title's size.
      ...(block.meta === undefined
        ? []
        : [
            new TextRun({
              text: `${metaSeparator}${block.meta}`,
              bold: false,
              italics: theme.blocks['entry-meta'].italic,
              color: theme.blocks['entry-meta'].colour,
            }),
          ]),
    ],
    ...(block.kind === 'bullet'
      ? { numbering: { reference: bulletNumberingReference, level: 0 } }
      : {}),
    // Set under the entry above in the source: as deep as a bullet's text, as in the PDF.
    ...(block.indent === undefined
      ? {}
      : { indent: { left: toTwips(block.indent * theme.bulletIndent) } }),
  };
  return new Paragraph(options);
}

function runStyle(style: BlockStyle): IRunOptions {
  return {
    font: docxFontFamily,
    size: toHalfPoints(style.size),
    bold: style.weight === 'bold',
    italics: style.italic,
    color: style.colour,
  };
}

/** Word measures borders in eighths of a point. */
const eighthsPerPoint = 8;

/**
 * Capitals and letter spacing of a template's headings, as the PDF sets them. Word's "all caps"
 * shows the text in capitals but keeps it as written, so the user edits it as typed.
 */
function headingLetterCase(theme: RenderTheme): IRunOptions {
  return {
    ...(theme.headingUpperCase ? { allCaps: true } : {}),
    ...(theme.headingLetterSpacing > 0
      ? { characterSpacing: toTwips(theme.headingLetterSpacing) }
      : {}),
  };
}

/**
 * Line spacing in 240ths of a single line, from the theme's extra gap between lines: Word's single
 * line is the font's own line height, as pdfkit's is.
 */
function lineSpacing(style: BlockStyle) {
  const singleLine = style.size * fontLineHeightRatio;
  return { line: Math.round(240 * (1 + style.lineGap / singleLine)), after: 0 };
}

function createStyles(layout: CvLayout, theme: RenderTheme) {
  const { blocks } = theme;
  return {
    default: {
      document: {
        run: { ...runStyle(blocks.paragraph), language: { value: layout.languageTag } },
        paragraph: { spacing: lineSpacing(blocks.paragraph) },
      },
      title: { run: runStyle(blocks.name), paragraph: { spacing: lineSpacing(blocks.name) } },
      heading1: {
        run: { ...runStyle(blocks.heading), ...headingLetterCase(theme) },
        paragraph: {
          spacing: lineSpacing(blocks.heading),
          keepNext: true,
          border: {
            bottom: {
              style: BorderStyle.SINGLE,
              size: Math.floor(theme.headingRuleWidth * eighthsPerPoint),
              space: 2,
              color: theme.headingRuleColour,
            },
          },
        },
      },
      heading2: {
        run: runStyle(blocks['entry-title']),
        paragraph: { spacing: lineSpacing(blocks['entry-title']), keepNext: true },
      },
      listParagraph: {
        run: runStyle(blocks.bullet),
        paragraph: { spacing: lineSpacing(blocks.bullet) },
      },
    },
    paragraphStyles: [
      {
        id: paragraphFormats.headline.style,
        name: 'CV Headline',
        basedOn: 'Normal',
        next: 'Normal',
        run: runStyle(blocks.headline),
        paragraph: { spacing: lineSpacing(blocks.headline) },
      },
      {
        id: paragraphFormats.contact.style,
        name: 'CV Contact',
        basedOn: 'Normal',
        next: 'Normal',
        run: runStyle(blocks.contact),
        paragraph: { spacing: lineSpacing(blocks.contact) },
      },
      {
        id: paragraphFormats['entry-meta'].style,
        name: 'CV Entry Details',
        basedOn: 'Normal',
        next: 'Normal',
        run: runStyle(blocks['entry-meta']),
        paragraph: { spacing: lineSpacing(blocks['entry-meta']), keepNext: true },
      },
      {
        id: paragraphFormats.emphasis.style,
        name: 'CV Emphasis',
        basedOn: 'Normal',
        next: 'Normal',
        run: runStyle(blocks.emphasis),
        paragraph: { spacing: lineSpacing(blocks.emphasis), keepNext: true },
      },
    ],
  };
}
