import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { call } from '@classroom/shared/api';
import { queryClient } from '@classroom/shared/query';
import { sessionStore } from '@classroom/shared/session';
import { makeStudent, makeUser } from '@classroom/shared/testing';
import { PaymentPage } from './payment-page';

jest.mock('@classroom/shared/api', () => ({ ...jest.requireActual('@classroom/shared/api'), call: jest.fn() }));
const mockedCall = call as jest.MockedFunction<typeof call>;

const BANNER = {
  show_banner: true,
  post_enrollment: false,
  pre_launch_header: 'JEE 2027 Online Classroom — admissions open',
  pre_launch_desc: 'Live classes and mocks.',
  course_name: 'JEE 2027 Online Classroom',
  course_start_date: '2026-12-16',
  features: [],
  course_online_price: 145_000,
  course_binding: 'JEE2027-ONLINE',
  course_img_mobile: null,
  course_img_web: null,
  bottom_nav_communication: '',
};

function signedInAs(isFree: boolean) {
  sessionStore.setState({
    user: makeUser(),
    student: makeStudent({ is_free: isFree, student_course_id: isFree ? null : 1 }),
  });
}

beforeEach(() => {
  queryClient.clear();
  mockedCall.mockImplementation((async (name: string) => {
    if (name === 'bannerDetails') return BANNER;
    throw new Error(name);
  }) as typeof call);
});

describe('/student/payment (001 §2.1 payment; 000 §4 Enroll Now)', () => {
  it('a free student is offered the course with its price in ₹ and Enroll Now, and no fee summary of fees they do not have', async () => {
    signedInAs(true);
    render(
      <MemoryRouter>
        <PaymentPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Enroll Now' })).toBeTruthy();
    expect(screen.getByText('₹1,45,000')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Fee summary' })).toBeNull();
  });

  it('an enrolled student is led to their fee summary, with no Enroll Now', async () => {
    signedInAs(false);
    render(
      <MemoryRouter>
        <PaymentPage />
      </MemoryRouter>,
    );
    expect((await screen.findByRole('link', { name: 'Fee summary' })).getAttribute('href')).toBe('/student/feesummary');
    expect(screen.queryByRole('button', { name: 'Enroll Now' })).toBeNull();
  });
});
