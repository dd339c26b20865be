// Lighthouse (mobile, its default throttling) on the landing page and on one article (issue 6:
// performance, accessibility, best practices and SEO, each ≥ 95; the landing's JavaScript for
// first load under 120 KB gzipped). Runs the built app as `npm start` would, on its own embedded
// PostgreSQL, and Debian's Chromium.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { startAppServer } from '../e2e/app-server';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** Chromium with a DevTools port for Lighthouse to drive; resolves once the port is open. */
async function launchChromium(
  profileDir: string,
): Promise<{ port: number; process: ChildProcess }> {
  const child = spawn(
    chromiumPath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--remote-debugging-port=0',
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match?.[1]) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output}`)));
  });
  return { port, process: child };
}

type PageResult = {
  page: string;
  scores: Record<(typeof categories)[number], number>;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  scriptKilobytes: number;
};

async function audit(url: string, port: number, page: string): Promise<PageResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (
      lhr.audits['network-requests']?.details as
        { items: { resourceType?: string; transferSize?: number }[] } | undefined
    )?.items ?? [];
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const scores = Object.fromEntries(
    categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as PageResult['scores'];
  return {
    page,
    scores,
    firstContentfulPaintMs: Math.round(numeric('first-contentful-paint')),
    largestContentfulPaintMs: Math.round(numeric('largest-contentful-paint')),
    totalBlockingTimeMs: Math.round(numeric('total-blocking-time')),
    cumulativeLayoutShift: Number(numeric('cumulative-layout-shift').toFixed(3)),
    scriptKilobytes: Number((scriptBytes / 1024).toFixed(1)),
  };
}

/** The median run by performance score: Lighthouse's own advice for noisy machines. */
function median(results: readonly PageResult[]): PageResult {
  const sorted = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no Lighthouse runs');
  return middle;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cvlisto-lighthouse-'));
await chmod(dataDir, 0o755);
const profileDir = await mkdtemp(path.join(os.tmpdir(), 'cvlisto-lighthouse-chromium-'));
const server = await startAppServer({ dataDir });
const chromium = await launchChromium(profileDir);
try {
  const posts = (await (await fetch(`${server.baseUrl}/api/blog/posts?limit=1`)).json()) as {
    posts: { slug: string }[];
  };
  const article = `/blog/${posts.posts[0]?.slug ?? ''}`;
  const rows: PageResult[] = [];
  for (const page of ['/', article]) {
    const results: PageResult[] = [];
    for (let run = 0; run < runs; run += 1) {
      results.push(await audit(`${server.baseUrl}${page}`, chromium.port, page));
    }
    rows.push(median(results));
  }
  console.log(`\nLighthouse ${runs} runs per page (median by performance), mobile emulation:`);
  console.table(
    rows.map((row) => ({
      page: row.page,
      ...row.scores,
      'FCP ms': row.firstContentfulPaintMs,
      'LCP ms': row.largestContentfulPaintMs,
      'TBT ms': row.totalBlockingTimeMs,
      CLS: row.cumulativeLayoutShift,
      'JS KB (transfer)': row.scriptKilobytes,
    })),
  );
  const misses = rows.flatMap((row) =>
    categories
      .filter((id) => row.scores[id] < 95)
      .map((id) => `${row.page} ${id} ${row.scores[id]}`),
  );
  const landingScript = rows[0]?.scriptKilobytes ?? 0;
  if (landingScript >= 120) misses.push(`landing JavaScript ${landingScript} KB`);
  console.log(misses.length === 0 ? 'All targets met.' : `Below target: ${misses.join('; ')}`);
} finally {
  chromium.process.kill();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(profileDir, { recursive: true, force: true });
}
