// `npm run cv:show -- FILE [--lines] [--ocr]`: a developer's look at one CV as the engine reads
// it — the extracted lines with their layout facts (page, column, x, y, size, bold, source), then
// the parsed sections and entries, and beside them the label's entries when FILE.label.json
// exists. Prints to the terminal only: real CVs' content must never be copied into the repo.
import { readFile } from 'node:fs/promises';
import { extractDocument } from '../src/extract/extract-document';
import { parseCv } from '../src/parse/parse-cv';

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const file = argv.find((argument) => !argument.startsWith('--'));
  if (!file) throw new Error('usage: npm run cv:show -- FILE [--lines] [--ocr]');
  const bytes = new Uint8Array(await readFile(file));
  const document = await extractDocument(bytes, {
    ocrTimeBudgetMs: argv.includes('--ocr') ? 300_000 : 0,
  });
  if (argv.includes('--lines')) {
    for (const line of document.lines) {
      const facts = [
        `p${line.page}`,
        `c${line.column}`,
        `b${line.block}`,
        `x${line.x.toFixed(0)}`,
        `y${line.y.toFixed(0)}`,
        `w${line.width.toFixed(0)}`,
        `${line.fontSize.toFixed(1)}pt`,
        line.bold ? 'B' : '-',
        line.listItem ? 'L' : '-',
        line.source,
      ].join(' ');
      console.log(`${facts.padEnd(44)} | ${line.text}`);
    }
    console.log(`hyperlinks: ${JSON.stringify(document.hyperlinks)}`);
  }
  const cv = parseCv(document);
  const { contact, sections, experience, education } = cv;
  console.log('contact', JSON.stringify(contact));
  console.log(
    'sections',
    JSON.stringify(sections.map((section) => `${section.kind}:${section.heading}`)),
  );
  console.log('experience');
  for (const entry of experience) {
    console.log(
      `  ${JSON.stringify([entry.title, entry.organisation, entry.location, entry.dates?.text ?? null])} +${entry.bullets.length}`,
    );
  }
  console.log('education');
  for (const entry of education) {
    console.log(
      `  ${JSON.stringify([entry.degree, entry.institution, entry.location, entry.dates?.text ?? null])} +${entry.details.length}`,
    );
  }
  if (cv.warnings.length > 0)
    console.log(
      `warnings: ${cv.warnings.length} (${cv.warnings.filter((warning) => warning.code === 'UNPLACED_LINE').length} unplaced)`,
    );
  const labelFile = file.replace(/\.(pdf|docx|doc)$/i, '.label.json');
  const label = await readFile(labelFile, 'utf8').then(JSON.parse, () => null);
  if (label) {
    console.log('--- label');
    console.log(
      'contact',
      JSON.stringify([label.name, label.email, label.phone, label.location, label.links]),
    );
    console.log('sections', JSON.stringify(label.sections));
    console.log('experience');
    for (const entry of label.experience ?? [])
      console.log(`  ${JSON.stringify([entry.title, entry.organisation, entry.dates])}`);
    console.log('education');
    for (const entry of label.education ?? [])
      console.log(`  ${JSON.stringify([entry.degree, entry.institution, entry.dates])}`);
  }
}

await main();
