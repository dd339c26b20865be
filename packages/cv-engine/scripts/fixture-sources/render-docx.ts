// Word documents for the fixtures, built with the docx package the way people's Word CVs are
// built: plain paragraphs, tab-aligned dates, bullet lists, layout tables and text boxes.
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  Header,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableBorders,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  Textbox,
  WidthType,
} from 'docx';
import {
  TEMPLATE,
  isNameOnlyInPersonalBlock,
  listContactItems,
  listPersonalFields,
  showText,
  type CvEntry,
  type CvSection,
  type CvSource,
} from './cv-source';

type Block = Paragraph | Table | Textbox;

// A4 in twentieths of a point, with 2 cm margins: the usable width is 9,638 twips.
const PAGE = { width: 11906, height: 16838, margin: 1134 } as const;
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;

function isLink(text: string): boolean {
  return /^(https?:\/\/|www\.|[a-z0-9-]+\.(com|pe|io|dev|me|net|org)\b)/i.test(text);
}

function writeRuns(
  text: string,
  options: { bold?: boolean; italics?: boolean; size?: number; colour?: string } = {},
) {
  const shown = showText(text);
  const run = {
    text: shown,
    bold: options.bold,
    italics: options.italics,
    size: options.size,
    color: options.colour,
  };
  if (!isLink(shown)) return [new TextRun(run)];
  const target = shown.startsWith('http') ? shown : `https://${shown}`;
  return [
    new ExternalHyperlink({
      link: target,
      children: [new TextRun({ ...run, style: 'Hyperlink' })],
    }),
  ];
}

function writeHeading(cv: CvSource, heading: string, width: number): Paragraph {
  const style = cv.headingStyle ?? {};
  return new Paragraph({
    spacing: { before: 200, after: 80 },
    keepNext: true,
    border:
      style.rule === true
        ? {
            bottom: {
              style: BorderStyle.SINGLE,
              size: 6,
              color: style.colour ?? '444444',
              space: 1,
            },
          }
        : undefined,
    children: [
      // Word's "caps" property: the file holds "Experiencia laboral", the page shows capitals.
      new TextRun({
        text: heading,
        bold: true,
        size: 24,
        allCaps: style.capsByStyle === true,
        color: style.colour,
      }),
    ],
    tabStops: [{ type: TabStopType.RIGHT, position: width }],
  });
}

function writeEntry(cv: CvSource, entry: CvEntry, width: number): Paragraph[] {
  const right = [{ type: TabStopType.RIGHT, position: width }];
  const place = entry.place === undefined ? '' : `, ${entry.place}`;
  const blocks: Paragraph[] = [];
  switch (cv.entryStyle ?? 'title-first') {
    case 'title-first':
      blocks.push(
        new Paragraph({
          tabStops: right,
          spacing: { before: 120 },
          keepNext: true,
          children: [
            new TextRun({ text: entry.title, bold: true }),
            new TextRun({ text: `\t${entry.dates}`, italics: true }),
          ],
        }),
        new Paragraph({
          keepNext: true,
          children: [new TextRun({ text: `${entry.organisation}${place}` })],
        }),
      );
      break;
    case 'organisation-first':
      blocks.push(
        new Paragraph({
          tabStops: right,
          spacing: { before: 120 },
          keepNext: true,
          children: [
            new TextRun({ text: `${entry.organisation}${place}`, bold: true }),
            new TextRun({ text: `\t${entry.dates}` }),
          ],
        }),
        new Paragraph({
          keepNext: true,
          children: [new TextRun({ text: entry.title, italics: true })],
        }),
      );
      break;
    case 'dates-column':
      blocks.push(
        new Paragraph({
          tabStops: [{ type: TabStopType.LEFT, position: 2200 }],
          spacing: { before: 120 },
          keepNext: true,
          children: [
            new TextRun({ text: entry.dates, bold: true }),
            new TextRun({ text: `\t${entry.title}`, bold: true }),
          ],
        }),
        new Paragraph({
          indent: { left: 2200 },
          keepNext: true,
          children: [new TextRun({ text: `${entry.organisation}${place}` })],
        }),
      );
      break;
    case 'tab-row':
      blocks.push(
        new Paragraph({
          tabStops: [{ type: TabStopType.LEFT, position: 2800 }, ...right],
          spacing: { before: 120 },
          keepNext: true,
          children: [
            new TextRun({ text: entry.title, bold: true }),
            new TextRun({ text: `\t${entry.organisation}${place}` }),
            new TextRun({ text: `\t${entry.dates}` }),
          ],
        }),
      );
      break;
    case 'dates-below':
      // Title, then employer and place, then the dates on their own line (many Word templates).
      blocks.push(
        new Paragraph({
          spacing: { before: 120 },
          keepNext: true,
          children: [new TextRun({ text: entry.title, bold: true })],
        }),
        new Paragraph({
          keepNext: true,
          children: [new TextRun({ text: `${entry.organisation}${place}` })],
        }),
        new Paragraph({
          keepNext: true,
          children: [new TextRun({ text: entry.dates, italics: true, color: '595959' })],
        }),
      );
      break;
    case 'dates-first':
      blocks.push(
        new Paragraph({
          spacing: { before: 120 },
          keepNext: true,
          children: [new TextRun({ text: entry.dates, bold: true })],
        }),
        new Paragraph({
          keepNext: true,
          children: [
            new TextRun({ text: entry.title, bold: true }),
            new TextRun({ text: ` | ${entry.organisation}${place}` }),
          ],
        }),
      );
      break;
  }
  for (const bullet of entry.bullets ?? [])
    blocks.push(new Paragraph({ bullet: { level: 0 }, children: writeRuns(bullet) }));
  return blocks;
}

function writeSectionBody(cv: CvSource, section: CvSection, width: number): Paragraph[] {
  switch (section.kind) {
    case 'text':
      return [
        ...(section.paragraphs ?? []).map(
          (text) => new Paragraph({ spacing: { after: 60 }, children: writeRuns(text) }),
        ),
        ...(section.bullets ?? []).map(
          (text) => new Paragraph({ bullet: { level: 0 }, children: writeRuns(text) }),
        ),
      ];
    case 'personal':
      return listPersonalFields(cv, section).map(
        ([label, value]) =>
          new Paragraph({
            tabStops: [{ type: TabStopType.LEFT, position: 2600 }],
            children: [
              new TextRun({ text: `${label}:`, bold: true }),
              new TextRun({ text: '\t' }),
              ...writeRuns(value),
            ],
          }),
      );
    default:
      return section.entries.flatMap((entry) => writeEntry(cv, entry, width));
  }
}

function writeSection(cv: CvSource, section: CvSection, width: number): Paragraph[] {
  return [writeHeading(cv, section.heading, width), ...writeSectionBody(cv, section, width)];
}

function writeNameBlock(
  cv: CvSource,
  options: { contact: boolean; align: 'left' | 'center' },
): Paragraph[] {
  const alignment = options.align === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT;
  const blocks = [
    new Paragraph({
      alignment,
      children: [new TextRun({ text: cv.name, bold: true, size: 36, color: cv.accent })],
    }),
  ];
  if (cv.headline !== undefined) {
    blocks.push(
      new Paragraph({
        alignment,
        children: [new TextRun({ text: cv.headline, size: 24, italics: true })],
      }),
    );
  }
  if (options.contact) {
    const items = listContactItems(cv);
    const children = items.flatMap((item, index) => [
      ...(index > 0 ? [new TextRun({ text: ' | ' })] : []),
      ...writeRuns(item, { size: 20 }),
    ]);
    blocks.push(new Paragraph({ alignment, spacing: { after: 120 }, children }));
  }
  return blocks;
}

function writeContactLines(cv: CvSource): Paragraph[] {
  return listContactItems(cv).map(
    (item) => new Paragraph({ spacing: { after: 40 }, children: writeRuns(item, { size: 16 }) }),
  );
}

const NO_BORDERS = TableBorders.NONE;

function writeClassic(cv: CvSource): Block[] {
  const hasPersonal = cv.sections.some((section) => section.kind === 'personal');
  // Europass-like CVs show the name only as the first personal-data field.
  const nameBlock = isNameOnlyInPersonalBlock(cv)
    ? []
    : writeNameBlock(cv, { contact: !hasPersonal, align: 'center' });
  return [...nameBlock, ...cv.sections.flatMap((section) => writeSection(cv, section, TEXT_WIDTH))];
}

function writeTableSidebar(cv: CvSource): Block[] {
  const sideWidth = 3300;
  const mainWidth = TEXT_WIDTH - sideWidth;
  const contactHeading =
    cv.contactInSidebar === true && cv.contactHeading !== undefined
      ? [writeHeading(cv, cv.contactHeading, sideWidth - 200)]
      : [];
  const sideChildren = [
    ...contactHeading,
    ...(cv.contactInSidebar === true ? writeContactLines(cv) : []),
    ...cv.sections
      .filter((section) => section.side === true)
      .flatMap((section) => writeSection(cv, section, sideWidth - 200)),
  ];
  // The main cell's text width: its left margin (240) and Word's default right padding (108).
  const mainTabWidth = cv.tabsInsideCell === true ? mainWidth - 348 : mainWidth - 200;
  const mainChildren = cv.sections
    .filter((section) => section.side !== true)
    .flatMap((section) => writeSection(cv, section, mainTabWidth));
  const sideCell = new TableCell({
    width: { size: sideWidth, type: WidthType.DXA },
    shading:
      cv.accent === undefined
        ? undefined
        : { fill: 'EEF2F6', type: ShadingType.CLEAR, color: 'auto' },
    margins: { left: 120, right: 120 },
    children: sideChildren,
  });
  const mainCell = new TableCell({
    width: { size: mainWidth, type: WidthType.DXA },
    margins: { left: 240 },
    children: mainChildren,
  });
  const cells = cv.sidebarRight === true ? [mainCell, sideCell] : [sideCell, mainCell];
  return [
    ...writeNameBlock(cv, { contact: cv.contactInSidebar !== true, align: 'left' }),
    new Table({
      width: { size: TEXT_WIDTH, type: WidthType.DXA },
      columnWidths: cv.sidebarRight === true ? [mainWidth, sideWidth] : [sideWidth, mainWidth],
      borders: NO_BORDERS,
      rows: [new TableRow({ children: cells })],
    }),
  ];
}

function writeTableRows(cv: CvSource): Block[] {
  const headingWidth = 3400;
  const contentWidth = TEXT_WIDTH - headingWidth;
  const rows = cv.sections.map(
    (section) =>
      new TableRow({
        cantSplit: false,
        children: [
          new TableCell({
            width: { size: headingWidth, type: WidthType.DXA },
            margins: { top: 80, bottom: 80, right: 120 },
            children: [writeHeading(cv, section.heading, headingWidth - 200)],
          }),
          new TableCell({
            width: { size: contentWidth, type: WidthType.DXA },
            margins: { top: 80, bottom: 80, left: 120 },
            children: [
              new Paragraph({ spacing: { before: 120 }, children: [] }),
              ...writeSectionBody(cv, section, contentWidth - 240),
            ],
          }),
        ],
      }),
  );
  const line = { style: BorderStyle.SINGLE, size: 4, color: 'BFBFBF' };
  return [
    ...writeNameBlock(cv, { contact: true, align: 'center' }),
    new Table({
      width: { size: TEXT_WIDTH, type: WidthType.DXA },
      columnWidths: [headingWidth, contentWidth],
      borders: {
        top: line,
        bottom: line,
        left: TableBorders.NONE.left,
        right: TableBorders.NONE.right,
        insideHorizontal: line,
        insideVertical: TableBorders.NONE.insideVertical,
      },
      rows,
    }),
  ];
}

function writeTableGrid(cv: CvSource): Block[] {
  // A Word template built as one bordered table: each section heading is a shaded full-width row
  // (merged cells), each entry a row with its dates in the left cell, text sections one wide row.
  const dateWidth = 2300;
  const textWidth = TEXT_WIDTH - dateWidth;
  const line = { style: BorderStyle.SINGLE, size: 4, color: '9E9E9E' };
  const cellMargins = { top: 60, bottom: 60, left: 100, right: 100 };
  const rows = cv.sections.flatMap((section) => {
    const headingRow = new TableRow({
      children: [
        new TableCell({
          columnSpan: 2,
          shading: { fill: 'D9E2F3', type: ShadingType.CLEAR, color: 'auto' },
          margins: cellMargins,
          children: [
            new Paragraph({
              children: [
                new TextRun({
                  text: section.heading,
                  bold: true,
                  size: 22,
                  allCaps: cv.headingStyle?.capsByStyle === true,
                }),
              ],
            }),
          ],
        }),
      ],
    });
    if (section.kind !== 'experience' && section.kind !== 'education' && section.kind !== 'entries')
      return [
        headingRow,
        new TableRow({
          children: [
            new TableCell({
              columnSpan: 2,
              margins: cellMargins,
              children: writeSectionBody(cv, section, TEXT_WIDTH - 200),
            }),
          ],
        }),
      ];
    const entryRows = section.entries.map((entry) => {
      const place = entry.place === undefined ? '' : `, ${entry.place}`;
      return new TableRow({
        children: [
          new TableCell({
            width: { size: dateWidth, type: WidthType.DXA },
            margins: cellMargins,
            children: [new Paragraph({ children: [new TextRun({ text: entry.dates })] })],
          }),
          new TableCell({
            width: { size: textWidth, type: WidthType.DXA },
            margins: cellMargins,
            children: [
              new Paragraph({ children: [new TextRun({ text: entry.title, bold: true })] }),
              new Paragraph({ children: [new TextRun({ text: `${entry.organisation}${place}` })] }),
              ...(entry.bullets ?? []).map(
                (bullet) => new Paragraph({ bullet: { level: 0 }, children: writeRuns(bullet) }),
              ),
            ],
          }),
        ],
      });
    });
    return [headingRow, ...entryRows];
  });
  return [
    ...writeNameBlock(cv, { contact: true, align: 'left' }),
    new Table({
      width: { size: TEXT_WIDTH, type: WidthType.DXA },
      columnWidths: [dateWidth, textWidth],
      borders: {
        top: line,
        bottom: line,
        left: line,
        right: line,
        insideHorizontal: line,
        insideVertical: line,
      },
      rows,
    }),
  ];
}

function writePeruHeading(cv: CvSource, heading: string): Block[] {
  const box = cv.headingStyle?.box;
  if (box === 'spaced-letters') {
    // Typed the way people space a heading out by hand: one space between letters, three
    // between words.
    const spaced = heading
      .split(' ')
      .map((word) => [...word].join(' '))
      .join('   ');
    return [
      new Paragraph({
        spacing: { before: 240, after: 100 },
        keepNext: true,
        children: [new TextRun({ text: spaced, bold: true, size: 22 })],
      }),
    ];
  }
  if (box === 'tab-underline') {
    return [
      new Paragraph({
        spacing: { before: 240, after: 100 },
        keepNext: true,
        tabStops: [{ type: TabStopType.LEFT, position: 400 }],
        children: [new TextRun({ text: `\t${heading}`, bold: true, size: 22, underline: {} })],
      }),
    ];
  }
  // A one-cell table with grey shading: Word users' way to draw a heading bar.
  return [
    new Paragraph({ spacing: { before: 120 }, children: [] }),
    new Table({
      width: { size: TEXT_WIDTH, type: WidthType.DXA },
      columnWidths: [TEXT_WIDTH],
      rows: [
        new TableRow({
          children: [
            new TableCell({
              width: { size: TEXT_WIDTH, type: WidthType.DXA },
              shading: { fill: 'D9D9D9', type: ShadingType.CLEAR, color: 'auto' },
              margins: { top: 40, bottom: 40, left: 100 },
              children: [
                new Paragraph({ children: [new TextRun({ text: heading, bold: true, size: 22 })] }),
              ],
            }),
          ],
        }),
      ],
    }),
  ];
}

function writePeruEntry(cv: CvSource, entry: CvEntry): Paragraph[] {
  const blocks: Paragraph[] = [];
  const labelled = (label: string, value: string) =>
    new Paragraph({
      tabStops: [{ type: TabStopType.LEFT, position: 1400 }],
      keepNext: true,
      children: [
        new TextRun({ text: `${label}:`, bold: true }),
        new TextRun({ text: `\t${value}` }),
      ],
    });
  if (cv.entryStyle === 'dates-tab') {
    blocks.push(
      new Paragraph({
        tabStops: [{ type: TabStopType.LEFT, position: 2600 }],
        spacing: { before: 140 },
        keepNext: true,
        children: [
          new TextRun({ text: entry.dates }),
          new TextRun({ text: `\t${entry.organisation}`, bold: true }),
        ],
      }),
      new Paragraph({
        indent: { left: 2600 },
        keepNext: true,
        children: [new TextRun({ text: entry.title })],
      }),
    );
  } else {
    blocks.push(
      new Paragraph({
        spacing: { before: 140 },
        keepNext: true,
        children: [new TextRun({ text: entry.organisation, bold: true })],
      }),
      labelled('Cargo', entry.title),
      labelled('Periodo', entry.dates),
    );
    if ((entry.bullets ?? []).length > 0)
      blocks.push(
        new Paragraph({
          keepNext: true,
          children: [new TextRun({ text: 'Funciones:', bold: true, italics: true })],
        }),
      );
  }
  for (const bullet of entry.bullets ?? [])
    blocks.push(new Paragraph({ bullet: { level: 0 }, children: writeRuns(bullet) }));
  return blocks;
}

function writePeruEducation(cv: CvSource, entries: readonly CvEntry[]): Block[] {
  if (cv.educationStyle === 'table') {
    const widths = [3900, 3900, TEXT_WIDTH - 7800];
    const line = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
    const cell = (text: string, width: number, bold: boolean) =>
      new TableCell({
        width: { size: width, type: WidthType.DXA },
        margins: { top: 40, bottom: 40, left: 80, right: 80 },
        children: [new Paragraph({ children: [new TextRun({ text, bold })] })],
      });
    return [
      new Paragraph({ spacing: { before: 80 }, children: [] }),
      new Table({
        width: { size: TEXT_WIDTH, type: WidthType.DXA },
        columnWidths: widths,
        borders: {
          top: line,
          bottom: line,
          left: line,
          right: line,
          insideHorizontal: line,
          insideVertical: line,
        },
        rows: [
          new TableRow({
            tableHeader: true,
            children: [
              cell('Centro de estudios', widths[0] ?? 0, true),
              cell('Grado / Especialidad', widths[1] ?? 0, true),
              cell('Año', widths[2] ?? 0, true),
            ],
          }),
          ...entries.map(
            (entry) =>
              new TableRow({
                children: [
                  cell(entry.organisation, widths[0] ?? 0, false),
                  cell(entry.title, widths[1] ?? 0, false),
                  cell(entry.dates, widths[2] ?? 0, false),
                ],
              }),
          ),
        ],
      }),
    ];
  }
  if (cv.educationStyle === 'dates-tab')
    return entries.flatMap((entry) => writePeruEntry({ ...cv, entryStyle: 'dates-tab' }, entry));
  return entries.flatMap((entry) => writePeruEntry(cv, entry));
}

function writePeruPersonal(cv: CvSource, section: CvSection): Paragraph[] {
  return listPersonalFields(cv, section).map(
    ([label, value]) =>
      new Paragraph({
        tabStops: [
          { type: TabStopType.LEFT, position: 2400 },
          { type: TabStopType.LEFT, position: 2600 },
        ],
        children: [
          new TextRun({ text: cv.personalTabColon === true ? `${label}\t:\t` : `${label}:\t` }),
          ...writeRuns(value),
        ],
      }),
  );
}

function writePeruForm(cv: CvSource): Block[] {
  const blocks: Block[] = [];
  if (cv.documentTitle !== undefined)
    blocks.push(
      new Paragraph({
        alignment: AlignmentType.CENTER,
        spacing: { after: 120 },
        children: [new TextRun({ text: cv.documentTitle, bold: true, size: 32, underline: {} })],
      }),
    );
  const hasPersonal = cv.sections.some((section) => section.kind === 'personal');
  blocks.push(...writeNameBlock(cv, { contact: !hasPersonal, align: 'center' }));
  for (const section of cv.sections) {
    blocks.push(...writePeruHeading(cv, section.heading));
    if (section.kind === 'personal') blocks.push(...writePeruPersonal(cv, section));
    else if (section.kind === 'education') blocks.push(...writePeruEducation(cv, section.entries));
    else if (section.kind === 'text') blocks.push(...writeSectionBody(cv, section, TEXT_WIDTH));
    else blocks.push(...section.entries.flatMap((entry) => writePeruEntry(cv, entry)));
  }
  return blocks;
}

function writePageHeader(cv: CvSource): Header {
  // Repeated on every page, as many two-page Word CVs do: name, e-mail and first phone.
  return new Header({
    children: [
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: '808080', space: 1 } },
        children: [
          new TextRun({ text: `${cv.name} · ${cv.email} · ${cv.phones[0] ?? ''}`, size: 16 }),
        ],
      }),
    ],
  });
}

function writeTextboxes(cv: CvSource): Block[] {
  // The header (name and contact) sits in an inline text box at the top, as in many Word
  // templates. One-column: the body follows as ordinary paragraphs. Two columns: the sidebar and
  // the main sections each float in their own text box placed on the page margin, the way
  // "designed" Word CVs are usually built (the boxes do not wrap body text, so nothing overlaps).
  const onMargin = {
    position: 'absolute',
    positionHorizontalRelative: 'margin',
    positionVerticalRelative: 'margin',
  } as const;
  const header = new Textbox({
    style: { width: '17cm', height: '2.6cm' },
    children: writeNameBlock(cv, { contact: cv.contactInSidebar !== true, align: 'left' }),
  });
  const main = cv.sections.filter((section) => section.side !== true);
  if (cv.layout === 'one-column')
    return [header, ...main.flatMap((section) => writeSection(cv, section, TEXT_WIDTH))];
  // The sidebar on the left, or on the right with the main sections left of it.
  const right = cv.sidebarRight === true;
  const side = new Textbox({
    style: {
      ...onMargin,
      width: '5.4cm',
      height: '23cm',
      left: right ? '11.6cm' : '0cm',
      top: '3cm',
    },
    children: [
      ...(cv.contactInSidebar === true && cv.contactHeading !== undefined
        ? [writeHeading(cv, cv.contactHeading, 2800)]
        : []),
      ...(cv.contactInSidebar === true ? writeContactLines(cv) : []),
      ...cv.sections
        .filter((section) => section.side === true)
        .flatMap((section) => writeSection(cv, section, 2800)),
    ],
  });
  const body = new Textbox({
    style: {
      ...onMargin,
      width: '11.3cm',
      height: '23cm',
      left: right ? '0cm' : '5.7cm',
      top: '3cm',
    },
    children: main.flatMap((section) => writeSection(cv, section, 6200)),
  });
  return [header, side, body];
}

/**
 * Builds the DOCX bytes of a fixture CV.
 *
 * @example
 * const bytes = await renderCvToDocxBytes(cvSource);
 */
export async function renderCvToDocxBytes(cv: CvSource): Promise<Uint8Array> {
  const children = ((): Block[] => {
    switch (cv.template) {
      case TEMPLATE.docxClassic:
        return writeClassic(cv);
      case TEMPLATE.docxTableSidebar:
        return writeTableSidebar(cv);
      case TEMPLATE.docxTableRows:
        return writeTableRows(cv);
      case TEMPLATE.docxTextbox:
        return writeTextboxes(cv);
      case TEMPLATE.docxTableGrid:
        return writeTableGrid(cv);
      case TEMPLATE.docxPeruForm:
        return writePeruForm(cv);
      default:
        throw new Error(`${cv.id}: ${cv.template} is not a Word template`);
    }
  })();
  const document = new Document({
    creator: 'Microsoft Office User',
    title: `CV ${cv.name}`,
    styles: {
      default: {
        document: {
          run: { font: cv.font ?? 'Calibri', size: Math.round((cv.fontSize ?? 10.5) * 2) },
        },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE.width, height: PAGE.height },
            margin: {
              top: PAGE.margin,
              bottom: PAGE.margin,
              left: PAGE.margin,
              right: PAGE.margin,
            },
          },
        },
        headers: cv.pageHeader === true ? { default: writePageHeader(cv) } : undefined,
        children,
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
