'use client';

import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState, type ReactNode } from 'react';

const defaultOptions = {
  queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
} as const;

let browserClient: QueryClient | undefined;

// One client for the whole tab, so islands share their cache; a new one per server render.
function queryClientFor(isServer: boolean): QueryClient {
  if (isServer) return new QueryClient({ defaultOptions });
  browserClient ??= new QueryClient({ defaultOptions });
  return browserClient;
}

/**
 * React Query for the islands that call the API (forms, member pages). It loads with them, not
 * with every page; an island inside another (or a test's provider) uses the client above it.
 */
export function QueryIsland({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const [client] = useState(() => outer ?? queryClientFor(typeof window === 'undefined'));
  if (outer) return children;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
