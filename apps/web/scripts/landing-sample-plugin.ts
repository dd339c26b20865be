// A Vite plugin serving `virtual:landing-sample`: the landing's before → after, made by running
// make-landing-sample.ts (our engine on an invented CV) once per build — so it is always what
// the engine does now, and never a file anyone edits. The engine is TypeScript run by tsx, in a
// child process, as Vite's config cannot import it.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const moduleId = 'virtual:landing-sample';
const resolvedId = `\0${moduleId}`;
const script = fileURLToPath(new URL('./make-landing-sample.ts', import.meta.url));

export function landingSample(): Plugin {
  let sample: Promise<string> | undefined;
  return {
    name: 'cvlisto-landing-sample',
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      sample ??= promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
        cwd: fileURLToPath(new URL('..', import.meta.url)),
        maxBuffer: 1024 * 1024,
      }).then(({ stdout }) => stdout.trim());
      return `export default ${await sample};`;
    },
  };
}
