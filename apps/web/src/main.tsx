import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { createGuardedHistory, GuardedBrowserRouter } from './lib/guarded-router';
import { meQueryOptions } from './lib/me';
import { publicConfigQueryOptions } from './lib/public-config';
import { queryClient } from './lib/query-client';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element');

// The declarative router (the same markup as the server's StaticRouter) on a history the CV
// editor can guard against leaving unsaved changes (issue 14) — without the data router's code
// on every page (issue 17).
const app = (
  <StrictMode>
    <AppProvider client={queryClient}>
      <GuardedBrowserRouter history={createGuardedHistory()}>
        <AppRoutes />
      </GuardedBrowserRouter>
    </AppProvider>
  </StrictMode>
);

// A public page arrives rendered by the server with the data it showed (entry-server.tsx):
// hydrate from that data, so the first render matches; the session is read after that.
const serverState = document.getElementById('app-state');
if (serverState?.textContent && rootElement.firstElementChild) {
  hydrate(queryClient, JSON.parse(serverState.textContent));
  hydrateRoot(rootElement, app);
} else {
  // Ask for the configuration and the session at once, in parallel with the first route's code.
  void queryClient.prefetchQuery(publicConfigQueryOptions);
  void queryClient.prefetchQuery(meQueryOptions);
  createRoot(rootElement).render(app);
}
