// Makes the scanned twins of labelled CVs (issue 7, OCR): each page of the source PDF is
// rasterised by poppler's pdftoppm at 150 DPI in grey and saved as JPEG (what an office scanner
// or a phone "scan to PDF" app produces), then placed, slightly skewed as a real scan is, on a
// page of the same size in an image-only PDF made with pdfkit. The label is the source's label
// (the scan shows the same text) plus the source it twins.
// Run: npx tsx packages/cv-engine/scripts/make-ocr-fixture.ts   (needs poppler-utils)
// To try OCR on other labelled CVs without adding fixtures:
//   npx tsx packages/cv-engine/scripts/make-ocr-fixture.ts --out /tmp/scans es-pdf-gdocs-01 …
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { fixtureCvDir, inventedCvDir } from './fixture-files';
import {
  scannedFixtureDir,
  scannedFixtureId,
  scannedFixtureSources,
} from './scanned-fixture-files';

const scanDpi = 150;
const jpegQuality = 75;
/** Fixtures stay small enough to commit (issue 7: under ~300 KB each). */
const maxFixtureBytes = 300 * 1024;

function rasterisePages(pdfFile: string, workDirectory: string): Buffer[] {
  const prefix = path.join(workDirectory, 'page');
  execFileSync('pdftoppm', [
    '-r',
    String(scanDpi),
    '-gray',
    '-jpeg',
    '-jpegopt',
    `quality=${jpegQuality}`,
    pdfFile,
    prefix,
  ]);
  // pdftoppm numbers pages with as many digits as the last page needs: sort by that number.
  return readdirSync(workDirectory)
    .filter((name) => /^page-\d+\.jpg$/.test(name))
    .sort((left, right) => Number(/\d+/.exec(left)?.[0]) - Number(/\d+/.exec(right)?.[0]))
    .map((name) => readFileSync(path.join(workDirectory, name)));
}

/** A JPEG's size in pixels, from its start-of-frame segment. */
function readJpegSize(jpeg: Buffer): { width: number; height: number } {
  let offset = 2;
  while (offset + 9 < jpeg.length) {
    const marker = jpeg.readUInt16BE(offset);
    const length = jpeg.readUInt16BE(offset + 2);
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker)) {
      return { height: jpeg.readUInt16BE(offset + 5), width: jpeg.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error('No frame size in the JPEG');
}

function writeImageOnlyPdf(pages: readonly Buffer[], skewDegrees: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    // A fixed date keeps the file the same from run to run.
    const fixedDate = new Date('2026-01-01T00:00:00Z');
    const document = new PDFDocument({
      autoFirstPage: false,
      compress: true,
      info: { Producer: 'scanner', Creator: 'scanner', CreationDate: fixedDate },
    });
    const chunks: Uint8Array[] = [];
    document.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    document.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    document.on('error', reject);
    for (const jpeg of pages) {
      const pixels = readJpegSize(jpeg);
      const width = (pixels.width * 72) / scanDpi;
      const height = (pixels.height * 72) / scanDpi;
      document.addPage({ size: [width, height], margin: 0 });
      // The paper lay slightly askew on the glass: the whole page image is rotated.
      document.save();
      document.rotate(skewDegrees, { origin: [width / 2, height / 2] });
      document.image(jpeg, 0, 0, { width, height });
      document.restore();
    }
    document.end();
  });
}

const outIndex = process.argv.indexOf('--out');
const outDirectory =
  outIndex > 0 ? path.resolve(process.argv[outIndex + 1] ?? '.') : scannedFixtureDir;
const requestedIds = process.argv.slice(2).filter((argument, index, all) => {
  return argument !== '--out' && all[index - 1] !== '--out';
});
const sources =
  requestedIds.length > 0
    ? requestedIds.map((id) => ({
        id,
        skewDegrees: 0.5,
        set: id.startsWith('invented-') ? ('invented' as const) : ('cvs' as const),
      }))
    : scannedFixtureSources.map((source) => ({ set: 'cvs' as const, ...source }));

mkdirSync(outDirectory, { recursive: true });
for (const { id, skewDegrees, set } of sources) {
  const sourceDir = set === 'invented' ? inventedCvDir : fixtureCvDir;
  const workDirectory = mkdtempSync(path.join(tmpdir(), 'cvlisto-scan-'));
  try {
    const pages = rasterisePages(path.join(sourceDir, `${id}.pdf`), workDirectory);
    const pdf = await writeImageOnlyPdf(pages, skewDegrees);
    if (outDirectory === scannedFixtureDir && pdf.length > maxFixtureBytes) {
      throw new Error(`${id}: the scan has ${pdf.length} bytes (limit ${maxFixtureBytes})`);
    }
    const label: unknown = JSON.parse(
      readFileSync(path.join(sourceDir, `${id}.label.json`), 'utf8'),
    );
    const twinId = scannedFixtureId(id);
    writeFileSync(path.join(outDirectory, `${twinId}.pdf`), pdf);
    writeFileSync(
      path.join(outDirectory, `${twinId}.label.json`),
      `${JSON.stringify({ ...(label as object), ocr_twin_of: `${set}/${id}.pdf` }, null, 2)}\n`,
    );
    console.log(`${twinId}.pdf: ${pages.length} page(s), ${Math.round(pdf.length / 1024)} KB`);
  } finally {
    rmSync(workDirectory, { recursive: true, force: true });
  }
}
