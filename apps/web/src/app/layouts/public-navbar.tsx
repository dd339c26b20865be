import { paths } from '@cvlisto/shared';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { classNames } from '../../components/ui/class-names';
import { Sheet } from '../../components/ui/dialog';
import { MenuButton } from '../../components/ui/menu-button';
import { Logo } from '../../components/ui/logo';
import { useMe } from '../../lib/me';
import { usePublicConfig } from '../../lib/public-config';
import { useScrolledPast } from './use-scrolled-past';

const links = [
  { to: paths.home, label: 'Inicio' },
  { to: paths.pricing, label: 'Planes' },
  { to: paths.faq, label: 'Preguntas Frecuentes' },
  { to: paths.about, label: 'Nosotros' },
] as const;

const navLinkClassName = ({ isActive }: { isActive: boolean }) =>
  classNames(
    'rounded-lg px-3 py-2 text-sm font-medium',
    isActive ? 'text-brand-700' : 'text-ink-muted hover:text-ink',
  );

/** The public navigation bar (spec/core.md §2), compact once the page scrolls past 20 px. */
export function PublicNavbar() {
  const { appName } = usePublicConfig();
  const me = useMe();
  const isCompact = useScrolledPast(20);
  const [menuOpen, setMenuOpen] = useState(false);
  const isSignedIn = Boolean(me.data);

  return (
    <header
      className={classNames(
        'sticky top-0 z-30 border-b transition-[padding,background-color,box-shadow]',
        isCompact
          ? 'border-line bg-surface/95 py-2 shadow-sm backdrop-blur'
          : 'border-transparent bg-surface-muted py-4',
      )}
      data-compact={isCompact || undefined}
    >
      <nav
        aria-label="Principal"
        className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Link to={paths.home} className="rounded-lg" aria-label={`${appName}, inicio`}>
          <Logo appName={appName} />
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={navLinkClassName}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          {isSignedIn ? (
            <Link to={paths.tools} className={buttonClassName({ size: 'sm' })}>
              <span className="hidden md:inline">Mi cuenta</span>
              <span className="md:hidden">Dashboard</span>
            </Link>
          ) : (
            <>
              {/* On phones the menu sheet holds it, so the bar keeps one call to action. */}
              <span className="hidden sm:block">
                <Link
                  to={paths.login}
                  className={buttonClassName({ variant: 'ghost', size: 'sm' })}
                >
                  Iniciar Sesión
                </Link>
              </span>
              <Link to={paths.signup} className={buttonClassName({ size: 'sm' })}>
                ¡Empieza gratis!
              </Link>
            </>
          )}
          <Sheet
            open={menuOpen}
            onOpenChange={setMenuOpen}
            title="Menú"
            trigger={<MenuButton className="md:hidden" />}
          >
            <div className="flex flex-col gap-1 p-4 pt-16">
              {links.map((link) => (
                <NavLink
                  key={link.to}
                  to={link.to}
                  end
                  className={navLinkClassName}
                  onClick={() => setMenuOpen(false)}
                >
                  {link.label}
                </NavLink>
              ))}
              <div className="mt-4 flex flex-col gap-2 border-t border-line pt-4">
                {isSignedIn ? (
                  <Link
                    to={paths.tools}
                    className={buttonClassName()}
                    onClick={() => setMenuOpen(false)}
                  >
                    Dashboard
                  </Link>
                ) : (
                  <>
                    <Link
                      to={paths.login}
                      className={buttonClassName({ variant: 'secondary' })}
                      onClick={() => setMenuOpen(false)}
                    >
                      Iniciar Sesión
                    </Link>
                    <Link
                      to={paths.signup}
                      className={buttonClassName()}
                      onClick={() => setMenuOpen(false)}
                    >
                      ¡Empieza gratis!
                    </Link>
                  </>
                )}
              </div>
            </div>
          </Sheet>
        </div>
      </nav>
    </header>
  );
}
