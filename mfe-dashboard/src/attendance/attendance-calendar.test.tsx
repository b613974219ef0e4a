import { fireEvent, render, screen } from '@testing-library/react';
import { AttendanceCalendar } from './attendance-calendar';

const days = [
  { date: '2026-10-05', present: true },
  { date: '2026-11-02', present: true },
  { date: '2026-11-03', present: false },
];
const holidays = [{ holiday_date: '2026-11-14', holiday_name: "Children's Day", is_holiday: true }];

describe('AttendanceCalendar (000 §2 Attendance view)', () => {
  it('000 §2: marks attended, absent and holiday days with a mark and in the cell name; the legend counts the shown month', () => {
    render(<AttendanceCalendar days={days} holidays={holidays} now={Date.parse('2026-11-23T06:30:00Z')} />);
    expect(screen.getByRole('gridcell', { name: 'Monday, 2 November 2026, Attended' }).textContent).toBe('2✓');
    expect(screen.getByRole('gridcell', { name: 'Tuesday, 3 November 2026, Absent' }).textContent).toBe('3✕');
    expect(screen.getByRole('gridcell', { name: 'Saturday, 14 November 2026, Holiday' }).textContent).toBe('14◆');
    expect(screen.getByRole('gridcell', { name: 'Wednesday, 4 November 2026' }).textContent).toBe('4');
    expect(screen.getByTestId('count-attended').textContent).toBe('1');
    expect(screen.getByTestId('count-absent').textContent).toBe('1');
    expect(screen.getByTestId('count-holiday').textContent).toBe('1');
  });

  it("Months navigate over the batch's span only", () => {
    render(<AttendanceCalendar days={days} holidays={holidays} now={Date.parse('2026-11-23T06:30:00Z')} />);
    expect(
      screen.getByRole('button', { name: /next month/i }).hasAttribute('disabled') ||
        screen.getByRole('button', { name: /next month/i }).getAttribute('aria-disabled') === 'true',
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /previous month/i }));
    expect(screen.getByRole('gridcell', { name: 'Monday, 5 October 2026, Attended' })).toBeTruthy();
    expect(screen.getByTestId('count-attended').textContent).toBe('1');
    expect(screen.getByTestId('count-absent').textContent).toBe('0');
    const previous = screen.getByRole('button', { name: /previous month/i });
    expect(previous.hasAttribute('disabled') || previous.getAttribute('aria-disabled') === 'true').toBe(true);
  });

  it("decision 0022: marks India's today, not the device's — 01:30 IST on 23 Nov is still 22 Nov in UTC", () => {
    const zone = process.env.TZ;
    process.env.TZ = 'UTC';
    try {
      render(<AttendanceCalendar days={days} holidays={holidays} now={Date.parse('2026-11-22T20:00:00Z')} />);
      expect(screen.getByRole('gridcell', { name: 'Monday, 23 November 2026, Today' })).toBeTruthy();
      expect(screen.getByRole('gridcell', { name: 'Sunday, 22 November 2026' })).toBeTruthy();
    } finally {
      process.env.TZ = zone;
    }
  });
});
