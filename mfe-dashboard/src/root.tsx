import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { queryClient } from '@classroom/shared/query';
import { ErrorPage } from '@classroom/shared/ui';
import { AttendancePage } from './attendance/attendance-page';
import { ClassesPage } from './classes/classes-page';
import { DashboardPage } from './dashboard/dashboard-page';
import { NotificationsPage } from './notifications/notifications-page';
import { SchedulePage } from './schedule/schedule-page';

/**
 * The remote's screens under the prefixes the host gives it (host/src/routes.ts: '/student'), inside the page's one
 * shared QueryClient (ARCHITECTURE §2 server state).
 */
export function Root() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
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
      </BrowserRouter>
    </QueryClientProvider>
  );
}
