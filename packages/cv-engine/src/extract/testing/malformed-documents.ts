// The malformed-input corpus (issue 11, hardening): hostile and broken files, every one built in
// memory from code so the repository holds no binary attack files. Each is small on disk (a few
// hundred KB; the XML flood about 4 MB) and expands, nests or breaks in one way a real CV never
// does. The engine's own test runs readCv over all of them; the server's test uploads them; the
// script `npm run cv:malformed -- <folder>` writes them out for manual attacks and the bench.
// Test-only (uses node: modules).

import { readFileSync } from 'node:fs';
import { deflateRawSync, deflateSync } from 'node:zlib';

import {
  buildZip,
  createDeflatedEntry,
  encodeSolidPng,
  renderPdf,
  type ZipTestEntry,
} from './build-test-documents';
import { concatenate, type PdfObject, writeOnePagePdf, writeRawPdf } from './raw-pdf';

export type MalformedDocument = {
  /** A file name with the extension an attacker would give it ("pdf-huge-image.pdf"). */
  readonly name: string;
  /** What the file does, in one sentence. */
  readonly description: string;
  readonly bytes: Uint8Array;
};

const encoder = new TextEncoder();

/** A small deterministic generator (mulberry32), so every run builds the same bytes. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const words = [
  'gestión',
  'proyectos',
  'ventas',
  'clientes',
  'equipo',
  'análisis',
  'datos',
  'logística',
  'contabilidad',
  'Lima',
  'Arequipa',
  'Cusco',
  'Excel',
  'SAP',
  'liderazgo',
  'mejora',
  'procesos',
  'atención',
  'calidad',
  'reportes',
  'presupuesto',
  'auditoría',
  'campañas',
  'marketing',
  'inventario',
  'compras',
  'soporte',
  'redes',
  'Python',
  'SQL',
];

function createWordWriter(seed: number): (count: number) => string {
  const random = createRandom(seed);
  return (count) => {
    const picked: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const word = words[Math.floor(random() * words.length)] ?? 'dato';
      picked.push(random() < 0.2 ? `${word} ${Math.floor(random() * 100000)}` : word);
    }
    return picked.join(' ');
  };
}

const helvetica =
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';

/** A content stream of CV-like lines: enough letters that the page has a usable text layer. */
function writeCvTextContent(top: number): string {
  const lines = [
    'Ana Torres Quispe',
    'ana.torres@correo.pe  +51 987 654 321  Lima, Peru',
    'EXPERIENCIA LABORAL',
    'Analista de datos en Comercial Andina (2020 - 2024)',
    'Automatice reportes de ventas para 12 tiendas con Python y SQL',
    'EDUCACION',
    'Universidad Nacional de San Agustin - Ingenieria Industrial (2014 - 2019)',
    'HABILIDADES',
    'Python, SQL, Excel avanzado, Power BI',
  ];
  return lines
    .map((line, index) => `BT /F1 11 Tf 56 ${top - index * 16} Td (${line}) Tj ET`)
    .join('\n');
}

const hugeImageSide = 20_000;
let hugeImageStream: Uint8Array | undefined;

/** 20000×20000 grey pixels of zeros, Flate-compressed: 400 MB decoded from about 390 KB. */
function compressHugeImage(): Uint8Array {
  // A zero-filled Buffer this large is mapped lazily by the OS: building it costs no real memory.
  hugeImageStream ??= new Uint8Array(
    deflateSync(Buffer.alloc(hugeImageSide * hugeImageSide), { level: 9 }),
  );
  return hugeImageStream;
}

function hugeImageObject(): PdfObject {
  return {
    dictionary: `/Type /XObject /Subtype /Image /Width ${hugeImageSide} /Height ${hugeImageSide} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
    stream: compressHugeImage(),
  };
}

function buildPdfWithHugeImage(): Uint8Array {
  return writeOnePagePdf(
    `${writeCvTextContent(780)}\nq 200 0 0 200 340 600 cm /Im1 Do Q`,
    '<< /Font << /F1 5 0 R >> /XObject << /Im1 6 0 R >> >>',
    [helvetica, hugeImageObject()],
  );
}

/** The page is nothing but the image, as a scanner writes it: the OCR path renders it. */
function buildScannedPdfWithHugeImage(): Uint8Array {
  return writeOnePagePdf('q 595 0 0 842 0 0 cm /Im1 Do Q', '<< /XObject << /Im1 5 0 R >> >>', [
    hugeImageObject(),
  ]);
}

/** Every word is its own text object at its own place: pdf.js reports each as one item. */
function buildPdfWithManyTextItems(itemCount: number): Uint8Array {
  const writeWords = createWordWriter(11);
  const operations: string[] = [writeCvTextContent(820)];
  const columns = 100;
  for (let index = 0; index < itemCount; index += 1) {
    const x = 20 + (index % columns) * 5.5;
    const y = 740 - Math.floor(index / columns) * 1.2;
    operations.push(`BT /F1 4 Tf ${x.toFixed(1)} ${y.toFixed(1)} Td (${writeWords(1)}) Tj ET`);
  }
  return writeOnePagePdf(operations.join('\n'), '<< /Font << /F1 5 0 R >> >>', [helvetica]);
}

/** A page dictionary holding an array nested 100,000 deep: a recursive parser overflows. */
function buildPdfWithDeeplyNestedArray(): Uint8Array {
  const depth = 100_000;
  return writeOnePagePdf(writeCvTextContent(780), '<< /Font << /F1 5 0 R >> >>', [
    helvetica,
    `<< /Nested ${'['.repeat(depth)}0${']'.repeat(depth)} >>`,
  ]);
}

/**
 * Form XObjects that each draw the next one twice, 40 levels deep: drawing the page would take
 * 2^40 text operations (a PDF "billion laughs"), from a file of a few KB.
 */
function buildPdfWithExponentialForms(): Uint8Array {
  const depth = 40;
  const firstForm = 6;
  const forms: PdfObject[] = [];
  for (let level = 0; level < depth; level += 1) {
    const isLast = level === depth - 1;
    const content = isLast
      ? 'BT /F1 8 Tf 10 10 Td (ja) Tj ET'
      : '/Fx Do 1 0 0 1 0.01 0.01 cm /Fx Do';
    const resources = isLast
      ? '<< /Font << /F1 5 0 R >> >>'
      : `<< /XObject << /Fx ${firstForm + level + 1} 0 R >> >>`;
    forms.push({
      dictionary: `/Type /XObject /Subtype /Form /BBox [0 0 595 842] /Resources ${resources}`,
      stream: encoder.encode(content),
    });
  }
  return writeOnePagePdf(
    `${writeCvTextContent(780)}\n/Fx Do`,
    `<< /Font << /F1 5 0 R >> /XObject << /Fx ${firstForm} 0 R >> >>`,
    [helvetica, ...forms],
  );
}

/** Form XObjects nested 5,000 deep, each drawing the next once. */
function buildPdfWithDeeplyNestedForms(): Uint8Array {
  const depth = 5000;
  const firstForm = 6;
  const forms: PdfObject[] = [];
  for (let level = 0; level < depth; level += 1) {
    const isLast = level === depth - 1;
    forms.push({
      dictionary: `/Type /XObject /Subtype /Form /BBox [0 0 595 842] /Resources ${
        isLast
          ? '<< /Font << /F1 5 0 R >> >>'
          : `<< /XObject << /Fx ${firstForm + level + 1} 0 R >> >>`
      }`,
      stream: encoder.encode(isLast ? 'BT /F1 8 Tf 10 10 Td (fondo) Tj ET' : '/Fx Do'),
    });
  }
  return writeOnePagePdf(
    `${writeCvTextContent(780)}\n/Fx Do`,
    `<< /Font << /F1 5 0 R >> /XObject << /Fx ${firstForm} 0 R >> >>`,
    [helvetica, ...forms],
  );
}

/** A page a billion points wide (layout keeps a coverage array as wide as the page). */
function buildPdfWithHugePage(): Uint8Array {
  return writeOnePagePdf(
    writeCvTextContent(780),
    '<< /Font << /F1 5 0 R >> >>',
    [helvetica],
    '[0 0 1000000000 842]',
  );
}

/** A page tree of 5,000 pages, each an empty page (a small file). */
function buildPdfWithManyPages(pageCount: number): Uint8Array {
  const kids: string[] = [];
  const pages: PdfObject[] = [];
  for (let index = 0; index < pageCount; index += 1) {
    kids.push(`${index + 4} 0 R`);
    pages.push('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 3 0 R >>');
  }
  return writeRawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pageCount} >>`,
    { dictionary: '', stream: encoder.encode('BT /F1 11 Tf 56 780 Td (x) Tj ET') },
    ...pages,
  ]);
}

function renderCvPdf(options: PDFKit.PDFDocumentOptions = {}): Promise<Uint8Array> {
  return renderPdf((pdf) => {
    pdf.fontSize(20).text('Ana Torres Quispe');
    pdf.fontSize(11).text('ana.torres@correo.pe · +51 987 654 321 · Lima, Perú');
    pdf.moveDown().fontSize(14).text('EXPERIENCIA LABORAL');
    for (let index = 0; index < 12; index += 1) {
      pdf
        .fontSize(11)
        .text(`• Logro ${index + 1}: automaticé reportes de ventas con Python y SQL.`);
    }
  }, options);
}

// ---------------------------------------------------------------------------------------------
// DOCX archives written by hand (build-test-documents' buildZip), so sizes and nesting are exact.

const contentTypes =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const documentStart =
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:body>';
const documentEnd = '</w:body></w:document>';
const cvParagraphs = [
  'Ana Torres Quispe',
  'ana.torres@correo.pe · +51 987 654 321 · Lima, Perú',
  'EXPERIENCIA LABORAL',
  'Analista de datos — Comercial Andina (2020 – 2024)',
  'Automaticé reportes de ventas para 12 tiendas con Python y SQL.',
]
  .map((text) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`)
  .join('');

/** A ZIP entry kept uncompressed (method 0): its expansion ratio is 1, so only size limits apply. */
function createStoredEntry(name: string, bytes: Uint8Array): ZipTestEntry {
  return { name, data: bytes, method: 0, declaredSize: bytes.length };
}

function buildDocx(documentXml: Uint8Array, stored = false): Uint8Array {
  return buildZip([
    createDeflatedEntry('[Content_Types].xml', contentTypes),
    stored
      ? createStoredEntry('word/document.xml', documentXml)
      : {
          name: 'word/document.xml',
          data: new Uint8Array(deflateRawSync(documentXml, { level: 9 })),
          method: 8,
          declaredSize: documentXml.length,
        },
  ]);
}

function buildDocumentXml(bodyXml: string): Uint8Array {
  return encoder.encode(`${documentStart}${cvParagraphs}${bodyXml}${documentEnd}`);
}

/**
 * About 38 MB of document.xml in long paragraphs of varied words: within the 40 MB archive
 * limit and compressing only ~10×, so the zip-bomb guard lets it through to the XML parser.
 */
function buildDocxXmlFlood(): Uint8Array {
  const targetBytes = 38 * 1024 * 1024;
  const writeWords = createWordWriter(7);
  const paragraphs: string[] = [];
  let size = 0;
  while (size < targetBytes) {
    const paragraph = `<w:p><w:pPr><w:spacing w:after="120"/></w:pPr><w:r><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri"/><w:sz w:val="22"/></w:rPr><w:t xml:space="preserve">${writeWords(2500)}</w:t></w:r></w:p>`;
    paragraphs.push(paragraph);
    size += paragraph.length;
  }
  return buildDocx(buildDocumentXml(paragraphs.join('')));
}

function buildDocxWithManyParagraphs(paragraphCount: number): Uint8Array {
  const writeWords = createWordWriter(3);
  const paragraphs: string[] = [];
  for (let index = 0; index < paragraphCount; index += 1) {
    paragraphs.push(`<w:p><w:r><w:t>${writeWords(3)}</w:t></w:r></w:p>`);
  }
  return buildDocx(buildDocumentXml(paragraphs.join('')));
}

/** Tables in tables in tables, `depth` levels: each level is a one-cell table inside a cell. */
function buildDocxWithNestedTables(depth: number): Uint8Array {
  const xml = `${'<w:tbl><w:tr><w:tc>'.repeat(depth)}<w:p><w:r><w:t>celda</w:t></w:r></w:p>${'</w:tc></w:tr></w:tbl>'.repeat(depth)}`;
  return buildDocx(buildDocumentXml(xml), true);
}

/** Block-level wrappers (w:customXml) nested 100,000 deep around one paragraph. */
function buildDocxWithNestedElements(depth: number): Uint8Array {
  const xml = `${'<w:customXml>'.repeat(depth)}<w:p><w:r><w:t>dentro</w:t></w:r></w:p>${'</w:customXml>'.repeat(depth)}`;
  return buildDocx(buildDocumentXml(xml), true);
}

/** Inline wrappers (w:hyperlink) nested 100,000 deep inside one paragraph. */
function buildDocxWithNestedInlineElements(depth: number): Uint8Array {
  const xml = `<w:p>${'<w:hyperlink>'.repeat(depth)}<w:r><w:t>enlace</w:t></w:r>${'</w:hyperlink>'.repeat(depth)}</w:p>`;
  return buildDocx(buildDocumentXml(xml), true);
}

/** NUL and other C0 control characters, U+FFFE and a lone surrogate's bytes inside w:t. */
function buildDocxWithControlCharacters(): Uint8Array {
  const text = encoder.encode(
    `${documentStart}${cvParagraphs}<w:p><w:r><w:t>Ana\u0000 Torres\u0001\u0008\u000b\u001f\ufffe fin</w:t></w:r></w:p><w:p><w:r><w:t>sustituto:`,
  );
  const loneSurrogate = new Uint8Array([0xed, 0xa0, 0x80, 0xff, 0xfe, 0x00]);
  const tail = encoder.encode(`</w:t></w:r></w:p>${documentEnd}`);
  return buildDocx(concatenate([text, loneSurrogate, tail]));
}

/** NUL bytes inside a tag name and an attribute: not well-formed XML. */
function buildDocxWithNulInMarkup(): Uint8Array {
  const xml = `${documentStart}${cvParagraphs}<w:p\u0000><w:r w:rsid="\u0000"><w:t>x</w:t></w:r></w:p>${documentEnd}`;
  return buildDocx(encoder.encode(xml));
}

/** One entry of 200 MB of zeros, honestly declared: about 1000× compression. */
function buildDocxZipBomb(): Uint8Array {
  const size = 200 * 1024 * 1024;
  return buildZip([
    createDeflatedEntry('[Content_Types].xml', contentTypes),
    {
      name: 'word/document.xml',
      data: new Uint8Array(deflateRawSync(Buffer.alloc(size), { level: 9 })),
      method: 8,
      declaredSize: size,
    },
  ]);
}

/** The same zeros, but the central directory claims the entry is 2 KB. */
function buildDocxLyingZipBomb(): Uint8Array {
  return buildZip([
    createDeflatedEntry('[Content_Types].xml', contentTypes),
    {
      name: 'word/document.xml',
      data: new Uint8Array(deflateRawSync(Buffer.alloc(200 * 1024 * 1024), { level: 9 })),
      method: 8,
      declaredSize: 2048,
    },
  ]);
}

/**
 * 300 header parts that each declare 40 KB (12 MB together, inside every limit) but inflate to
 * 900 KB of repeated XML each: the directory lies about every one of them.
 */
function buildDocxWithLyingHeaders(): Uint8Array {
  const paragraph = '<w:p><w:r><w:t>Currículum vitae de Ana Torres</w:t></w:r></w:p>';
  const header = `<?xml version="1.0" encoding="UTF-8"?><w:hdr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${paragraph.repeat(Math.floor((900 * 1024) / paragraph.length))}</w:hdr>`;
  const data = new Uint8Array(deflateRawSync(Buffer.from(header, 'utf8'), { level: 9 }));
  const headers: ZipTestEntry[] = [];
  for (let index = 1; index <= 300; index += 1) {
    headers.push({ name: `word/header${index}.xml`, data, method: 8, declaredSize: 40 * 1024 });
  }
  return buildZip([
    createDeflatedEntry('[Content_Types].xml', contentTypes),
    createDeflatedEntry('word/document.xml', new TextDecoder().decode(buildDocumentXml(''))),
    ...headers,
  ]);
}

/**
 * Four header parts of 5 MB of varied words each: every part and the archive within their
 * limits, 20 MB of XML together.
 */
function buildDocxWithLargeHeaders(): Uint8Array {
  const headers: ZipTestEntry[] = [];
  for (let index = 1; index <= 4; index += 1) {
    const writeWords = createWordWriter(100 + index);
    const paragraphs: string[] = [];
    for (let size = 0; size < 5 * 1024 * 1024; size += 12_000) {
      paragraphs.push(`<w:p><w:r><w:t>${writeWords(1200)}</w:t></w:r></w:p>`);
    }
    const xml = `<?xml version="1.0" encoding="UTF-8"?><w:hdr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${paragraphs.join('')}</w:hdr>`;
    headers.push(createDeflatedEntry(`word/header${index}.xml`, xml));
  }
  return buildZip([
    createDeflatedEntry('[Content_Types].xml', contentTypes),
    createDeflatedEntry('word/document.xml', new TextDecoder().decode(buildDocumentXml(''))),
    ...headers,
  ]);
}

// ---------------------------------------------------------------------------------------------
// DOC (OLE2 compound files) and files that are not CVs at all.

const compoundFileSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The compound-file signature, then random bytes with a "WordDocument" directory entry. */
function buildGarbageDoc(): Uint8Array {
  const random = createRandom(17);
  const bytes = new Uint8Array(8 * 1024);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = Math.floor(random() * 256);
  bytes.set(compoundFileSignature, 0);
  const entryOffset = 1024;
  const name = 'WordDocument';
  for (let index = 0; index < name.length; index += 1) {
    bytes[entryOffset + index * 2] = name.charCodeAt(index);
    bytes[entryOffset + index * 2 + 1] = 0;
  }
  bytes[entryOffset + name.length * 2] = 0;
  bytes[entryOffset + name.length * 2 + 1] = 0;
  const view = new DataView(bytes.buffer);
  view.setUint16(entryOffset + 64, (name.length + 1) * 2, true);
  bytes[entryOffset + 66] = 2;
  return bytes;
}

function readTestFile(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(`../test-files/${name}`, import.meta.url)));
}

/** A Windows executable's first bytes (an "MZ" header and its DOS stub message). */
function buildExecutable(): Uint8Array {
  const bytes = new Uint8Array(4096);
  bytes.set([0x4d, 0x5a, 0x90, 0x00, 0x03], 0);
  bytes.set(encoder.encode('This program cannot be run in DOS mode.\r\r\n$'), 0x4e);
  bytes.set([0x50, 0x45, 0x00, 0x00], 0x80);
  return bytes;
}

let corpus: Promise<readonly MalformedDocument[]> | undefined;

/**
 * Builds the malformed-input corpus (issue 11). Built once per process and shared: the huge
 * image and the zip bombs take a second or two to compress.
 *
 * @example
 * for (const { name, bytes } of await buildMalformedDocuments()) await readCv(bytes).catch(…);
 */
export function buildMalformedDocuments(): Promise<readonly MalformedDocument[]> {
  corpus ??= buildCorpus();
  return corpus;
}

async function buildCorpus(): Promise<readonly MalformedDocument[]> {
  const cvPdf = await renderCvPdf();
  const cvDocx = buildDocx(buildDocumentXml(''));
  const doc = readTestFile('cv-libreoffice.doc');
  const documents: MalformedDocument[] = [
    {
      name: 'pdf-huge-image.pdf',
      description: 'A CV page with a 20000×20000 Flate-compressed image: 400 MB of pixels.',
      bytes: buildPdfWithHugeImage(),
    },
    {
      name: 'pdf-scan-huge-image.pdf',
      description: 'A scan-like page that is only a 20000×20000 image, so OCR renders it.',
      bytes: buildScannedPdfWithHugeImage(),
    },
    {
      name: 'pdf-60000-text-items.pdf',
      description: 'One page of 60,000 separately placed words.',
      bytes: buildPdfWithManyTextItems(60_000),
    },
    {
      name: 'pdf-nested-array.pdf',
      description: 'A page dictionary holding an array nested 100,000 deep.',
      bytes: buildPdfWithDeeplyNestedArray(),
    },
    {
      name: 'pdf-nested-forms.pdf',
      description: 'Form XObjects nested 5,000 deep.',
      bytes: buildPdfWithDeeplyNestedForms(),
    },
    {
      name: 'pdf-exponential-forms.pdf',
      description: 'Forms drawing the next form twice, 40 deep: 2^40 text operations.',
      bytes: buildPdfWithExponentialForms(),
    },
    {
      name: 'pdf-huge-page.pdf',
      description: 'A page a billion points wide (the PDF maximum is 14,400).',
      bytes: buildPdfWithHugePage(),
    },
    {
      name: 'pdf-5000-pages.pdf',
      description: 'A page tree of 5,000 pages.',
      bytes: buildPdfWithManyPages(5000),
    },
    {
      name: 'pdf-truncated.pdf',
      description: 'A valid CV PDF cut at 40 % of its length.',
      bytes: cvPdf.slice(0, Math.floor(cvPdf.length * 0.4)),
    },
    {
      name: 'pdf-encrypted.pdf',
      description: 'A CV PDF that needs a password to open.',
      bytes: await renderCvPdf({ userPassword: 'secreta', ownerPassword: 'dueño' }),
    },
    {
      name: 'pdf-header-only.pdf',
      description: 'A PDF header and an end-of-file marker with nothing between.',
      bytes: encoder.encode('%PDF-1.7\n%%EOF\n'),
    },
    {
      name: 'docx-xml-flood.docx',
      description: 'About 38 MB of document.xml compressed ~10×: inside the archive limits.',
      bytes: buildDocxXmlFlood(),
    },
    {
      name: 'docx-large-headers.docx',
      description: 'Four headers of 5 MB of XML each: 20 MB of XML in parts within the limits.',
      bytes: buildDocxWithLargeHeaders(),
    },
    {
      name: 'docx-150000-paragraphs.docx',
      description: '150,000 short paragraphs.',
      bytes: buildDocxWithManyParagraphs(150_000),
    },
    {
      name: 'docx-nested-tables.docx',
      description: 'Tables nested 20,000 deep, one cell each.',
      bytes: buildDocxWithNestedTables(20_000),
    },
    {
      name: 'docx-nested-elements.docx',
      description: 'Block wrappers (w:customXml) nested 100,000 deep.',
      bytes: buildDocxWithNestedElements(100_000),
    },
    {
      name: 'docx-nested-hyperlinks.docx',
      description: 'Inline wrappers (w:hyperlink) nested 100,000 deep in one paragraph.',
      bytes: buildDocxWithNestedInlineElements(100_000),
    },
    {
      name: 'docx-control-characters.docx',
      description: 'NUL and other control characters, U+FFFE and invalid UTF-8 in the text.',
      bytes: buildDocxWithControlCharacters(),
    },
    {
      name: 'docx-nul-in-markup.docx',
      description: 'NUL bytes inside a tag name and an attribute value.',
      bytes: buildDocxWithNulInMarkup(),
    },
    {
      name: 'docx-zip-bomb.docx',
      description: 'document.xml of 200 MB of zeros, honestly declared.',
      bytes: buildDocxZipBomb(),
    },
    {
      name: 'docx-lying-zip-bomb.docx',
      description: 'document.xml of 200 MB of zeros declared as 2 KB.',
      bytes: buildDocxLyingZipBomb(),
    },
    {
      name: 'docx-lying-headers.docx',
      description: '300 headers declared as 40 KB each that inflate to 900 KB each.',
      bytes: buildDocxWithLyingHeaders(),
    },
    {
      name: 'docx-truncated.docx',
      description: 'A valid DOCX cut at 60 % of its length.',
      bytes: cvDocx.slice(0, Math.floor(cvDocx.length * 0.6)),
    },
    {
      name: 'doc-truncated.doc',
      description: 'A Word 97 document cut at half its length.',
      bytes: doc.slice(0, Math.floor(doc.length / 2)),
    },
    {
      name: 'doc-garbage.doc',
      description: 'The compound-file signature and a WordDocument entry, then random bytes.',
      bytes: buildGarbageDoc(),
    },
    {
      name: 'png-named-pdf.pdf',
      description: 'A PNG image named .pdf.',
      bytes: encodeSolidPng(64, 64, [200, 30, 30]),
    },
    {
      name: 'executable-named-pdf.pdf',
      description: 'A Windows executable header named .pdf.',
      bytes: buildExecutable(),
    },
    {
      name: 'zip-named-docx.docx',
      description: 'A ZIP archive with no Word parts, named .docx.',
      bytes: buildZip([createDeflatedEntry('notes.txt', 'no es un documento de Word')]),
    },
    {
      name: 'empty.pdf',
      description: 'Zero bytes.',
      bytes: new Uint8Array(0),
    },
  ];
  return documents;
}
