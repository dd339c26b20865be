import { paths, type MeResponse } from '@cvlisto/shared';
import {
  ArrowLeft,
  BarChart3,
  BookOpen,
  LifeBuoy,
  Newspaper,
  ScrollText,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { classNames } from '../../../components/ui/class-names';
import { Logo } from '../../../components/ui/logo';
import { mainContentId, SkipLink } from '../../../components/ui/skip-link';
import { usePublicConfig } from '../../../lib/public-config';

type Section = { to: string; label: string; icon: LucideIcon; end?: boolean };

// One entry per screen of the back office, added with the screen (issue 16).
const sections: readonly Section[] = [
  { to: paths.admin, label: 'Resumen', icon: BarChart3, end: true },
  { to: paths.adminUsers, label: 'Usuarios', icon: Users },
  { to: paths.adminClaims, label: 'Reclamos', icon: BookOpen },
  { to: paths.adminSupport, label: 'Soporte', icon: LifeBuoy },
  { to: paths.adminBlog, label: 'Blog', icon: Newspaper },
  { to: paths.adminAudit, label: 'Auditoría', icon: ScrollText },
];

const sectionClassName = ({ isActive }: { isActive: boolean }) =>
  classNames(
    'flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-medium whitespace-nowrap',
    isActive
      ? 'bg-brand-50 text-brand-800'
      : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
  );

/**
 * The back office's frame: its own header and section bar (no user sidebar), wrapping onto
 * several lines on a phone so every section stays one tap away at 375 px.
 */
export function AdminLayout({ me, children }: { me: MeResponse; children: ReactNode }) {
  const { appName } = usePublicConfig();
  return (
    <div className="min-h-dvh bg-surface-muted">
      <SkipLink />
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-8">
          <div className="flex min-w-0 items-center gap-3">
            <Logo appName={appName} />
            <span className="rounded-lg bg-ink px-2 py-0.5 text-xs font-semibold text-white">
              Operación
            </span>
          </div>
          <div className="flex min-w-0 items-center gap-3 text-sm">
            <span className="truncate text-ink-muted" title={me.user.email}>
              {me.user.email}
            </span>
            <Link
              to={paths.tools}
              className="flex shrink-0 items-center gap-1 font-medium text-brand-700 hover:underline"
            >
              <ArrowLeft className="size-4" aria-hidden />
              Volver a la app
            </Link>
          </div>
        </div>
        <nav
          aria-label="Secciones del panel"
          className="mx-auto flex max-w-6xl flex-wrap gap-1 px-2 pb-2 sm:px-6"
        >
          {sections.map(({ to, label, icon: Icon, end }) => (
            <NavLink key={to} to={to} end={end} className={sectionClassName}>
              <Icon className="size-4" aria-hidden />
              {label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main
        id={mainContentId}
        tabIndex={-1}
        className="mx-auto max-w-6xl px-4 py-6 sm:px-8 sm:py-8"
      >
        {children}
      </main>
    </div>
  );
}
