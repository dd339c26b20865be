// The engine's command line (issue 3): `npm run cv -- parse FILE...` and
// `npm run cv -- optimise FILE... --out DIR [--job POSTING.txt]`. The only place in the package
// that touches the file system besides scripts: the engine itself takes bytes and returns data.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CvEngineError, optimiseCvDocument, readCv } from '../src/index';

const usage = `Usage:
  npm run cv -- parse FILE...
  npm run cv -- optimise FILE... --out DIR [--job POSTING.txt]`;

async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { out: { type: 'string' }, job: { type: 'string' } },
  });
  if ((command !== 'parse' && command !== 'optimise') || positionals.length === 0) {
    console.error(usage);
    return 2;
  }
  if (command === 'optimise' && !values.out) {
    console.error('optimise needs --out DIR\n' + usage);
    return 2;
  }
  const jobPosting = values.job ? await readFile(values.job, 'utf8') : undefined;
  let failures = 0;
  const parsed: unknown[] = [];
  for (const file of positionals) {
    try {
      const bytes = new Uint8Array(await readFile(file));
      if (command === 'parse') {
        parsed.push({ source: file, ...(await readCv(bytes)) });
        continue;
      }
      const result = await optimiseCvDocument(bytes, { jobPosting });
      const outDir = values.out as string;
      await mkdir(outDir, { recursive: true });
      const base = path.join(outDir, path.basename(file).replace(/\.[^.]+$/, ''));
      await writeFile(`${base}.docx`, result.docx);
      await writeFile(`${base}.pdf`, result.pdf);
      await writeFile(`${base}.report.json`, `${JSON.stringify(result.report, null, 2)}\n`);
      console.error(
        `${file}: ${result.report.scoreBefore} → ${result.report.scoreAfter} · ${base}.{docx,pdf,report.json}`,
      );
    } catch (error) {
      failures += 1;
      if (error instanceof CvEngineError) console.error(`${file}: ${error.code}: ${error.message}`);
      else console.error(`${file}:`, error);
    }
  }
  if (command === 'parse') {
    console.log(JSON.stringify(parsed.length === 1 ? parsed[0] : parsed, null, 2));
  }
  return failures > 0 ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
