// The browser's router: React Router's declarative router on a history that a page can guard
// (issue 17). The CV editor asks before leaving unsaved changes (issue 14); React Router offers
// that only in its data router, whose ≈ 16 KB gzipped every visitor of the landing page would
// download for the editor's sake. This history asks the page's guard before any in-app
// navigation — a link, navigate(), or the browser's back and forward buttons (undone, then
// redone if the user leaves).
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
  type Location,
  type To,
} from 'react-router';

type History = Parameters<typeof HistoryRouter>[0]['history'];
type Listener = Parameters<History['listen']>[0];

/** True to hold the navigation from `currentLocation` to `nextLocation` (as useBlocker's). */
export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
}) => boolean;

type HeldNavigation = { readonly proceed: () => void };

type Guard = {
  readonly shouldBlock: BlockerFunction;
  readonly onHold: (navigation: HeldNavigation) => void;
};

export type GuardedHistory = History & {
  /** Sets the page's guard (one at a time: the editor is the only guarded page); returns its removal. */
  guard(guard: Guard): () => void;
};

/** `window` for tests; the page's own by default. */
export function createGuardedHistory(options: { window?: Window } = {}): GuardedHistory {
  const base = createBrowserHistory({ ...options, v5Compat: true });
  let current: Guard | null = null;
  // The location the app shows: on a back or forward, the browser's has already moved on.
  let shown = base.location;
  // Moves of our own (undoing a held back/forward, or redoing it) that the app must not see as
  // a new navigation, or must see without asking again.
  let undoing = 0;
  let redoing = false;

  const locationOf = (to: To, state: unknown): Location => {
    const url = base.createURL(to);
    return { pathname: url.pathname, search: url.search, hash: url.hash, state, key: 'held' };
  };
  const blocks = (nextLocation: Location) =>
    current?.shouldBlock({ currentLocation: shown, nextLocation }) ?? false;

  function hold(proceed: () => void) {
    current?.onHold({ proceed });
  }

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    go: (delta) => base.go(delta),
    push(to, state?: unknown) {
      if (blocks(locationOf(to, state ?? null))) hold(() => base.push(to, state));
      else base.push(to, state);
    },
    replace(to, state?: unknown) {
      if (blocks(locationOf(to, state ?? null))) hold(() => base.replace(to, state));
      else base.replace(to, state);
    },
    listen(listener: Listener) {
      return base.listen((update) => {
        if (update.action === 'POP') {
          if (undoing > 0) {
            undoing -= 1;
            return;
          }
          const { delta } = update;
          // An entry of another document has no index to undo by: the browser loads it anyway.
          if (!redoing && delta && blocks(update.location)) {
            undoing += 1;
            base.go(-delta);
            hold(() => {
              redoing = true;
              base.go(delta);
            });
            return;
          }
          redoing = false;
        }
        shown = update.location;
        listener(update);
      });
    },
    guard(guard) {
      current = guard;
      return () => {
        if (current === guard) current = null;
      };
    },
  };
}

const GuardedHistoryContext = createContext<GuardedHistory | null>(null);

/** The app's router in the browser: hydrates the server's StaticRouter markup as it is. */
export function GuardedBrowserRouter({
  history,
  children,
}: {
  history: GuardedHistory;
  children: ReactNode;
}) {
  return (
    <GuardedHistoryContext.Provider value={history}>
      <HistoryRouter history={history}>{children}</HistoryRouter>
    </GuardedHistoryContext.Provider>
  );
}

/**
 * Holds navigations `shouldBlock` says to hold, like React Router's useBlocker: `state` is
 * 'blocked' while one waits, `proceed` lets it go, `reset` drops it. Pass a stable function.
 * Outside GuardedBrowserRouter (the server, a test's MemoryRouter) nothing is held.
 */
export function useNavigationBlocker(shouldBlock: BlockerFunction) {
  const history = useContext(GuardedHistoryContext);
  const [held, setHeld] = useState<HeldNavigation | null>(null);
  useEffect(
    () => history?.guard({ shouldBlock, onHold: (navigation) => setHeld(navigation) }),
    [history, shouldBlock],
  );
  const proceed = useCallback(() => {
    setHeld(null);
    held?.proceed();
  }, [held]);
  const reset = useCallback(() => setHeld(null), []);
  return { state: held ? ('blocked' as const) : ('unblocked' as const), proceed, reset };
}
