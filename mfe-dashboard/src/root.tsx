import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { queryClient } from '@classroom/shared/query';
import { ErrorPage, Loader } from '@classroom/shared/ui';
import { DashboardPage } from './dashboard/dashboard-page';

/*
 * Issue 14 §1 (the dashboard's LCP): only the dashboard is in the exposed ./app's own chunks; the other screens load
 * when their route is opened, so a cold /student load neither downloads nor runs the attendance calendar
 * (react-day-picker and its CSS), date-fns or the schedule, classes and notifications screens.
 */
const AttendancePage = lazy(() => import('./attendance/attendance-page').then((m) => ({ default: m.AttendancePage })));
const ClassesPage = lazy(() => import('./classes/classes-page').then((m) => ({ default: m.ClassesPage })));
const NotificationsPage = lazy(() => import('./notifications/notifications-page').then((m) => ({ default: m.NotificationsPage })));
const SchedulePage = lazy(() => import('./schedule/schedule-page').then((m) => ({ default: m.SchedulePage })));

/**
 * The remote's screens under the prefixes the host gives it (host/src/routes.ts: '/student'), inside the page's one
 * shared QueryClient (ARCHITECTURE §2 server state). 'Loading... please wait' (000 §2) while a screen's code loads.
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
