// Where articles' covers are stored and served (issue 16): one folder of the app's file storage,
// apart from users' files (the orphan sweep walks only those), each under a random name.
import { randomUUID } from 'node:crypto';

const coverNamePattern = /^[0-9a-f-]{36}\.webp$/;

/** A new cover's storage key and public address; the random name lets browsers keep it for good. */
export function newBlogCoverLocation(): { key: string; url: string } {
  const name = `${randomUUID()}.webp`;
  return { key: `blog/covers/${name}`, url: `/api/blog/images/${name}` };
}

/** Where a cover named `name` ("<uuid>.webp") is stored. */
export function blogCoverStorageKey(name: string): string | null {
  return coverNamePattern.test(name) ? `blog/covers/${name}` : null;
}

/** The storage key behind a cover address of ours; null for any other address. */
export function blogCoverKeyOfUrl(url: string | null): string | null {
  const prefix = '/api/blog/images/';
  return url?.startsWith(prefix) ? blogCoverStorageKey(url.slice(prefix.length)) : null;
}
