// CvDocument → PDF (issue 3, stage 6) with pdfkit: A4, one column, Inter embedded (subset), every
// block written top to bottom in one text flow so the text layer reads in order, page breaks left
// to pdfkit's flow except where a heading or an entry's title would be stranded at a page's foot.
import PDFDocument from 'pdfkit';
import { CvEngineError, cvEngineErrorCodes } from '../errors';
import type { CvDocument } from '../model/cv-document';
import { layOutCv, type CvLayout, type LayoutBlock, type LayoutBlockKind } from './cv-layout';
import { loadInterFonts, parsePdfFonts, type ParsedPdfFonts } from './fonts';
import { defaultAppName, type RenderOptions } from './render-options';
import { renderTheme, spaceBeforeBlock, type BlockStyle } from './render-theme';

type PdfKitDocument = InstanceType<typeof PDFDocument>;

const fontNames = { regular: 'Inter', semibold: 'Inter-SemiBold', italic: 'Inter-Italic' } as const;
const margin = renderTheme.pageMargin;
const contentWidth = renderTheme.pageWidth - 2 * margin;
/** Where the bullet's marker sits inside the bullet indent. */
const bulletMarkerOffset = 3;

/**
 * Renders a CV as an A4, one-column PDF with selectable text and the Inter font embedded.
 *
 * @example const pdf = await renderCvToPdf(cv, { appName: 'CVListo' }) // Uint8Array (a .pdf)
 */
export async function renderCvToPdf(
  cv: CvDocument,
  options: RenderOptions = {},
): Promise<Uint8Array> {
  const layout = layOutCv(cv);
  try {
    return await writePdf(layout, parsePdfFonts(options.fonts ?? loadInterFonts()), options);
  } catch (error) {
    throw new CvEngineError(cvEngineErrorCodes.renderFailed, 'No se pudo generar el PDF.', {
      cause: error,
    });
  }
}

async function writePdf(
  layout: CvLayout,
  fonts: ParsedPdfFonts,
  options: RenderOptions,
): Promise<Uint8Array> {
  const appName = options.appName ?? defaultAppName;
  const document = new PDFDocument({
    size: 'A4',
    margins: { top: margin, right: margin, bottom: margin, left: margin },
    compress: true,
    pdfVersion: '1.7',
    lang: layout.languageTag,
    displayTitle: true,
    info: {
      Title: layout.title,
      Author: layout.author ?? appName,
      Creator: appName,
      Producer: `${appName} (PDFKit)`,
      CreationDate: options.creationDate ?? new Date(),
    },
  });
  const finished = collectBytes(document);
  // Parsed once per process (fonts.ts); pdfkit embeds only the glyphs this document uses.
  document.registerFont(fontNames.regular, fonts.regular);
  document.registerFont(fontNames.semibold, fonts.semibold);
  document.registerFont(fontNames.italic, fonts.italic);

  layout.blocks.forEach((block, index) => {
    const previous = layout.blocks[index - 1]?.kind ?? null;
    const spaceBefore = spaceBeforeBlock(previous, block.kind);
    if (block.keepWithNext) keepChainOnOnePage(document, layout.blocks, index, previous);
    else ensureRoomForFirstLine(document, block, spaceBefore);
    // No gap at the top of a page: the margin is the gap.
    if (!isAtPageTop(document)) document.y += spaceBefore;
    writeBlock(document, block);
  });
  document.end();
  return finished;
}

function collectBytes(document: PdfKitDocument): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  return new Promise((resolve, reject) => {
    document.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    document.on('error', reject);
    document.on('end', () => {
      const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.length;
      }
      resolve(bytes);
    });
  });
}

function fontFor(style: BlockStyle): string {
  if (style.weight === 'semibold') return fontNames.semibold;
  return style.italic ? fontNames.italic : fontNames.regular;
}

function applyStyle(document: PdfKitDocument, style: BlockStyle) {
  document.font(fontFor(style)).fontSize(style.size).fillColor(`#${style.colour}`);
}

function textWidth(block: LayoutBlock): number {
  return block.kind === 'bullet' ? contentWidth - renderTheme.bulletIndent : contentWidth;
}

function textOf(block: LayoutBlock): string {
  return block.label === null ? block.text : `${block.label}: ${block.text}`;
}

function isAtPageTop(document: PdfKitDocument): boolean {
  return document.y <= document.page.margins.top + 0.5;
}

function pageBottom(document: PdfKitDocument): number {
  return document.page.height - document.page.margins.bottom;
}

function firstLineHeight(document: PdfKitDocument, block: LayoutBlock): number {
  const style = renderTheme.blocks[block.kind];
  applyStyle(document, style);
  return document.currentLineHeight(true) + style.lineGap;
}

function blockHeight(document: PdfKitDocument, block: LayoutBlock): number {
  const style = renderTheme.blocks[block.kind];
  applyStyle(document, style);
  const height = document.heightOfString(textOf(block), {
    width: textWidth(block),
    lineGap: style.lineGap,
  });
  return block.kind === 'heading' ? height + headingRuleSpace : height;
}

/** Starts a new page unless a block's first line (and a bullet's marker with it) fits here. */
function ensureRoomForFirstLine(document: PdfKitDocument, block: LayoutBlock, spaceBefore: number) {
  if (document.y + spaceBefore + firstLineHeight(document, block) > pageBottom(document)) {
    document.addPage();
  }
}

/**
 * A heading, an entry's title and its dates are kept together with the first line of what
 * follows them (issue 3: no orphan headings at a page's foot): if the chain does not fit, it
 * starts on the next page.
 */
function keepChainOnOnePage(
  document: PdfKitDocument,
  blocks: readonly LayoutBlock[],
  start: number,
  previous: LayoutBlockKind | null,
) {
  let needed = 0;
  let previousKind = previous;
  for (let index = start; index < blocks.length; index += 1) {
    const block = blocks[index];
    if (block === undefined) break;
    needed += spaceBeforeBlock(previousKind, block.kind);
    previousKind = block.kind;
    if (!block.keepWithNext) {
      needed += firstLineHeight(document, block);
      break;
    }
    needed += blockHeight(document, block);
  }
  if (!isAtPageTop(document) && document.y + needed > pageBottom(document)) document.addPage();
}

/** Space between a heading's text and the rule under it, and below the rule. */
const headingRuleSpace = 3;

function writeBlock(document: PdfKitDocument, block: LayoutBlock) {
  const style = renderTheme.blocks[block.kind];
  const textOptions = { width: textWidth(block), lineGap: style.lineGap };
  applyStyle(document, style);

  if (block.kind === 'bullet') {
    // A "•" in the text layer, not a drawn dot: an ATS (and our own reading of the PDF) tells one
    // bullet from the next by its marker; without it the bullets of an entry read as one paragraph.
    const top = document.y;
    document.text('•', margin + bulletMarkerOffset, top, { lineBreak: false });
    document.text(block.text, margin + renderTheme.bulletIndent, top, textOptions);
    return;
  }
  if (block.label !== null) {
    document
      .font(fontNames.semibold)
      .text(`${block.label}: `, margin, document.y, { ...textOptions, continued: true })
      .font(fontFor(style))
      .text(block.text, textOptions);
    return;
  }
  document.text(block.text, margin, document.y, textOptions);
  if (block.kind === 'heading') {
    const ruleY = document.y + 1;
    document
      .moveTo(margin, ruleY)
      .lineTo(margin + contentWidth, ruleY)
      .lineWidth(0.6)
      .strokeColor(`#${renderTheme.headingRuleColour}`)
      .stroke();
    document.y = ruleY + headingRuleSpace - 1;
  }
}
