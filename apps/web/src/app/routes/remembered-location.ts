import { defaultSignedInPath } from '@cvlisto/shared';

/** What the guard remembers when it sends a visitor to /login (spec/core.md §2). */
export type LoginState = { from?: string; notice?: string };

/** Where to go after signing in: the remembered same-site path, or /tools. */
export function rememberedPath(state: unknown): string {
  const from = (state as LoginState | null)?.from;
  // Only a path on this site: never an absolute or protocol-relative URL, and browsers read a
  // leading "/\" as "//".
  return typeof from === 'string' && /^\/(?![/\\])/.test(from) ? from : defaultSignedInPath;
}
