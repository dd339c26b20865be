import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { PageSpinner } from '../components/ui/spinner';

/** Server state for the whole app; the browser passes its one client, the server one per request. */
export function AppProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </QueryClientProvider>
  );
}
