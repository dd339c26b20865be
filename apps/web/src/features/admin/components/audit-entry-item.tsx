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
        <AuditTarget type={entry.targetType} id={entry.targetId} />
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

/** What an action was about, in Spanish; a link where the back office has a page for it. */
const auditTargets: Record<
  string,
  { readonly noun: string; readonly to?: (id: string) => string }
> = {
  user: { noun: 'la cuenta', to: paths.adminUser },
  claim: { noun: 'el reclamo', to: paths.adminClaim },
  claims_book: { noun: 'el libro de reclamaciones' },
  support: { noun: 'la solicitud de soporte' },
  feedback: { noun: 'la opinión' },
  blog_post: { noun: 'el artículo', to: paths.adminBlogPost },
  blog_cover: { noun: 'la portada' },
};

function AuditTarget({ type, id }: { type: string; id: string }) {
  const target = auditTargets[type];
  const label = (
    <>
      {target?.noun ?? type} <span className="font-mono text-xs">{id}</span>
    </>
  );
  return target?.to ? (
    <Link to={target.to(id)} className="text-brand-700 hover:underline">
      {label}
    </Link>
  ) : (
    label
  );
}
