// Where uploaded and generated files live. One interface; the local-folder implementation is the
// default (PRODUCT.md §2), and an S3-compatible one can fill the same shape later.
import { mkdir, opendir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type FileStorage = {
  /** Writes the bytes under `key` (a relative, slash-separated path we build ourselves). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under `key`, or null when there is no such file. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the file under `key`, if there is one. */
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix` (a whole optimisation's files). */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * Every file under `prefix` with when it was last written, in no particular order (S3's
   * ListObjectsV2 gives the same), for the sweep of files no row points to.
   */
  list(prefix: string): AsyncIterable<StoredFile>;
};

export type StoredFile = { readonly key: string; readonly modifiedAt: Date };

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
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async deletePrefix(prefix) {
      await rm(resolve(prefix), { recursive: true, force: true });
    },
    list(prefix) {
      return listFolder(resolve(prefix), prefix);
    },
  };
}

async function* listFolder(folder: string, prefix: string): AsyncGenerator<StoredFile> {
  let directory;
  try {
    directory = await opendir(folder);
  } catch (error) {
    // Nothing stored under this prefix yet, or removed while the sweep walked.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for await (const entry of directory) {
    const key = `${prefix}/${entry.name}`;
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      yield* listFolder(file, key);
    } else if (entry.isFile()) {
      const modifiedAt = await stat(file).then(
        (stats) => stats.mtime,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return null;
          throw error;
        },
      );
      if (modifiedAt) yield { key, modifiedAt };
    }
  }
}

/** Every file of one optimisation shares this prefix, so a failure can remove them all. */
export function optimizationFilesPrefix(userId: string, optimizationId: string): string {
  return `users/${userId}/optimizations/${optimizationId}`;
}

/** The files a stored CV gets after its optimisation (issue 14): edits, restores, new looks. */
export function cvFilesPrefix(userId: string, cvId: string): string {
  return `users/${userId}/cvs/${cvId}`;
}

/**
 * One version's files, in a folder named by its `cv_versions` row id (chosen before the render):
 * two saves racing for the same version number never write over each other's files, and the
 * orphan sweep keeps a folder exactly while its row exists.
 */
export function cvVersionFilesPrefix(userId: string, cvId: string, versionId: string): string {
  return `${cvFilesPrefix(userId, cvId)}/versions/${versionId}`;
}
