/** The contract cases of mfe-dashboard's calls: MPPs, classes, exam cards, attendance, holidays, banner, notifications. */
import { endpoints } from '@classroom/shared/contract';
import { call, signIn, type Harness } from '../helpers';
import { firstBatchOf, runningLiveClassOf, type ContractDomain } from './check';

export const dashboardContract: ContractDomain = (h: Harness) => {
  let s = { token: '', userId: 0 };
  let courseId = 0;
  let liveClassId = 0;
  let notificationId = 0;
  return {
    token: () => s.token,
    async setUp() {
      s = await signIn(h.app, 'enrolled');
      courseId = await firstBatchOf(h, s);
      liveClassId = await runningLiveClassOf(h, s);
      notificationId = endpoints.notifications.data.parse(
        (await call(h.app, 'notifications', { token: s.token, query: { skip: 0, limit: 1 } })).body.data,
      ).notifications[0]!.id;
    },
    cases: [
      ['studentMpps', () => ({ body: { skip: 0, limit: 10 } })],
      ['dashboardClasses', () => ({})],
      ['examsList', () => ({ params: { studentId: s.userId }, query: { exam_type_id: 1, skip: 0, limit: 10 } })],
      ['requestCall', () => ({ body: { request_type: 'Attendance' } })],
      ['attendance', () => ({ query: { student_section_course_id: courseId } })],
      ['attendanceDates', () => ({})],
      ['holidays', () => ({ query: { school_id: 1 } })],
      ['bannerDetails', () => ({})],
      ['markNotificationsRead', () => ({ body: { notification_ids: [notificationId] } })],
      ['timetablePdf', () => ({ query: { student_section_course_id: courseId } })],
      ['startLiveClass', () => ({ body: { live_class_id: liveClassId } })],
    ],
  };
};
