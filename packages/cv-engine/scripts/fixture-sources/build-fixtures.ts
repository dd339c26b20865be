// Builds fixture CVs with real tools (docx → LibreOffice, HTML → Chromium, LaTeX → pdflatex),
// delivers them to fixtures/cvs/ with their labels and lists them in MANIFEST.tsv. Shared by
// make-fixtures.ts (the tuning set) and make-heldout-fixtures.ts (the held-out set).
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildLabel, checkReadingOrder, DELIVERY, type CvSource } from './cv-source';
import { renderCvToDocxBytes } from './render-docx';
import { renderCvToHtml } from './render-html';
import { renderCvToLatex } from './render-latex';

const FIXTURES = fileURLToPath(new URL('../../fixtures/', import.meta.url));
const CVS = join(FIXTURES, 'cvs');

const TOOL_VERSIONS = {
  docx: 'docx 9 (npm)',
  libreoffice: 'LibreOffice 7.4 (soffice --headless --convert-to)',
  chromium: 'Chromium headless --print-to-pdf',
  pdflatex: 'pdfLaTeX (TeX Live 2022)',
} as const;

function run(command: string, args: readonly string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function convertWithLibreOffice(
  files: readonly string[],
  target: 'pdf' | 'odt' | 'doc',
  outDirectory: string,
): void {
  if (files.length === 0) return;
  // A private profile keeps the conversion independent of any running LibreOffice.
  const profile = `file://${join(outDirectory, '.lo-profile')}`;
  run(
    'soffice',
    [
      `-env:UserInstallation=${profile}`,
      '--headless',
      '--convert-to',
      target,
      '--outdir',
      outDirectory,
      ...files,
    ],
    outDirectory,
  );
}

function printHtmlToPdf(htmlFile: string, pdfFile: string, workDirectory: string): void {
  run(
    'chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-pdf-header-footer',
      `--print-to-pdf=${pdfFile}`,
      `file://${htmlFile}`,
    ],
    workDirectory,
  );
}

function countPdfPages(pdfFile: string): number {
  const info = run('pdfinfo', [pdfFile], FIXTURES);
  const match = /^Pages:\s+(\d+)/m.exec(info);
  if (match?.[1] === undefined) throw new Error(`pdfinfo gave no page count for ${pdfFile}`);
  return Number(match[1]);
}

function describeTool(cv: CvSource): string {
  switch (cv.delivery) {
    case DELIVERY.docx:
      return TOOL_VERSIONS.docx;
    case DELIVERY.docxToPdf:
      return `${TOOL_VERSIONS.docx} → ${TOOL_VERSIONS.libreoffice} pdf`;
    case DELIVERY.docxToDoc:
      return `${TOOL_VERSIONS.docx} → ${TOOL_VERSIONS.libreoffice} odt → doc (MS Word 97)`;
    case DELIVERY.htmlToPdf:
      return `HTML/CSS → ${TOOL_VERSIONS.chromium}`;
    case DELIVERY.latexToPdf:
      return `${TOOL_VERSIONS.pdflatex}, article class`;
  }
}

function extensionOf(cv: CvSource): 'docx' | 'pdf' | 'doc' {
  if (cv.delivery === DELIVERY.docx) return 'docx';
  if (cv.delivery === DELIVERY.docxToDoc) return 'doc';
  return 'pdf';
}

/**
 * Builds the given fixture CVs with the real tools, replaces the delivered files of the CVs this
 * run owns (`owns(id)`) in fixtures/cvs/, writes their labels and rewrites MANIFEST.tsv, keeping
 * the rows and files of the other set (the held-out CVs are generated separately).
 *
 * @example
 * await writeFixtureFiles(cvs, { owns: (id) => !id.startsWith('heldout-'), keep: false });
 */
export async function writeFixtureFiles(
  cvs: readonly CvSource[],
  options: { readonly owns: (id: string) => boolean; readonly keep: boolean },
): Promise<void> {
  const ids = new Set<string>();
  for (const cv of cvs) {
    checkReadingOrder(cv);
    if (ids.has(cv.id)) throw new Error(`duplicate fixture id ${cv.id}`);
    ids.add(cv.id);
  }
  const work = mkdtempSync(join(tmpdir(), 'cv-fixtures-'));
  mkdirSync(CVS, { recursive: true });
  for (const name of readdirSync(CVS)) {
    if (options.owns(name.replace(/\.(label\.json|docx|pdf|doc)$/, '')))
      rmSync(join(CVS, name), { force: true });
  }
  try {
    // 1. Sources: DOCX from the docx package, HTML for Chromium, LaTeX for pdflatex.
    for (const cv of cvs) {
      if (cv.delivery.startsWith('docx'))
        writeFileSync(join(work, `${cv.id}.docx`), await renderCvToDocxBytes(cv));
      if (cv.delivery === DELIVERY.htmlToPdf)
        writeFileSync(join(work, `${cv.id}.html`), renderCvToHtml(cv));
      if (cv.delivery === DELIVERY.latexToPdf)
        writeFileSync(join(work, `${cv.id}.tex`), renderCvToLatex(cv));
    }
    // 2. Real tools turn the sources into the delivered files. Every Word file is also exported
    //    to PDF (in its own folder) only to count its pages.
    const docxFiles = cvs
      .filter((cv) => cv.delivery.startsWith('docx'))
      .map((cv) => join(work, `${cv.id}.docx`));
    convertWithLibreOffice(docxFiles, 'pdf', work);
    // Word 97 files are saved from the document opened in Writer (DOCX → ODT → DOC): LibreOffice
    // 7.4 drops layout tables when it writes a DOCX straight to DOC.
    const docIds = cvs.filter((cv) => cv.delivery === DELIVERY.docxToDoc).map((cv) => cv.id);
    convertWithLibreOffice(
      docIds.map((id) => join(work, `${id}.docx`)),
      'odt',
      work,
    );
    convertWithLibreOffice(
      docIds.map((id) => join(work, `${id}.odt`)),
      'doc',
      work,
    );
    const docPages = join(work, 'doc-pages');
    mkdirSync(docPages);
    convertWithLibreOffice(
      docIds.map((id) => join(work, `${id}.doc`)),
      'pdf',
      docPages,
    );
    for (const cv of cvs) {
      if (cv.delivery === DELIVERY.htmlToPdf)
        printHtmlToPdf(join(work, `${cv.id}.html`), join(work, `${cv.id}.pdf`), work);
      if (cv.delivery === DELIVERY.latexToPdf) {
        run('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', `${cv.id}.tex`], work);
      }
    }
    // 3. Deliver, label and list.
    const manifestFile = join(FIXTURES, 'MANIFEST.tsv');
    const previous = existsSync(manifestFile) ? readFileSync(manifestFile, 'utf8').split('\n') : [];
    const kept = previous
      .slice(1)
      .filter(
        (row) =>
          row !== '' && !options.owns(basename(row.split('\t')[0] ?? '').replace(/\.[a-z]+$/, '')),
      );
    const rows: string[] = [];
    for (const cv of cvs) {
      const extension = extensionOf(cv);
      const file = `${cv.id}.${extension}`;
      copyFileSync(join(work, file), join(CVS, file));
      writeFileSync(
        join(CVS, `${cv.id}.label.json`),
        `${JSON.stringify(buildLabel(cv), null, 2)}\n`,
      );
      const pages = countPdfPages(
        join(cv.delivery === DELIVERY.docxToDoc ? docPages : work, `${cv.id}.pdf`),
      );
      rows.push(
        [
          'cvs/' + file,
          cv.language,
          extension,
          cv.layout,
          String(pages),
          describeTool(cv),
          cv.notes,
        ].join('\t'),
      );
    }
    const manifest = [
      'file\tlanguage\tformat\tlayout\tpages\ttool\tnotes',
      ...[...kept, ...rows].sort(
        (left, right) => Number(left.includes('heldout-')) - Number(right.includes('heldout-')),
      ),
    ];
    writeFileSync(manifestFile, `${manifest.join('\n')}\n`);
    console.log(`${cvs.length} fixture CVs written to ${CVS}`);
    console.log(
      readdirSync(CVS)
        .filter(
          (name) => !name.endsWith('.label.json') && options.owns(name.replace(/\.[a-z]+$/, '')),
        )
        .join('\n'),
    );
  } finally {
    if (options.keep) console.log(`work files kept in ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}
