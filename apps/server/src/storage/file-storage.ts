// Where uploaded and generated files live. One interface; the local-folder implementation is the
// default (PRODUCT.md §2), and an S3-compatible one can fill the same shape later.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type FileStorage = {
  /** Writes the bytes under `key` (a relative, slash-separated path we build ourselves). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under `key`, or null when there is no such file. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes every file whose key starts with `prefix` (a whole optimisation's files). */
  deletePrefix(prefix: string): Promise<void>;
};

const safeKeyPattern = /^[a-zA-Z0-9_-]+(?:\/[a-zA-Z0-9._-]+)*$/;

function assertSafeKey(key: string): void {
  // Keys are built by our code from ids; this guards against a bug ever escaping the folder.
  if (!safeKeyPattern.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

/** Files under `<root>/<key>`; a prefix is a folder. */
export function createLocalFileStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename would be atomic; a half-written file is only ever read after its
      // database row commits, which happens after this resolves.
      await writeFile(file, bytes, { mode: 0o600 });
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(resolve(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async deletePrefix(prefix) {
      await rm(resolve(prefix), { recursive: true, force: true });
    },
  };
}

/** Every file of one optimisation shares this prefix, so a failure can remove them all. */
export function optimizationFilesPrefix(userId: string, optimizationId: string): string {
  return `users/${userId}/optimizations/${optimizationId}`;
}
