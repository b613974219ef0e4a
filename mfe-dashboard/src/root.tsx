import { Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { queryClient } from '@classroom/shared/query';
import { ErrorPage, Loader } from '@classroom/shared/ui';
import { DashboardPage } from './dashboard/dashboard-page';
import { AttendancePage, ClassesPage, NotificationsPage, SchedulePage } from './screens';

/**
 * The remote's screens under the prefixes the host gives it (host/src/routes.ts: '/student'), inside the page's one
 * shared QueryClient (ARCHITECTURE §2 server state). The dashboard is in the exposed chunk; the other screens load on
 * demand (screens.ts), with the spec's loader (000 §2) while their code arrives.
 */
export function Root() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Suspense fallback={<Loader />}>
        <Routes>
          <Route path="/student" element={<DashboardPage />} />
          <Route path="/student/attendance" element={<AttendancePage />} />
          <Route path="/student/notes/notifications" element={<NotificationsPage />} />
          <Route path="/student/notes/Notifications" element={<NotificationsPage />} />
          <Route path="/student/myschedule" element={<SchedulePage />} />
          <Route path="/student/Myschedule" element={<SchedulePage />} />
          <Route path="/student/liveclass/pastliveclass" element={<ClassesPage kind="past" key="past" />} />
          <Route path="/student/liveclass/upcomingliveclass" element={<ClassesPage kind="upcoming" key="upcoming" />} />
          <Route path="*" element={<ErrorPage />} />
        </Routes>
        </Suspense>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
