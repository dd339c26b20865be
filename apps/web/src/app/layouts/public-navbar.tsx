import { paths } from '@cvlisto/shared';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { classNames } from '../../components/ui/class-names';
import { MenuButton } from '../../components/ui/menu-button';
import { Logo } from '../../components/ui/logo';
import { useMe } from '../../lib/me';
import { usePublicConfig } from '../../lib/public-config';
import { navLinkClassName, publicNavLinks } from './public-nav-links';
import { useScrolledPast } from './use-scrolled-past';

// The phone menu (and Radix with it) loads on first open, so the landing ships less JavaScript.
const PublicMenuSheet = lazy(() =>
  import('./public-menu-sheet').then((module) => ({ default: module.PublicMenuSheet })),
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
        className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6"
      >
        <Link to={paths.home} className="rounded-lg" aria-label={`${appName}, inicio`}>
          {/* At 320 px the name, the call to action and the menu button do not fit in one row. */}
          <Logo appName={appName} nameFromWidth />
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {publicNavLinks.map((link) => (
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
          <MenuButton
            className="md:hidden"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          />
          {menuOpen && (
            <Suspense fallback={null}>
              <PublicMenuSheet isSignedIn={isSignedIn} onClose={() => setMenuOpen(false)} />
            </Suspense>
          )}
        </div>
      </nav>
    </header>
  );
}
