/** The landing page's enrol call to action (001 §2.1 /jee_advance_crash_course; 000 §4 enrolment from the dashboard). */
import { enrolTarget } from './course-landing-page';

describe('enrol call to action', () => {
  test('a visitor signs up first; a signed-in student enrols from the dashboard; sign-in while sign-up is not built', () => {
    expect(enrolTarget(false, true)).toEqual({ to: '/signup', label: 'Enrol now' });
    expect(enrolTarget(true, true)).toEqual({ to: '/student', label: 'Enrol from your dashboard' });
    expect(enrolTarget(false, false)).toEqual({ to: '/', label: 'Sign in to enrol' });
  });
});
