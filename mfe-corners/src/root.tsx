import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { queryClient } from '@classroom/shared/query';
import { ErrorPage } from '@classroom/shared/ui';
import { CornerPage } from './corners/corner-page';

/** The remote's screens under the prefixes the host gives it (host/src/routes.ts, 001 §2.1), on the shared QueryClient. */
export function Root() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route path="/student/ncert" element={<CornerPage key="ncert" type="ncert" />} />
          <Route path="/student/jee" element={<CornerPage key="jee" type="jee" />} />
          <Route path="/student/neet" element={<CornerPage key="neet" type="neet" />} />
          <Route path="*" element={<ErrorPage />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
