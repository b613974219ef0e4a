import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@classroom/shared/query';

/** The page's one QueryClient (`@classroom/shared/query`, a shared singleton) around a screen that reads with react-query. */
export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
