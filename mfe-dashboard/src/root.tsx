import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { DashboardPage } from './dashboard/dashboard-page';
import { ErrorPage } from '@classroom/shared/ui';

/** The remote's screens under the prefixes the host gives it (host/src/routes.ts: '/student'). */
export function Root() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/student" element={<DashboardPage />} />
        <Route path="*" element={<ErrorPage />} />
      </Routes>
    </BrowserRouter>
  );
}
