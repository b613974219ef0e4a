import { act, fireEvent, render, screen } from '@testing-library/react';
import { makeBanner } from '../testing/factories';
import { CourseBanner } from './course-banner';

const banner = makeBanner();

describe('CourseBanner (000 §2 banner, §4 enrolment)', () => {
  it('shows header, description, course, start date, features and the price in ₹ with en-IN grouping', () => {
    render(<CourseBanner banner={banner} load={(() => new Promise(() => undefined)) as never} />);
    expect(screen.getByRole('heading', { name: banner.pre_launch_header })).toBeTruthy();
    expect(screen.getByText('13 Dec 2026')).toBeTruthy();
    expect(screen.getByTestId('banner-price').textContent).toBe('₹1,23,456');
    expect(screen.getByText('600+ hours')).toBeTruthy();
  });

  it("Enroll Now is mfe-account's payment flow, given the course (price in rupees); a disabled Enroll Now until it loads", async () => {
    const Payment = ({ course }: { course: { binding: string; name: string; priceRupees: number } }) => (
      <button type="button">
        Enroll Now ({course.binding}, {course.name}, {course.priceRupees})
      </button>
    );
    let arrive: (c: unknown) => void = () => undefined;
    render(
      <CourseBanner
        banner={banner}
        load={
          (() =>
            new Promise((resolve) => {
              arrive = resolve;
            })) as never
        }
      />,
    );
    expect((screen.getByRole('button', { name: 'Enroll Now' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => arrive(Payment));
    expect(
      screen.getByRole('button', { name: 'Enroll Now (JEE2027-ONLINE, JEE 2027 Online Classroom, 123456)' }),
    ).toBeTruthy();
  });

  it('when the payment remote is missing: the remote-fallback text with Retry, never a broken button', async () => {
    const load = jest.fn().mockRejectedValue(new Error('mfe_account is not registered'));
    render(<CourseBanner banner={banner} load={load as never} />);
    expect((await screen.findByRole('alert')).textContent).toContain('This part of the portal could not be loaded.');
    expect(screen.queryByRole('button', { name: 'Enroll Now' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(load).toHaveBeenCalledTimes(2);
    await screen.findByRole('alert');
  });

  it('show_banner false: nothing', () => {
    const { container } = render(<CourseBanner banner={{ ...banner, show_banner: false }} />);
    expect(container.textContent).toBe('');
  });
});
