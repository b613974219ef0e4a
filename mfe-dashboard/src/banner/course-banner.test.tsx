import { fireEvent, render, screen } from '@testing-library/react';
import { CourseBanner } from './course-banner';

const banner = {
  show_banner: true, post_enrollment: false, pre_launch_header: 'JEE 2027 Online Classroom — admissions open', pre_launch_desc: 'Live classes and mocks.',
  course_name: 'JEE 2027 Online Classroom', course_start_date: '2026-12-13', features: [{ snapshot: '600+ hours', details: 'of live classes' }],
  course_online_price: 123456, course_binding: 'JEE2027-ONLINE', course_img_mobile: '/m.svg', course_img_web: '/w.svg', bottom_nav_communication: '',
};

describe('CourseBanner (000 §2 banner, §4 enrolment)', () => {
  it('shows header, description, course, start date, features and the price in ₹ with en-IN grouping', () => {
    render(<CourseBanner banner={banner} />);
    expect(screen.getByRole('heading', { name: banner.pre_launch_header })).toBeTruthy();
    expect(screen.getByText('13 Dec 2026')).toBeTruthy();
    expect(screen.getByTestId('banner-price').textContent).toBe('₹1,23,456');
    expect(screen.getByText('600+ hours')).toBeTruthy();
  });

  it('Enroll Now mounts the payment flow of mfe-account with the course', async () => {
    const Payment = ({ courseBinding, priceRupees }: { courseBinding: string; priceRupees: number }) => <p>paying {courseBinding} {priceRupees}</p>;
    render(<CourseBanner banner={banner} load={(async () => Payment) as never} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enroll Now' }));
    expect(await screen.findByText('paying JEE2027-ONLINE 123456')).toBeTruthy();
  });

  it('when the payment remote is missing: the remote-fallback text with Retry, never a broken button', async () => {
    const load = jest.fn().mockRejectedValue(new Error('mfe_account is not registered'));
    render(<CourseBanner banner={banner} load={load as never} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enroll Now' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This part of the portal could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('show_banner false: nothing', () => {
    const { container } = render(<CourseBanner banner={{ ...banner, show_banner: false }} />);
    expect(container.textContent).toBe('');
  });
});
