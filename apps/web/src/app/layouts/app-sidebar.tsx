import { formatCredits, paths, type MeResponse } from '@cvlisto/shared';
import {
  Crown,
  FileText,
  Gift,
  LayoutGrid,
  LifeBuoy,
  ListChecks,
  LogOut,
  Mic,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { Link, NavLink, useNavigate } from 'react-router';
import { classNames } from '../../components/ui/class-names';
import { Logo } from '../../components/ui/logo';
import { SocialLinks } from '../../components/ui/social-icons';
import { Spinner } from '../../components/ui/spinner';
import { useSignOut } from '../../features/auth/api/sign-out';
import { WalletAdvert } from '../../features/plans/components/wallet-advert';
import { usePublicConfig } from '../../lib/public-config';

type Entry = { to: string; label: string; icon: LucideIcon; end?: boolean };

// In the order of spec/core.md §2.
const mainEntries: readonly Entry[] = [
  { to: paths.tools, label: 'Herramientas', icon: LayoutGrid, end: true },
  { to: paths.cvs, label: 'Mis CVs', icon: FileText },
  { to: paths.tutorials, label: 'Paso a Paso', icon: ListChecks },
  { to: paths.profile, label: 'Perfil', icon: UserRound },
  { to: paths.plans, label: 'Planes', icon: Crown },
];

// The AI interviewer is Redi's (spec/core.md §1), but everyone signed in sees it: the screen offers
// the others one short trial and the upgrade call (PRODUCT.md §3.9), so it must be findable.
const interviewEntry: Entry = { to: paths.interview, label: 'Entrevista con IA', icon: Mic };

const lowerEntries: readonly Entry[] = [
  { to: paths.feedback, label: 'Consigue créditos gratis', icon: Gift },
  { to: paths.support, label: 'Soporte', icon: LifeBuoy },
];

const entryClassName = ({ isActive }: { isActive: boolean }) =>
  classNames(
    'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium',
    isActive
      ? 'bg-brand-50 text-brand-800'
      : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
  );

/** The signed-in navigation: the same content in the fixed panel and in the mobile sheet. */
export function AppSidebar({
  me,
  onNavigate,
}: {
  /** Undefined while the session loads (a spinner shows). */
  me: MeResponse | undefined;
  onNavigate?: () => void;
}) {
  const { appName, socialLinks } = usePublicConfig();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const entries = [...mainEntries, interviewEntry];
  const isRedi = me?.plan.id === 'modo_redi';

  return (
    <div className="flex h-full flex-col gap-6 overflow-y-auto p-4">
      <Link
        to={paths.tools}
        className="self-start rounded-lg"
        onClick={onNavigate}
        aria-label={`${appName}, herramientas`}
      >
        <Logo appName={appName} />
      </Link>
      {me ? (
        <>
          <div className="rounded-xl bg-surface-muted px-3 py-2.5 text-sm">
            <p className="truncate font-semibold">{me.user.displayName}</p>
            <p className="text-ink-muted">
              Plan {me.plan.name} · {formatCredits(me.credits.remaining)}
            </p>
          </div>
          <nav aria-label="Secciones" className="flex flex-col gap-1">
            {entries.map(({ to, label, icon: Icon, end }) => (
              <NavLink key={to} to={to} end={end} className={entryClassName} onClick={onNavigate}>
                <Icon className="size-5" aria-hidden />
                {label}
                {to === paths.interview && !isRedi && (
                  <span className="ml-auto rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    <span className="sr-only">, plan </span>Redi
                  </span>
                )}
              </NavLink>
            ))}
          </nav>
          {/* Credit packs bought with a mobile wallet (spec/core.md §1), when on sale. */}
          <WalletAdvert onNavigate={onNavigate} />
          <div className="mt-auto flex flex-col gap-1 border-t border-line pt-4">
            {lowerEntries.map(({ to, label, icon: Icon }) => (
              <NavLink key={to} to={to} className={entryClassName} onClick={onNavigate}>
                <Icon className="size-5" aria-hidden />
                {label}
              </NavLink>
            ))}
            <button
              type="button"
              className={entryClassName({ isActive: false })}
              disabled={signOut.isPending}
              onClick={() =>
                signOut.mutate(undefined, {
                  onSettled: () => {
                    onNavigate?.();
                    void navigate(paths.login, { replace: true });
                  },
                })
              }
            >
              {signOut.isPending ? (
                <Spinner size="sm" />
              ) : (
                <LogOut className="size-5" aria-hidden />
              )}
              Cerrar Sesión
            </button>
            <SocialLinks links={socialLinks} className="mt-2 px-1" />
          </div>
        </>
      ) : (
        <div className="flex flex-1 items-center justify-center text-brand-700">
          <Spinner size="md" label="Cargando tu cuenta…" />
        </div>
      )}
    </div>
  );
}
