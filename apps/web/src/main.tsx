import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { router } from './app/router';
import { meQueryOptions } from './lib/me';
import { publicConfigQueryOptions } from './lib/public-config';
import { queryClient } from './lib/query-client';
import './styles.css';

// Ask for the configuration and the session at once, in parallel with the first route's code.
void queryClient.prefetchQuery(publicConfigQueryOptions);
void queryClient.prefetchQuery(meQueryOptions);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element');

createRoot(rootElement).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
