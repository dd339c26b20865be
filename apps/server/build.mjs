// Bundles the server into dist/index.js. npm packages stay external (installed in node_modules);
// our own workspace packages, which export TypeScript source, are bundled in.
import { cp, readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packageDir = (relative) => fileURLToPath(new URL(relative, import.meta.url));
const manifest = JSON.parse(await readFile(packageDir('./package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@cvlisto/'));

await rm(packageDir('./dist'), { recursive: true, force: true });
await build({
  entryPoints: [packageDir('./src/index.ts')],
  outfile: packageDir('./dist/index.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
await cp(packageDir('./src/db/migrations'), packageDir('./dist/migrations'), { recursive: true });
