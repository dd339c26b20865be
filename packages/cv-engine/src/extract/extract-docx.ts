// DOCX → ExtractedDocument (issue 3, stage 1): paragraphs and runs (bold, size), lists, tables
// read cell by cell, text boxes (DrawingML; the VML fallback copy is skipped so nothing appears
// twice), headers, footers and hyperlinks. The archive is read through zip-archive.ts, which
// refuses zip bombs before and while inflating.

import { XMLParser, XMLValidator } from 'fast-xml-parser';

import { CvEngineError, cvEngineErrorCodes } from '../errors';
import { foldText } from '../language/fold-text';
import { isDateWord } from '../vocabulary/date-words';
import { complexityLimits, extractLimits } from './limits';
import { showSmallCapitals } from './small-capitals';
import { normaliseLineText, splitListMarker } from './list-marker';
import { markTabFields } from './tab-fields';
import { readsBoldLead, readWeightParts } from './weight-parts';
import { orderFrames, type LayoutFrame } from './docx-layout';
import {
  findChild,
  readAttributes,
  readChildren,
  readNumberAttribute,
  readTagName,
  readText,
  type XmlNode,
} from './docx-xml';
import {
  estimateTextHeight,
  estimateTextWidth,
  readAnchorPlacement,
  readPageGeometry,
  readShapeRectangle,
  readVmlPlacement,
  resolvePlacement,
  type GroupTransform,
  type PageGeometry,
  type Placement,
  type Unit,
} from './docx-geometry';
import { choosePageCount, readDocxRecordedPages } from './recorded-page-count';
import type { ExtractedDocument, LineSource, TextLine } from './types';
import {
  assertArchiveWithinLimits,
  inflateZipEntry,
  readZipEntries,
  type ZipEntry,
} from './zip-archive';

type StyleDefinition = {
  readonly basedOn: string | null;
  readonly bold: boolean | null;
  /** w:caps: shown in capitals whatever was typed (the displayed form is what we read). */
  readonly caps: boolean | null;
  /** w:smallCaps: lower-case letters shown as small capitals (small-capitals.ts). */
  readonly smallCaps: boolean | null;
  readonly fontSize: number | null;
  readonly listItem: boolean;
  /** 0-based outline level (w:outlineLvl, or a "heading N"/"Título N" style name). */
  readonly outlineLevel: number | null;
};

type Styles = {
  readonly definitions: ReadonlyMap<string, StyleDefinition>;
  readonly defaultBold: boolean;
  readonly defaultFontSize: number;
  readonly defaultParagraphStyle: string | null;
};

type RunPiece =
  | { kind: 'text'; text: string; bold: boolean; fontSize: number; fontName: string | null }
  | { kind: 'break' };

type RawLine = Omit<TextLine, 'page' | 'y' | 'block' | 'tableRow'> & {
  /** Set once, by the innermost table row the line was read in (see TextLine.tableRow). */
  tableRow?: number;
  readonly paragraph: number;
  readonly explicitBreaks: number;
  readonly renderedBreaks: number;
  /** The frame (a top-level paragraph or table, or a text box) the line was read in. */
  readonly unit: number;
};

type WalkContext = {
  readonly source: LineSource;
  readonly column: number;
  /** A paragraph or table of the part's own flow (not inside a table cell or a text box). */
  readonly topLevel?: boolean;
};

type WalkState = {
  readonly styles: Styles;
  /** The hyperlink targets of the part being read (each part has its own relationships). */
  relationships: ReadonlyMap<string, string>;
  readonly lines: RawLine[];
  readonly hyperlinks: string[];
  readonly page: PageGeometry;
  readonly units: Unit[];
  unit: number;
  /** Estimated top of the next top-level paragraph on its page (points). */
  flowY: number;
  breaksAtFlowY: number;
  paragraph: number;
  /** The instruction of the complex field being read (w:instrText between w:fldChar marks). */
  fieldInstruction: string;
  explicitBreaks: number;
  renderedBreaks: number;
  /** Table rows read so far, to number each row document-wide (TextLine.tableRow). */
  tableRows: number;
};

/** Word's default size when neither the run, its styles nor docDefaults say (issue 3 contract). */
const defaultFontSize = 11;
const xmlParser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  htmlEntities: true,
  ignoreDeclaration: true,
  // The readers below walk the tree recursively: the nesting bound is also their stack bound.
  maxNestedTags: complexityLimits.maxXmlNesting,
});
/** fast-xml-parser's error for maxNestedTags (read-malformed-documents.test.ts relies on it). */
const nestingErrorPattern = /maximum nested tags exceeded/i;
const hyperlinkFieldPattern = /HYPERLINK\s+"([^"]+)"/;
const twipsPerPoint = 20;

/** w:b, w:i… are on unless their w:val says 0/false/off (ECMA-376 §17.17.4 ST_OnOff). */
function readToggle(properties: XmlNode | undefined, tagName: string): boolean | null {
  const element = properties ? findChild(properties, tagName) : undefined;
  if (!element) return null;
  const value = readAttributes(element)['w:val'];
  return value === undefined || !['0', 'false', 'off'].includes(value);
}

/** w:sz is in half-points. */
function readFontSize(properties: XmlNode | undefined): number | null {
  const element = properties ? findChild(properties, 'w:sz') : undefined;
  const value = element ? Number(readAttributes(element)['w:val']) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value / 2 : null;
}

function readFontName(properties: XmlNode | undefined): string | null {
  const element = properties ? findChild(properties, 'w:rFonts') : undefined;
  if (!element) return null;
  const attributes = readAttributes(element);
  return attributes['w:ascii'] ?? attributes['w:hAnsi'] ?? null;
}

function parseXml(bytes: Uint8Array, partName: string): XmlNode[] {
  try {
    const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
    // The parser itself forgives mismatched tags; a damaged part must be reported, not guessed.
    const validation = XMLValidator.validate(text);
    if (validation !== true) throw new Error(validation.err.msg);
    const nodes = xmlParser.parse(text) as XmlNode[];
    if (!Array.isArray(nodes)) throw new Error('Unexpected XML root');
    return nodes;
  } catch (error) {
    if (error instanceof Error && nestingErrorPattern.test(error.message)) {
      throw createTooComplexError(
        `${partName} nests elements deeper than ${complexityLimits.maxXmlNesting}`,
        error,
      );
    }
    throw new CvEngineError(cvEngineErrorCodes.corruptFile, `${partName} is not valid XML`, {
      cause: error,
    });
  }
}

function createTooComplexError(message: string, cause?: unknown): CvEngineError {
  return new CvEngineError(cvEngineErrorCodes.documentTooComplex, message, { cause });
}

function findRoot(nodes: readonly XmlNode[], tagName: string, partName: string): XmlNode {
  const root = nodes.find((node) => readTagName(node) === tagName);
  if (!root) {
    throw new CvEngineError(cvEngineErrorCodes.corruptFile, `${partName} has no <${tagName}>`);
  }
  return root;
}

function parseStyles(nodes: readonly XmlNode[] | null): Styles {
  const definitions = new Map<string, StyleDefinition>();
  let defaultBold = false;
  let fontSize = defaultFontSize;
  let defaultParagraphStyle: string | null = null;
  const root = nodes?.find((node) => readTagName(node) === 'w:styles');
  for (const child of root ? readChildren(root) : []) {
    const tagName = readTagName(child);
    if (tagName === 'w:docDefaults') {
      const runDefaults = findChild(child, 'w:rPrDefault');
      const properties = runDefaults ? findChild(runDefaults, 'w:rPr') : undefined;
      fontSize = readFontSize(properties) ?? fontSize;
      defaultBold = readToggle(properties, 'w:b') ?? defaultBold;
    }
    if (tagName !== 'w:style') continue;
    const attributes = readAttributes(child);
    const styleId = attributes['w:styleId'];
    if (!styleId) continue;
    if (
      attributes['w:type'] === 'paragraph' &&
      ['1', 'true'].includes(attributes['w:default'] ?? '')
    ) {
      defaultParagraphStyle = styleId;
    }
    const basedOn = findChild(child, 'w:basedOn');
    const runProperties = findChild(child, 'w:rPr');
    const paragraphProperties = findChild(child, 'w:pPr');
    const name = findChild(child, 'w:name');
    const styleName = (name ? readAttributes(name)['w:val'] : '') ?? '';
    definitions.set(styleId, {
      basedOn: basedOn ? (readAttributes(basedOn)['w:val'] ?? null) : null,
      bold: readToggle(runProperties, 'w:b'),
      caps: readToggle(runProperties, 'w:caps'),
      smallCaps: readToggle(runProperties, 'w:smallCaps'),
      fontSize: readFontSize(runProperties),
      listItem:
        (paragraphProperties !== undefined &&
          findChild(paragraphProperties, 'w:numPr') !== undefined) ||
        /^list (bullet|number)/i.test(styleName),
      outlineLevel: readOutlineLevel(paragraphProperties) ?? readHeadingStyleLevel(styleName),
    });
  }
  return { definitions, defaultBold, defaultFontSize: fontSize, defaultParagraphStyle };
}

/** Word's outline levels 0–8 are headings; 9 is body text (ECMA-376 §17.3.1.20). */
function readOutlineLevel(properties: XmlNode | undefined): number | null {
  const element = properties ? findChild(properties, 'w:outlineLvl') : undefined;
  const level = readNumberAttribute(element, 'w:val');
  return level !== null && level >= 0 && level <= 8 ? level : null;
}

const headingStyleNamePattern = /^(?:heading|t[íi]tulo|encabezado)\s*([1-9])$/i;

/** Built-in heading styles are named "heading 1" (English ids), localised as "Título 1". */
function readHeadingStyleLevel(styleName: string): number | null {
  const match = headingStyleNamePattern.exec(styleName.trim());
  return match?.[1] ? Number(match[1]) - 1 : null;
}

/** Follows a style's basedOn chain to the first style that sets the property. */
function resolveStyleProperty<K extends keyof StyleDefinition>(
  styles: Styles,
  styleId: string | null,
  key: K,
): StyleDefinition[K] | null {
  const visited = new Set<string>();
  let current = styleId;
  while (current && !visited.has(current)) {
    visited.add(current);
    const definition = styles.definitions.get(current);
    if (!definition) return null;
    const value = definition[key];
    if (value !== null && value !== false) return value;
    current = definition.basedOn;
  }
  return null;
}

function parseRelationships(nodes: readonly XmlNode[] | null): Map<string, string> {
  const relationships = new Map<string, string>();
  const root = nodes?.find((node) => readTagName(node) === 'Relationships');
  for (const child of root ? readChildren(root) : []) {
    const attributes = readAttributes(child);
    if (attributes.TargetMode === 'External' && attributes.Id && attributes.Target) {
      if ((attributes.Type ?? '').endsWith('/hyperlink'))
        relationships.set(attributes.Id, attributes.Target);
    }
  }
  return relationships;
}

/** A text box's content and, when it floats, where it is anchored. */
type FoundTextBox = { readonly content: XmlNode; readonly placement: Placement | null };

type ShapeContext = {
  readonly anchor: Placement | null;
  readonly transform: GroupTransform;
  readonly shape: Placement | null;
};

const identityTransform: GroupTransform = { dx: 0, dy: 0, scaleX: 1, scaleY: 1 };

/** A group child's rectangle inside its anchor (group shapes place their boxes in a:xfrm). */
function placeShape(context: ShapeContext, properties: XmlNode | undefined): ShapeContext {
  if (!context.anchor || !properties) return context;
  const rectangle = readShapeRectangle(properties, context.transform);
  if (!rectangle) return context;
  const inGroup = context.transform !== identityTransform;
  return {
    anchor: context.anchor,
    transform: rectangle.children,
    shape: inGroup
      ? {
          ...context.anchor,
          dx: rectangle.x,
          dy: rectangle.y,
          shapeWidth: rectangle.width,
          shapeHeight: rectangle.height,
        }
      : context.anchor,
  };
}

/**
 * Text boxes inside a drawing: DrawingML only, never the VML fallback copy (mc:Fallback). Each
 * carries its anchor (wp:anchor, or a VML absolute style) and its place inside a group shape.
 */
function collectTextBoxes(
  node: XmlNode,
  found: FoundTextBox[],
  context: ShapeContext = { anchor: null, transform: identityTransform, shape: null },
): void {
  const tagName = readTagName(node);
  if (tagName === 'w:txbxContent') {
    found.push({ content: node, placement: context.shape ?? context.anchor });
    return;
  }
  if (tagName === 'mc:Fallback') return;
  if (tagName === 'mc:AlternateContent') {
    const choice = readChildren(node).find((child) => readTagName(child) === 'mc:Choice');
    if (choice) collectTextBoxes(choice, found, context);
    return;
  }
  let inner = context;
  if (tagName === 'wp:anchor') {
    const anchor = readAnchorPlacement(node);
    inner = { anchor, transform: identityTransform, shape: anchor };
  } else if (tagName === 'wpg:wgp' || tagName === 'wpg:grpSp') {
    const groupContext = placeShape(
      { ...context, transform: context.transform },
      findChild(node, 'wpg:grpSpPr'),
    );
    // The group's own frame is the anchor's: its children map through a:chOff/a:chExt.
    inner =
      tagName === 'wpg:wgp' && context.anchor
        ? {
            anchor: context.anchor,
            transform: groupTransformOntoAnchor(node, context.anchor),
            shape: context.anchor,
          }
        : groupContext;
  } else if (tagName === 'wps:wsp' && context.transform !== identityTransform) {
    inner = placeShape(context, findChild(node, 'wps:spPr'));
  } else if (tagName.startsWith('v:') && !context.anchor) {
    const vml = readVmlPlacement(node);
    if (vml) inner = { anchor: vml, transform: identityTransform, shape: vml };
  }
  for (const child of readChildren(node)) collectTextBoxes(child, found, inner);
}

/** A top-level group fills its anchor's extent: child coordinates scale onto it. */
function groupTransformOntoAnchor(group: XmlNode, anchor: Placement): GroupTransform {
  const properties = findChild(group, 'wpg:grpSpPr');
  const xfrm = properties ? findChild(properties, 'a:xfrm') : undefined;
  const childOffset = xfrm ? findChild(xfrm, 'a:chOff') : undefined;
  const childExtent = xfrm ? findChild(xfrm, 'a:chExt') : undefined;
  const childWidth = readNumberAttribute(childExtent, 'cx') ?? 0;
  const childHeight = readNumberAttribute(childExtent, 'cy') ?? 0;
  const scaleX = childWidth > 0 ? anchor.width / childWidth : 1 / 12_700;
  const scaleY = childHeight > 0 ? anchor.height / childHeight : 1 / 12_700;
  return {
    dx: -(readNumberAttribute(childOffset, 'x') ?? 0) * scaleX,
    dy: -(readNumberAttribute(childOffset, 'y') ?? 0) * scaleY,
    scaleX,
    scaleY,
  };
}

type ParagraphFormat = {
  bold: boolean;
  caps: boolean;
  smallCaps: boolean;
  fontSize: number;
  styleId: string | null;
};

function readRun(
  run: XmlNode,
  format: ParagraphFormat,
  state: WalkState,
  pieces: RunPiece[],
  textBoxes: FoundTextBox[],
): void {
  const properties = findChild(run, 'w:rPr');
  const runStyle = properties ? findChild(properties, 'w:rStyle') : undefined;
  const runStyleId = runStyle ? (readAttributes(runStyle)['w:val'] ?? null) : null;
  const bold =
    readToggle(properties, 'w:b') ??
    resolveStyleProperty(state.styles, runStyleId, 'bold') ??
    format.bold;
  const fontSize =
    readFontSize(properties) ??
    resolveStyleProperty(state.styles, runStyleId, 'fontSize') ??
    format.fontSize;
  const caps =
    readToggle(properties, 'w:caps') ??
    resolveStyleProperty(state.styles, runStyleId, 'caps') ??
    format.caps;
  const smallCaps =
    readToggle(properties, 'w:smallCaps') ??
    resolveStyleProperty(state.styles, runStyleId, 'smallCaps') ??
    format.smallCaps;
  const fontName = readFontName(properties);
  const pushText = (text: string): void => {
    if (text.length === 0) return;
    const shown = caps ? text.toLocaleUpperCase('es') : smallCaps ? showSmallCapitals(text) : text;
    pieces.push({ kind: 'text', text: shown, bold, fontSize, fontName });
  };
  for (const child of readChildren(run)) {
    const tagName = readTagName(child);
    switch (tagName) {
      case 'w:t':
        pushText(readText(child));
        break;
      case 'w:tab':
      case 'w:ptab':
        // Kept as a tab until the line is whole: between two fields it separates them.
        pushText('\t');
        break;
      case 'w:noBreakHyphen':
        pushText('-');
        break;
      case 'w:sym': {
        const code = Number.parseInt(readAttributes(child)['w:char'] ?? '', 16);
        if (Number.isFinite(code))
          pushText(String.fromCodePoint(code < 0xf000 ? code + 0xf000 : code));
        break;
      }
      case 'w:br':
      case 'w:cr':
        if (readAttributes(child)['w:type'] === 'page') state.explicitBreaks += 1;
        pieces.push({ kind: 'break' });
        break;
      case 'w:lastRenderedPageBreak':
        state.renderedBreaks += 1;
        break;
      case 'w:instrText':
        // A field's instruction may be split over several runs ("HYPER", "LINK \"…\"").
        state.fieldInstruction += readText(child);
        break;
      case 'w:fldChar': {
        const type = readAttributes(child)['w:fldCharType'];
        if (type === 'begin') state.fieldInstruction = '';
        else if (type === 'separate' || type === 'end') {
          const match = hyperlinkFieldPattern.exec(state.fieldInstruction);
          if (match?.[1]) state.hyperlinks.push(match[1]);
          state.fieldInstruction = '';
        }
        break;
      }
      case 'w:drawing':
      case 'w:pict':
      case 'mc:AlternateContent':
        collectTextBoxes(child, textBoxes);
        break;
      default:
        break;
    }
  }
}

/** Runs may sit inside hyperlinks, insertions, smart tags, fields and content controls. */
function readInlineContent(
  nodes: readonly XmlNode[],
  format: ParagraphFormat,
  state: WalkState,
  pieces: RunPiece[],
  textBoxes: FoundTextBox[],
): void {
  for (const node of nodes) {
    const tagName = readTagName(node);
    if (tagName === 'w:r') {
      readRun(node, format, state, pieces, textBoxes);
    } else if (tagName === 'w:hyperlink') {
      const target = state.relationships.get(readAttributes(node)['r:id'] ?? '');
      if (target) state.hyperlinks.push(target);
      readInlineContent(readChildren(node), format, state, pieces, textBoxes);
    } else if (tagName === 'w:fldSimple') {
      const match = hyperlinkFieldPattern.exec(readAttributes(node)['w:instr'] ?? '');
      if (match?.[1]) state.hyperlinks.push(match[1]);
      readInlineContent(readChildren(node), format, state, pieces, textBoxes);
    } else if (
      ['w:ins', 'w:smartTag', 'w:customXml', 'w:sdtContent', 'w:bdo', 'w:dir'].includes(tagName)
    ) {
      readInlineContent(readChildren(node), format, state, pieces, textBoxes);
    } else if (tagName === 'w:sdt') {
      const content = findChild(node, 'w:sdtContent');
      if (content) readInlineContent(readChildren(content), format, state, pieces, textBoxes);
    } else if (tagName === 'mc:AlternateContent') {
      collectTextBoxes(node, textBoxes);
    }
  }
}

function dominantPiece<T>(
  pieces: readonly Extract<RunPiece, { kind: 'text' }>[],
  pick: (piece: Extract<RunPiece, { kind: 'text' }>) => T,
): T | undefined {
  const weights = new Map<T, number>();
  for (const piece of pieces)
    weights.set(pick(piece), (weights.get(pick(piece)) ?? 0) + piece.text.trim().length);
  return [...weights].sort((left, right) => right[1] - left[1])[0]?.[0];
}

function readParagraph(paragraph: XmlNode, context: WalkContext, state: WalkState): void {
  const properties = findChild(paragraph, 'w:pPr');
  const styleElement = properties ? findChild(properties, 'w:pStyle') : undefined;
  const styleId = styleElement
    ? (readAttributes(styleElement)['w:val'] ?? null)
    : state.styles.defaultParagraphStyle;
  const numbering = properties ? findChild(properties, 'w:numPr') : undefined;
  const indentation = properties ? findChild(properties, 'w:ind') : undefined;
  const indentationAttributes = indentation ? readAttributes(indentation) : {};
  const indentTwips = Number(
    indentationAttributes['w:left'] ?? indentationAttributes['w:start'] ?? 0,
  );
  if (readToggle(properties, 'w:pageBreakBefore')) state.explicitBreaks += 1;
  const paragraphTop = context.topLevel ? startFlowParagraph(state) : state.flowY;
  const enclosingUnit = state.unit;
  const indentPoints = Number.isFinite(indentTwips) ? Math.max(0, indentTwips / twipsPerPoint) : 0;
  if (context.topLevel) {
    state.unit = addUnit(state, {
      x: state.page.marginLeft,
      y: paragraphTop,
      width: Math.max(1, state.page.width - state.page.marginLeft - state.page.marginRight),
      height: 0,
      positioned: false,
    });
  }
  const linesAtStart = state.lines.length;
  const format: ParagraphFormat = {
    bold: resolveStyleProperty(state.styles, styleId, 'bold') ?? state.styles.defaultBold,
    caps: resolveStyleProperty(state.styles, styleId, 'caps') ?? false,
    smallCaps: resolveStyleProperty(state.styles, styleId, 'smallCaps') ?? false,
    fontSize:
      resolveStyleProperty(state.styles, styleId, 'fontSize') ?? state.styles.defaultFontSize,
    styleId,
  };
  const outlineLevel =
    readOutlineLevel(properties) ?? resolveStyleProperty(state.styles, styleId, 'outlineLevel');
  // The paragraph's own numbering decides; numId 0 there takes away the style's list (a
  // "Título: …" line under a bulleted entry, as LibreOffice writes a .doc's unbulleted line).
  const isListParagraph =
    numbering !== undefined
      ? !isNumberingRemoved(numbering)
      : resolveStyleProperty(state.styles, styleId, 'listItem') === true;
  const pieces: RunPiece[] = [];
  const textBoxes: FoundTextBox[] = [];
  state.paragraph += 1;
  if (state.paragraph > complexityLimits.maxDocxParagraphs) {
    throw createTooComplexError(
      `The DOCX has more than ${complexityLimits.maxDocxParagraphs} paragraphs`,
    );
  }
  const paragraphNumber = state.paragraph;
  const explicitBreaksAtStart = state.explicitBreaks;
  const renderedBreaksAtStart = state.renderedBreaks;
  readInlineContent(readChildren(paragraph), format, state, pieces, textBoxes);
  let linePieces: Extract<RunPiece, { kind: 'text' }>[] = [];
  const flushLine = (): void => {
    const joined = markTabFields(linePieces.map((piece) => piece.text).join(''));
    const { text, listItem, listMarker, iconLead } = splitListMarker(joined);
    if (text.length > 0) {
      if (state.lines.length >= complexityLimits.maxLines) {
        throw createTooComplexError(`The DOCX has more than ${complexityLimits.maxLines} lines`);
      }
      const characters = linePieces.reduce((sum, piece) => sum + piece.text.trim().length, 0);
      const weightParts =
        isListParagraph || listItem
          ? null
          : readWeightParts(linePieces, text, (runs) =>
              markTabFields(runs.map((run) => run.text).join('')),
            );
      const boldCharacters = linePieces
        .filter((piece) => piece.bold)
        .reduce((sum, piece) => sum + piece.text.trim().length, 0);
      const bold = characters > 0 && boldCharacters / characters >= 0.8;
      const boldLead =
        !bold &&
        !isListParagraph &&
        !listItem &&
        readsBoldLead(linePieces, text, (runs) =>
          markTabFields(runs.map((run) => run.text).join('')),
        );
      state.lines.push({
        text,
        x: indentPoints,
        width: 0,
        fontSize: dominantPiece(linePieces, (piece) => piece.fontSize) ?? format.fontSize,
        bold,
        fontName: dominantPiece(linePieces, (piece) => piece.fontName) ?? null,
        column: context.column,
        listItem: isListParagraph || listItem,
        ...(weightParts === null ? {} : { weightParts }),
        ...(boldLead ? { boldLead } : {}),
        ...(iconLead ? { iconLead } : {}),
        ...(listMarker === undefined ? {} : { listMarker }),
        ...(outlineLevel === null ? {} : { headingLevel: outlineLevel + 1 }),
        source: context.source,
        paragraph: paragraphNumber,
        explicitBreaks: explicitBreaksAtStart,
        renderedBreaks: renderedBreaksAtStart,
        unit: state.unit,
      });
    }
    linePieces = [];
  };
  for (const piece of pieces) {
    if (piece.kind === 'break') flushLine();
    else linePieces.push(piece);
  }
  flushLine();
  if (context.topLevel) {
    const unit = state.units[state.unit];
    const paragraphLines = state.lines.slice(linesAtStart).map((line) => line.text);
    const available = Math.max(1, (unit?.width ?? 400) - indentPoints);
    const height =
      estimateTextHeight(paragraphLines, format.fontSize, available) +
      readParagraphSpacing(properties);
    if (unit) {
      unit.height = height;
      // A short paragraph covers only its text's width, where its alignment puts it: a left
      // sidebar beside right-aligned flow text does not overlap it.
      const textWidth = Math.min(available, estimateTextWidth(paragraphLines, format.fontSize));
      const justification = properties ? findChild(properties, 'w:jc') : undefined;
      const alignment = justification ? readAttributes(justification)['w:val'] : undefined;
      const slack = available - textWidth;
      unit.x +=
        indentPoints +
        (alignment === 'center'
          ? slack / 2
          : alignment === 'right' || alignment === 'end'
            ? slack
            : 0);
      unit.width = textWidth;
    }
    state.flowY += height;
  }
  const textBoxSource: LineSource =
    context.source === 'header' || context.source === 'footer' ? context.source : 'text-box';
  for (const textBox of textBoxes) {
    const unitForBox = state.unit;
    if (context.topLevel && textBox.placement) {
      const rectangle = resolvePlacement(textBox.placement, state.page, paragraphTop);
      state.unit = addUnit(state, { ...rectangle, positioned: true });
    }
    readBlockContent(
      readChildren(textBox.content),
      { source: textBoxSource, column: context.column },
      state,
    );
    state.unit = unitForBox;
  }
  state.unit = enclosingUnit;
}

function addUnit(state: WalkState, unit: Unit): number {
  state.units.push(unit);
  return state.units.length - 1;
}

/** A new page (an explicit or rendered break since the last paragraph) starts at the top margin. */
function startFlowParagraph(state: WalkState): number {
  const breaks = state.explicitBreaks + state.renderedBreaks;
  if (breaks !== state.breaksAtFlowY) {
    state.breaksAtFlowY = breaks;
    state.flowY = state.page.marginTop;
  }
  return state.flowY;
}

/** Space before and after a paragraph (w:spacing, twentieths of a point). */
function readParagraphSpacing(properties: XmlNode | undefined): number {
  const spacing = properties ? findChild(properties, 'w:spacing') : undefined;
  const before = readNumberAttribute(spacing, 'w:before') ?? 0;
  const after = readNumberAttribute(spacing, 'w:after') ?? 0;
  return Math.max(0, before + after) / twipsPerPoint;
}

/** numId 0 removes the numbering a style would otherwise apply (ECMA-376 §17.9.18). */
function isNumberingRemoved(numbering: XmlNode): boolean {
  const numberingId = findChild(numbering, 'w:numId');
  return numberingId !== undefined && readAttributes(numberingId)['w:val'] === '0';
}

type CellRange = { readonly start: number; readonly end: number; readonly column: number };

/** A left cell of this many lines or more holds a sidebar's blocks, not a side heading. */
const sidebarCellLines = 3;

/**
 * Tables are read row by row and cell by cell: a one-row layout table (a sidebar cell beside the
 * main cell) thus reads the left cell fully, then the right one; a side-heading table (a short
 * heading in the left cell, its content on the right) reads heading then content, row after row.
 * Each cell's grid index is its column. Rows that continue a sidebar layout (two cells, left
 * cells holding several lines: contact, skills, languages beside profile, experience) are read
 * column by column: the whole left column, then the right one.
 */
function readTable(table: XmlNode, context: WalkContext, state: WalkState): void {
  const cellSource: LineSource = context.source === 'body' ? 'table' : context.source;
  const tableTop = context.topLevel ? startFlowParagraph(state) : state.flowY;
  const enclosingUnit = state.unit;
  const floating = context.topLevel ? readFloatingTable(table, state, tableTop) : null;
  if (context.topLevel) {
    const columnWidths = readGridColumnWidths(table);
    const columnEdges = columnWidths.map((_, index) =>
      columnWidths.slice(0, index).reduce((sum, width) => sum + width, 0),
    );
    const tableProperties = findChild(table, 'w:tblPr');
    const indent = tableProperties ? findChild(tableProperties, 'w:tblInd') : undefined;
    state.unit = addUnit(state, {
      x: floating?.x ?? state.page.marginLeft + (readNumberAttribute(indent, 'w:w') ?? 0) / 20,
      y: floating?.y ?? tableTop,
      width:
        floating?.width ??
        Math.max(1, state.page.width - state.page.marginLeft - state.page.marginRight),
      height: 0,
      positioned: floating !== null,
      columnEdges,
    });
  }
  let height = 0;
  let sidebarRun: CellRange[][] = [];
  const flushSidebarRun = (): void => {
    if (sidebarRun.length >= 2 && isSidebarRun(sidebarRun, state.lines))
      reorderColumnByColumn(sidebarRun, state);
    sidebarRun = [];
  };
  for (const row of collectDescendants(table, 'w:tr', ['w:tbl'])) {
    let column = 0;
    const cells: CellRange[] = [];
    const rowStart = state.lines.length;
    for (const cell of collectDescendants(row, 'w:tc', ['w:tbl'])) {
      const start = state.lines.length;
      readBlockContent(readChildren(cell), { source: cellSource, column }, state);
      cells.push({ start, end: state.lines.length, column });
      const cellProperties = findChild(cell, 'w:tcPr');
      const span = cellProperties ? findChild(cellProperties, 'w:gridSpan') : undefined;
      column += Math.max(1, Number(span ? readAttributes(span)['w:val'] : 1) || 1);
    }
    state.tableRows += 1;
    for (const line of state.lines.slice(rowStart)) line.tableRow ??= state.tableRows;
    height += Math.max(1, ...cells.map((cell) => cell.end - cell.start)) * 13 + 4;
    if (cells.length === 2) sidebarRun.push(cells);
    else flushSidebarRun();
  }
  flushSidebarRun();
  if (context.topLevel) {
    const unit = state.units[state.unit];
    if (unit) unit.height = height;
    if (!floating) state.flowY += height;
  }
  state.unit = enclosingUnit;
}

/**
 * Half the run's left cells or more hold several lines (blocks of a sidebar): a form's label
 * column (Europass: "Work experience", dates, "Mother tongue(s)" / "Other language(s)" …) holds a
 * line or two beside each row's content, a few more now and then.
 */
function isSidebarRun(rows: readonly CellRange[][], lines: readonly RawLine[]): boolean {
  // A timeline's left cells hold each job's dates ("Feb. 2020 –" / "Actualidad" / "(1 año 10
  // meses)"): read row by row, each range stays beside its job.
  const datesOnly = rows.every((cells) => {
    const left = cells[0];
    return (
      left !== undefined &&
      holdsDatesOnly(
        lines
          .slice(left.start, left.end)
          .map((line) => line.text)
          .join(' '),
      )
    );
  });
  if (datesOnly) return false;
  const full = rows.filter((cells) => {
    const left = cells[0];
    return left !== undefined && left.end - left.start >= sidebarCellLines;
  });
  return full.length > 0 && full.length * 2 >= rows.length;
}

/** A cell that only dates something: "Feb. 2020 – Actualidad (1 año 10 meses)", "2015 – 2019". */
function holdsDatesOnly(text: string): boolean {
  const folded = foldText(text).replace(
    /\([^()]*\b(?:anos?|mes(?:es)?|years?|months?)\b[^()]*\)/gu,
    ' ',
  );
  if (!/\b(?:19|20)\d{2}\b/u.test(folded)) return false;
  return (folded.match(/\p{L}+/gu) ?? []).every(isDateWord);
}

/** Puts the run's left cells' lines first, then its right cells', keeping each cell's order. */
function reorderColumnByColumn(rows: readonly CellRange[][], state: WalkState): void {
  const first = rows[0]?.[0]?.start ?? 0;
  const last = rows.at(-1)?.at(-1)?.end ?? first;
  const original = state.lines.slice(first, last);
  const reordered: RawLine[] = [];
  for (const side of [0, 1]) {
    for (const cells of rows) {
      const cell = cells[side];
      if (cell) reordered.push(...state.lines.slice(cell.start, cell.end));
    }
  }
  // Lines outside the two cells (none today: rows with other cells end a run) keep their place.
  if (reordered.length !== original.length) return;
  // Read as two columns, the run's rows are a layout, not a form's rows.
  for (const line of reordered) delete line.tableRow;
  state.lines.splice(first, reordered.length, ...reordered);
}

/** The widths of a table's grid columns in points (w:tblGrid/w:gridCol). */
function readGridColumnWidths(table: XmlNode): number[] {
  const grid = findChild(table, 'w:tblGrid');
  return (grid ? readChildren(grid) : [])
    .filter((column) => readTagName(column) === 'w:gridCol')
    .map((column) => (readNumberAttribute(column, 'w:w') ?? 0) / twipsPerPoint);
}

/** A floating table's rectangle (w:tblpPr), or null for a table in the text flow. */
function readFloatingTable(
  table: XmlNode,
  state: WalkState,
  paragraphTop: number,
): { x: number; y: number; width: number } | null {
  const tableProperties = findChild(table, 'w:tblPr');
  const position = tableProperties ? findChild(tableProperties, 'w:tblpPr') : undefined;
  if (!position) return null;
  const width = readGridColumnWidths(table).reduce((sum, column) => sum + column, 0);
  const attributes = readAttributes(position);
  const page = state.page;
  const textWidth = page.width - page.marginLeft - page.marginRight;
  const [baseX, spanX] =
    attributes['w:horzAnchor'] === 'page' ? [0, page.width] : [page.marginLeft, textWidth];
  const baseY =
    attributes['w:vertAnchor'] === 'page'
      ? 0
      : attributes['w:vertAnchor'] === 'margin'
        ? page.marginTop
        : paragraphTop;
  const alignX = attributes['w:tblpXSpec'];
  const x =
    alignX === 'center'
      ? baseX + (spanX - width) / 2
      : alignX === 'right'
        ? baseX + spanX - width
        : baseX + (readNumberAttribute(position, 'w:tblpX') ?? 0) / twipsPerPoint;
  const y = baseY + (readNumberAttribute(position, 'w:tblpY') ?? 0) / twipsPerPoint;
  return { x, y, width: Math.max(1, width) };
}

/**
 * Finds descendants with a tag, through content controls, without entering nested `stopAt` tags.
 * A loop over an explicit stack, in document order: a table may hold any number of rows.
 */
function collectDescendants(node: XmlNode, tagName: string, stopAt: readonly string[]): XmlNode[] {
  const found: XmlNode[] = [];
  const pending = [...readChildren(node)].reverse();
  for (let child = pending.pop(); child !== undefined; child = pending.pop()) {
    const childTag = readTagName(child);
    if (childTag === tagName) found.push(child);
    else if (!stopAt.includes(childTag)) {
      const grandchildren = readChildren(child);
      for (let index = grandchildren.length - 1; index >= 0; index -= 1) {
        const grandchild = grandchildren[index];
        if (grandchild) pending.push(grandchild);
      }
    }
  }
  return found;
}

function readBlockContent(nodes: readonly XmlNode[], context: WalkContext, state: WalkState): void {
  for (const node of nodes) {
    const tagName = readTagName(node);
    if (tagName === 'w:p') readParagraph(node, context, state);
    else if (tagName === 'w:tbl') readTable(node, context, state);
    else if (tagName === 'w:sdt') {
      const content = findChild(node, 'w:sdtContent');
      if (content) readBlockContent(readChildren(content), context, state);
    } else if (['w:customXml', 'w:ins', 'w:txbxContent'].includes(tagName)) {
      readBlockContent(readChildren(node), context, state);
    } else if (tagName === 'mc:AlternateContent') {
      const choice = readChildren(node).find((child) => readTagName(child) === 'mc:Choice');
      if (choice) readBlockContent(readChildren(choice), context, state);
    }
  }
}

type ArchiveReader = {
  readonly read: (name: string) => XmlNode[] | null;
  readonly names: readonly string[];
  /** The sizes the directory declares (each entry inflates to at most its declared size). */
  readonly declaredSize: (name: string) => number;
};

function createArchiveReader(bytes: Uint8Array, entries: readonly ZipEntry[]): ArchiveReader {
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  let remainingBytes: number = extractLimits.maxUncompressedArchiveBytes;
  return {
    names: entries.map((entry) => entry.name),
    declaredSize: (name) => byName.get(name)?.declaredSize ?? 0,
    read: (name) => {
      const entry = byName.get(name);
      if (!entry) return null;
      // Refused from the declared size, before inflating; a lying size is caught while inflating.
      if (entry.declaredSize > complexityLimits.maxXmlPartBytes) {
        throw createTooComplexError(
          `${name} has ${entry.declaredSize} bytes of XML (limit ${complexityLimits.maxXmlPartBytes})`,
        );
      }
      // A valid archive's directory gives each entry's exact size: more output means it lies.
      const data = inflateZipEntry(bytes, entry, Math.min(remainingBytes, entry.declaredSize));
      remainingBytes -= data.length;
      return parseXml(data, name);
    },
  };
}

/** The parts read besides the headers and footers. */
const xmlPartNames = [
  'word/document.xml',
  'word/styles.xml',
  'word/_rels/document.xml.rels',
  'docProps/core.xml',
  'docProps/app.xml',
];

function compareNumberedParts(left: string, right: string): number {
  const number = (name: string): number => Number(/(\d+)\.xml$/.exec(name)?.[1] ?? 0);
  return number(left) - number(right);
}

/** Where a part's relationships are kept: "word/footer1.xml" → "word/_rels/footer1.xml.rels". */
function relationshipsPartOf(partName: string): string {
  return partName.replace(/^word\/(.+)$/, 'word/_rels/$1.rels');
}

function readPart(
  archive: ArchiveReader,
  partName: string,
  rootTag: string,
  context: WalkContext,
  state: WalkState,
): void {
  const nodes = archive.read(partName);
  if (!nodes) return;
  const root = findRoot(nodes, rootTag, partName);
  // A header's or footer's links are named in its own relationships ("word/_rels/footer1.xml.rels"),
  // their ids unrelated to the body's: a profile link in the footer keeps its target.
  const bodyRelationships = state.relationships;
  state.relationships = parseRelationships(archive.read(relationshipsPartOf(partName)));
  readBlockContent(readChildren(root), context, state);
  state.relationships = bodyRelationships;
}

function readTitleAndAuthor(archive: ArchiveReader): ExtractedDocument['metadata'] {
  const nodes = archive.read('docProps/core.xml');
  const root = nodes?.find((node) => readTagName(node) === 'cp:coreProperties');
  const readValue = (tagName: string): string | null => {
    const element = root ? findChild(root, tagName) : undefined;
    const value = element ? normaliseLineText(readText(element)) : '';
    return value.length > 0 ? value : null;
  };
  return { title: readValue('dc:title'), author: readValue('dc:creator') };
}

/**
 * Re-orders each part's pages that hold positioned frames (floating text boxes and tables) the
 * way a reader sees them (docx-layout.ts), and gives their lines page positions: x is the
 * frame's left edge plus the paragraph's indentation, width the frame's width, column the
 * page column the frame is in (plus the table cell's column). Parts without floating frames keep
 * their document order and indentation-only x.
 */
function layOutPositionedFrames(
  state: WalkState,
  partStarts: readonly number[],
  pageOf: (line: RawLine) => number,
): RawLine[] {
  const result: RawLine[] = [];
  for (let part = 0; part + 1 < partStarts.length; part += 1) {
    const partLines = state.lines.slice(partStarts[part], partStarts[part + 1]);
    const pages = new Map<number, RawLine[]>();
    for (const line of partLines) {
      const pageLines = pages.get(pageOf(line)) ?? [];
      pageLines.push(line);
      pages.set(pageOf(line), pageLines);
    }
    for (const pageLines of [...pages].sort((left, right) => left[0] - right[0])) {
      result.push(...layOutPage(state, pageLines[1]));
    }
  }
  return result;
}

/**
 * A page is laid out from its frames' positions when it is built from text boxes: with only one
 * or two boxes floating beside flowing text, the order depends on our rough estimate of the
 * flow's height, and the box's anchor paragraph (document order) is the better guide.
 */
const minimumPositionedFrames = 3;

/**
 * Two positioned boxes side by side (a main box and a sidebar box at the same height) are read
 * left to right whatever order they were drawn in: their order does not depend on the estimate
 * of the flow's height (issue 12, a right-hand sidebar box drawn first).
 */
function hasBoxesSideBySide(frames: readonly LayoutFrame[]): boolean {
  return frames.some((left, index) =>
    frames.slice(index + 1).some((right) => {
      const apart = left.x + left.width <= right.x + 1 || right.x + right.width <= left.x + 1;
      const shared =
        Math.min(left.y + left.height, right.y + right.height) - Math.max(left.y, right.y);
      return apart && shared > 0.5 * Math.min(left.height, right.height);
    }),
  );
}

function layOutPage(state: WalkState, pageLines: readonly RawLine[]): readonly RawLine[] {
  const unitIds = [...new Set(pageLines.map((line) => line.unit))];
  if (!unitIds.some((id) => state.units[id]?.positioned === true)) return pageLines;
  if (unitIds.some((id) => state.units[id] === undefined)) return pageLines;
  const byUnit = new Map<number, RawLine[]>();
  for (const line of pageLines) {
    const unitLines = byUnit.get(line.unit) ?? [];
    unitLines.push(line);
    byUnit.set(line.unit, unitLines);
  }
  // Rules and ornaments typed as text ("–––") take no part in the layout: read after the rest.
  const hasWords = (id: number): boolean =>
    (byUnit.get(id) ?? []).some((line) => /[\p{L}\p{N}]/u.test(line.text));
  const frames = unitIds.filter(hasWords).flatMap((id) => {
    const unit = state.units[id];
    return unit ? [{ id, x: unit.x, y: unit.y, width: unit.width, height: unit.height }] : [];
  });
  const ornaments = unitIds.filter((id) => !hasWords(id)).map((id) => ({ id, column: 0 }));
  const positionedFrames = frames.filter((frame) => state.units[frame.id]?.positioned === true);
  if (positionedFrames.length < minimumPositionedFrames && !hasBoxesSideBySide(positionedFrames))
    return pageLines;
  const ordered = [...orderFrames(frames), ...ornaments];
  // A page whose frames already stand in reading order (headings drawn as boxes over the flow)
  // keeps the flow's lines untouched.
  if (ordered.every((frame, index) => frame.id === unitIds[index])) {
    return pageLines;
  }
  return ordered.flatMap(({ id, column }) => {
    const unit = state.units[id];
    // Flow paragraphs' units already start at their text (indentation and alignment applied).
    const ownIndent = unit?.positioned === true || unit?.columnEdges !== undefined;
    return (byUnit.get(id) ?? []).map((line) => {
      const cellLeft = unit?.columnEdges?.[line.column] ?? 0;
      const cellRight = unit?.columnEdges?.[line.column + 1] ?? unit?.width ?? 0;
      const indent = ownIndent ? line.x : 0;
      return {
        ...line,
        x: Math.round(((unit?.x ?? 0) + cellLeft + indent) * 10) / 10,
        width: Math.round(Math.max(0, cellRight - cellLeft - indent) * 10) / 10,
        column: column + line.column,
      };
    });
  });
}

/** A part that only adds a detail: damaged XML there leaves the detail out, not the file. */
function readOptionalPart(archive: ArchiveReader, name: string): XmlNode[] | null {
  try {
    return archive.read(name);
  } catch (error) {
    if (error instanceof CvEngineError && error.code === cvEngineErrorCodes.corruptFile) {
      return null;
    }
    throw error;
  }
}

/** A page's text height the estimated flow may overrun before it counts as another page. */
const flowPageSlack = 1.1;

/** Pages beyond the first that an estimated flow height fills (0 when it fits one page). */
function estimateExtraPages(flowHeight: number, page: PageGeometry): number {
  const textHeight = page.height - page.marginTop - page.marginBottom;
  if (!(textHeight > 0) || !(flowHeight > 0)) return 0;
  return Math.floor(flowHeight / (textHeight * flowPageSlack));
}

/**
 * Reads a DOCX file's text lines (body, tables, text boxes, headers, footers) in document order.
 *
 * @throws CvEngineError ARCHIVE_TOO_LARGE (zip bomb), DOCUMENT_TOO_COMPLEX, CORRUPT_FILE, EMPTY_FILE.
 * @example
 * const document = await extractDocx(bytes);
 */
export async function extractDocx(bytes: Uint8Array): Promise<ExtractedDocument> {
  const entries = readZipEntries(bytes);
  assertArchiveWithinLimits(entries);
  const archive = createArchiveReader(bytes, entries);
  if (!archive.names.includes('word/document.xml')) {
    throw new CvEngineError(cvEngineErrorCodes.corruptFile, 'The DOCX has no word/document.xml');
  }
  const headerNames = archive.names
    .filter((name) => /^word\/header\d*\.xml$/.test(name))
    .sort(compareNumberedParts);
  const footerNames = archive.names
    .filter((name) => /^word\/footer\d*\.xml$/.test(name))
    .sort(compareNumberedParts);
  // Everything read below, counted before any of it is parsed.
  const partRelationships = [...headerNames, ...footerNames].map(relationshipsPartOf);
  const xmlBytes = [...xmlPartNames, ...headerNames, ...footerNames, ...partRelationships].reduce(
    (sum, name) => sum + archive.declaredSize(name),
    0,
  );
  if (xmlBytes > complexityLimits.maxXmlTotalBytes) {
    throw createTooComplexError(
      `The DOCX has ${xmlBytes} bytes of XML to read (limit ${complexityLimits.maxXmlTotalBytes})`,
    );
  }
  const documentNodes = archive.read('word/document.xml') ?? [];
  const body = findChild(findRoot(documentNodes, 'w:document', 'word/document.xml'), 'w:body');
  const page = readPageGeometry(body ? findChild(body, 'w:sectPr') : undefined);
  const state: WalkState = {
    styles: parseStyles(archive.read('word/styles.xml')),
    relationships: parseRelationships(archive.read('word/_rels/document.xml.rels')),
    lines: [],
    hyperlinks: [],
    page,
    units: [],
    unit: -1,
    flowY: page.headerDistance,
    breaksAtFlowY: 0,
    paragraph: 0,
    fieldInstruction: '',
    explicitBreaks: 0,
    renderedBreaks: 0,
    tableRows: 0,
  };
  const partStarts: number[] = [];
  const startPart = (flowTop: number): void => {
    partStarts.push(state.lines.length);
    state.flowY = flowTop;
    state.breaksAtFlowY = state.explicitBreaks + state.renderedBreaks;
  };
  for (const name of headerNames) {
    startPart(page.headerDistance);
    readPart(archive, name, 'w:hdr', { source: 'header', column: 0, topLevel: true }, state);
  }
  startPart(page.marginTop);
  const bodyStart = state.lines.length;
  const breaksBeforeBody = { explicit: state.explicitBreaks, rendered: state.renderedBreaks };
  readBlockContent(
    body ? readChildren(body) : [],
    { source: 'body', column: 0, topLevel: true },
    state,
  );
  const bodyEnd = state.lines.length;
  // How far the body's flow reaches past its last break, before the footers restart it.
  const flowAfterLastBreak = state.flowY - page.marginTop;
  const breaksAfterBody = { explicit: state.explicitBreaks, rendered: state.renderedBreaks };
  for (const name of footerNames) {
    startPart(page.height - page.marginBottom);
    readPart(archive, name, 'w:ftr', { source: 'footer', column: 0, topLevel: true }, state);
  }
  partStarts.push(state.lines.length);
  // Word records where it last broke pages (w:lastRenderedPageBreak); files written by other
  // tools only have explicit breaks. Counting both would count Word's explicit breaks twice.
  const usesRenderedBreaks = breaksAfterBody.rendered > breaksBeforeBody.rendered;
  const explicitPages = 1 + breaksAfterBody.explicit - breaksBeforeBody.explicit;
  const breakPages = usesRenderedBreaks
    ? 1 + breaksAfterBody.rendered - breaksBeforeBody.rendered
    : explicitPages;
  const pageOf = (line: RawLine): number => {
    const breaks = usesRenderedBreaks
      ? line.renderedBreaks - breaksBeforeBody.rendered
      : line.explicitBreaks - breaksBeforeBody.explicit;
    return Math.min(breakPages, Math.max(1, breaks + 1));
  };
  // Without Word's rendered breaks, a long text that no program laid out (the docx package,
  // python-docx, some online builders) has no break at all: its estimated height says how many
  // pages it needs at least. The estimate runs low (unwrapped table cells, style spacing and
  // floating text boxes left out), so it only ever adds pages, with a tenth of a page to spare.
  const countedPages = usesRenderedBreaks
    ? breakPages
    : breakPages + estimateExtraPages(flowAfterLastBreak, page);
  const placedLines = layOutPositionedFrames(state, partStarts, pageOf);
  // Word and LibreOffice record the pages they laid out; the breaks above are a fallback, and a
  // file from another writer (or a DOCX no program laid out) has none of Word's rendered breaks.
  const pageCount = choosePageCount({
    recorded: readDocxRecordedPages(readOptionalPart(archive, 'docProps/app.xml')),
    counted: countedPages,
    atLeast: explicitPages,
    characters: placedLines.reduce((sum, line) => sum + line.text.length, 0),
  });
  const seenRepeatedText = new Set<string>();
  const lines: TextLine[] = [];
  placedLines.forEach((line, index) => {
    const inBody = index >= bodyStart && index < bodyEnd;
    // Headers and footers come in first-page, even and default variants: keep each text once.
    if (!inBody) {
      const key = `${line.source}:${line.text}`;
      if (seenRepeatedText.has(key)) return;
      seenRepeatedText.add(key);
    }
    lines.push({
      text: line.text,
      x: line.x,
      width: line.width,
      fontSize: line.fontSize,
      bold: line.bold,
      fontName: line.fontName,
      column: line.column,
      listItem: line.listItem,
      ...(line.listMarker === undefined ? {} : { listMarker: line.listMarker }),
      ...(line.headingLevel === undefined ? {} : { headingLevel: line.headingLevel }),
      ...(line.tableRow === undefined ? {} : { tableRow: line.tableRow }),
      ...(line.weightParts === undefined ? {} : { weightParts: line.weightParts }),
      ...(line.boldLead === undefined ? {} : { boldLead: line.boldLead }),
      ...(line.iconLead === undefined ? {} : { iconLead: line.iconLead }),
      source: line.source,
      page: inBody ? pageOf(line) : line.source === 'footer' ? pageCount : 1,
      y: lines.length + 1,
      block: line.paragraph,
    });
  });
  if (lines.length === 0) {
    throw new CvEngineError(cvEngineErrorCodes.emptyFile, 'The DOCX has no text');
  }
  return {
    format: 'docx',
    pageCount,
    lines,
    hyperlinks: [...new Set(state.hyperlinks)],
    metadata: readTitleAndAuthor(archive),
  };
}
