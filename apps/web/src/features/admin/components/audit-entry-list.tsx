import { Button } from '../../../components/ui/button';
import type { ReactNode } from 'react';
import type { useAdminAudit } from '../api/get-admin-audit';
import { AuditEntryItem } from './audit-entry-item';

/** A page of the audit log, newest first, with older pages on demand: the whole log or one target's. */
export function AuditEntryList({
  audit,
  empty,
}: {
  audit: ReturnType<typeof useAdminAudit>;
  /** Shown when there is nothing yet. */
  empty: ReactNode;
}) {
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <>
      {entries.length === 0 ? (
        empty
      ) : (
        <ol className="flex flex-col gap-3">
          {entries.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {audit.hasNextPage && (
        <Button
          variant="secondary"
          className="self-start"
          isLoading={audit.isFetchingNextPage}
          onClick={() => void audit.fetchNextPage()}
        >
          Ver acciones anteriores
        </Button>
      )}
    </>
  );
}
