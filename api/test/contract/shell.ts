/**
 * The contract cases of the host's calls and the first screen's (000 §3, §8): sign-in and out, the student's data,
 * switch batch and sibling, sign-up and reset with the code the in-memory SMS carries, version, page views, beacons.
 */
import { endpoints } from '@classroom/shared/contract';
import type { SmsMessage, SmsSender } from '../../src/sms/sms-sender';
import { account, call, signIn, type Harness, type HarnessOptions } from '../helpers';
import { firstBatchOf, type ContractDomain } from './check';

/** The SMS of the sign-up and reset cases, kept in memory so a case can read its code. */
const sent: SmsMessage[] = [];
const sms: SmsSender = {
  kind: 'outbox',
  send: async (m) => {
    sent.push(m);
  },
};
const codeFor = (to: string) => /^(\d{6}) /.exec([...sent].reverse().find((m) => m.to === to)?.text ?? '')?.[1] ?? '';
const NEW_MOBILE = '6123488881';

/** The release the beacon case reports, live in the harness's channel. */
const LIVE = { app: 'mfe-exam', version: '0.1.0-4f9a0ea2' };

/** The shell's harness sends its SMS to the memory above; one remote release is live for the beacon. */
export const SHELL_HARNESS: HarnessOptions = {
  config: { sms, liveReleases: async (app, version) => app === LIVE.app && version === LIVE.version },
};

export const shellContract: ContractDomain = (h: Harness) => {
  let s = { token: '', userId: 0 };
  let courseId = 0;
  let siblingToken = '';
  let signupToken = '';
  let resetToken = '';
  let beaconToken = '';
  return {
    token: () => s.token,
    async setUp() {
      const resetMobile = account('school-40059').username;
      await call(h.app, 'forgotPassword', { body: { mobile_number: resetMobile } });
      resetToken = endpoints.verifyOtp.data.parse(
        (
          await call(h.app, 'verifyOtp', {
            body: { mobile_number: resetMobile, otp: codeFor(resetMobile), purpose: 'reset' },
          })
        ).body.data,
      ).temp_token;
      s = await signIn(h.app, 'enrolled');
      courseId = await firstBatchOf(h, s);
      siblingToken = (await signIn(h.app, 'enrolled-2')).token;
      beaconToken = (await signIn(h.app, 'doubts')).token;
    },
    cases: [
      [
        'login',
        () => ({ body: { username: account('section-303').username, password: account('section-303').password } }),
      ],
      ['studentDetails', () => ({ query: { username: account('enrolled').username } })],
      ['studentCourses', () => ({ query: { student_id: s.userId } })],
      ['studentDashboard', () => ({})],
      ['pastRecordings', () => ({ params: { studentId: s.userId } })],
      ['switchCourse', () => ({ body: { student_id: s.userId, student_course_id: courseId } })],
      ['postAnalytics', () => ({ body: { page_name: 'Error Page', student_id: s.userId } })],
      ['notifications', () => ({ query: { skip: 0, limit: 10 } })],
      ['getVersion', () => ({ query: { platform: 'web' } })],
      ['logout', () => ({})],
      ['switchUser', () => ({ token: siblingToken, body: { MobileNumber: account('enrolled').username } })],
      ['register', () => ({ body: { mobile_number: NEW_MOBILE } })],
      [
        'verifyOtp',
        () => ({ body: { mobile_number: NEW_MOBILE, otp: codeFor(NEW_MOBILE), purpose: 'signup' } }),
        (data) => {
          signupToken = endpoints.verifyOtp.data.parse(data).temp_token;
        },
      ],
      ['getCity', () => ({ query: { state: 'Karnataka' } })],
      ['courseLanding', () => ({})],
      ['izestResult', () => ({ query: { roll_number: 'IZ26000101', date_of_birth: '2009-04-17' } })],
      [
        'createStudent',
        () => ({
          body: {
            temp_token: signupToken,
            name: 'Contract Case',
            password: 'Contract2027',
            standard: '11',
            aspiration: 'NEET',
            state: 'Karnataka',
            city: 'Mysuru',
          },
        }),
      ],
      ['forgotPassword', () => ({ body: { mobile_number: account('doubts').username } })],
      ['resetPassword', () => ({ body: { temp_token: resetToken, new_password: account('school-40059').password } })],
      [
        'fieldFigures',
        () => ({
          body: {
            token: beaconToken,
            page_view: '6a1f0c2e-0000-4000-8000-000000000001',
            releases: [
              {
                ...LIVE,
                page_views: 1,
                errored_views: 0,
                failed_views: 0,
                lcp_ms: [1800],
                inp_ms: [],
                cls: [0.01],
                ttfb_ms: [220],
              },
            ],
          },
        }),
      ],
    ],
  };
};
