// Tells this process's caches of rendered public pages that an article changed (issue 16): the
// back office calls `notify` after each change it commits, and the web app's page cache forgets
// its pages then, so /, /blog and the article show the change on the next request. Another
// process's cache still forgets on its own within its few seconds' lifetime.

export type BlogChanges = {
  /** Runs `listener` after every change; returns the way to stop. */
  subscribe(listener: () => void): () => void;
  notify(): void;
};

export function createBlogChanges(): BlogChanges {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
}
