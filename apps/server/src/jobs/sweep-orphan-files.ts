// The sweep of files no row points to (issue 11, extended by issue 14): every file folder we
// write belongs to one row — an optimisation's folder to its `optimizations` row, a CV version's
// folder to its `cv_versions` row — and is written before that row commits. A crash in between,
// a save that lost its race, or a deletion whose files could not be removed leaves a folder no
// row claims; once it is an hour old, it goes.
import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { cvVersions, optimizations } from '../db/schema';
import type { FileStorage } from '../storage/file-storage';

/** Files younger than this may belong to a row that is still being written. */
const orphanFilesAgeMs = 60 * 60_000;
const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The folders the sweep knows (storage/file-storage.ts builds them) and the row owning each. */
const ownedFolders: readonly { readonly pattern: RegExp; readonly owner: PgColumn }[] = [
  // users/<user>/optimizations/<optimization id>/…
  {
    pattern: new RegExp(`^(users/[^/]+/optimizations/(${uuid}))/`),
    owner: optimizations.id,
  },
  // users/<user>/cvs/<cv id>/versions/<cv_versions id>/…
  {
    pattern: new RegExp(`^(users/[^/]+/cvs/${uuid}/versions/(${uuid}))/`),
    owner: cvVersions.id,
  },
];

type Folder = { readonly owner: PgColumn; readonly id: string; modifiedAt: Date };

/** Removes the folders no row claims that have not been written for an hour; answers how many. */
export async function sweepOrphanFiles(db: Database, storage: FileStorage): Promise<number> {
  const folders = new Map<string, Folder>();
  for await (const file of storage.list('users')) {
    for (const { pattern, owner } of ownedFolders) {
      const match = pattern.exec(file.key);
      if (!match?.[1] || !match[2]) continue;
      const known = folders.get(match[1]);
      if (!known) folders.set(match[1], { owner, id: match[2], modifiedAt: file.modifiedAt });
      else if (known.modifiedAt < file.modifiedAt) known.modifiedAt = file.modifiedAt;
    }
  }
  const cutoff = Date.now() - orphanFilesAgeMs;
  let removed = 0;
  for (const { owner } of ownedFolders) {
    const candidates = [...folders].filter(
      ([, folder]) => folder.owner === owner && folder.modifiedAt.getTime() < cutoff,
    );
    for (let start = 0; start < candidates.length; start += 500) {
      const batch = candidates.slice(start, start + 500);
      const existing = await db
        .select({ id: owner })
        .from(owner.table)
        .where(
          inArray(
            owner,
            batch.map(([, folder]) => folder.id),
          ),
        );
      const withRow = new Set(existing.map((row) => row.id as string));
      for (const [prefix, folder] of batch) {
        if (withRow.has(folder.id)) continue;
        await storage.deletePrefix(prefix);
        removed += 1;
      }
    }
  }
  return removed;
}
