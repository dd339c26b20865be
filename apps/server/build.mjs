// Bundles the server into dist/index.js, and the engine's child process (decision 010) into
// dist/engine-child.js beside it, where jobs/engine-process.ts looks for it. Our own workspace packages (@cvlisto/*), which export
// TypeScript source, are bundled in; every npm package stays external, loaded from node_modules
// (including the CV engine's: pdfjs-dist, pdfkit and its fonts are files, not bundleable code).
import { cp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packageDir = (relative) => fileURLToPath(new URL(relative, import.meta.url));

/** Bare imports are external unless they name one of our workspace packages. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@cvlisto/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(packageDir('./dist'), { recursive: true, force: true });
await build({
  entryPoints: {
    index: packageDir('./src/index.ts'),
    'engine-child': packageDir('./src/jobs/engine-child.ts'),
  },
  outdir: packageDir('./dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalNpmPackages],
  logLevel: 'warning',
});
await cp(packageDir('./src/db/migrations'), packageDir('./dist/migrations'), { recursive: true });
