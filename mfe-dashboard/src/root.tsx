import { Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { queryClient } from '@classroom/shared/query';
import { ErrorPage, Loader } from '@classroom/shared/ui';
import { DashboardPage } from './dashboard/dashboard-page';
import { AttendancePage, ClassesPage, NotificationsPage, SchedulePage } from './screens';

/**
 * The remote's screens, exactly those declared in shared/src/links/screens/dashboard.ts (root.test.tsx holds them equal;
 * the host routes those paths here). The dashboard is in the exposed chunk; the other screens load on demand
 * (screens.ts).
 */
export const dashboardRoutes = [
  <Route key="dashboard" path="/student" element={<DashboardPage />} />,
  <Route key="attendance" path="/student/attendance" element={<AttendancePage />} />,
  <Route key="notifications" path="/student/notes/notifications" element={<NotificationsPage />} />,
  <Route key="Notifications" path="/student/notes/Notifications" element={<NotificationsPage />} />,
  <Route key="myschedule" path="/student/myschedule" element={<SchedulePage />} />,
  <Route key="Myschedule" path="/student/Myschedule" element={<SchedulePage />} />,
  <Route key="past" path="/student/liveclass/pastliveclass" element={<ClassesPage kind="past" key="past" />} />,
  <Route
    key="upcoming"
    path="/student/liveclass/upcomingliveclass"
    element={<ClassesPage kind="upcoming" key="upcoming" />}
  />,
];

/**
 * The remote's router, inside the page's one shared QueryClient (docs/ARCHITECTURE.md, server state), with the spec's
 * loader (000 §2) while a screen's code arrives; any other path shows the error page (001 §2.8).
 */
export function Root() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Suspense fallback={<Loader />}>
          <Routes>
            {dashboardRoutes}
            <Route path="*" element={<ErrorPage />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
