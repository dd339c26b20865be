import { adminAuditActionLabels, paths, type AdminAuditEntry } from '@cvlisto/shared';
import { Link } from 'react-router';
import { formatAdminDateTime, formatAuditActor, formatAuditState } from '../admin-format';

/** One row of the audit log: what, when, by whom, on what, and the change. */
export function AuditEntryItem({ entry }: { entry: AdminAuditEntry }) {
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-ink">
          {adminAuditActionLabels[entry.action] ?? entry.action}
        </p>
        <time dateTime={entry.createdAt} className="text-ink-muted">
          {formatAdminDateTime(entry.createdAt)}
        </time>
      </div>
      <p className="break-words text-ink-muted">
        Por <span className="text-ink">{formatAuditActor(entry.actorEmail)}</span> · sobre{' '}
        {entry.targetType === 'user' ? (
          <Link to={paths.adminUser(entry.targetId)} className="text-brand-700 hover:underline">
            la cuenta <span className="font-mono text-xs">{entry.targetId}</span>
          </Link>
        ) : (
          <>
            {entry.targetType} <span className="font-mono text-xs">{entry.targetId}</span>
          </>
        )}
      </p>
      <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="text-ink-muted">Antes</dt>
        <dd className="font-mono text-xs break-all">{formatAuditState(entry.before)}</dd>
        <dt className="text-ink-muted">Después</dt>
        <dd className="font-mono text-xs break-all">{formatAuditState(entry.after)}</dd>
      </dl>
    </li>
  );
}
