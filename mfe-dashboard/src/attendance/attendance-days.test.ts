import { batchSpan, clampMonth, countInMonth, dayKinds, datesOf } from './attendance-days';

const holiday = (holiday_date: string) => ({ holiday_date, holiday_name: 'Diwali', is_holiday: true });

describe('attendance calendar days (000 §2 Attendance view)', () => {
  it('000 §2: attended, absent and holiday days are told apart; a class held on a holiday shows its attendance', () => {
    const kinds = dayKinds(
      [
        { date: '2026-11-02', present: true },
        { date: '2026-11-03', present: false },
        { date: '2026-11-08', present: true },
      ],
      [holiday('2026-11-08'), holiday('2026-11-14'), { ...holiday('2026-11-20'), is_holiday: false }],
    );
    expect(Object.fromEntries(kinds)).toEqual({
      '2026-11-02': 'attended',
      '2026-11-03': 'absent',
      '2026-11-08': 'attended',
      '2026-11-14': 'holiday',
    });
    expect(datesOf(kinds, 'holiday').map((d) => d.getDate())).toEqual([14]);
  });

  it('counts each kind within the shown month only', () => {
    const kinds = dayKinds(
      [
        { date: '2026-10-30', present: true },
        { date: '2026-11-02', present: true },
        { date: '2026-11-03', present: false },
      ],
      [holiday('2026-11-14')],
    );
    expect(countInMonth(kinds, new Date(2026, 10, 15))).toEqual({ attended: 1, absent: 1, holiday: 1 });
    expect(countInMonth(kinds, new Date(2026, 9, 1))).toEqual({ attended: 1, absent: 0, holiday: 0 });
  });

  it("The months span the batch's class days up to today; a month outside is clamped", () => {
    const span = batchSpan(
      [
        { date: '2026-09-24', present: true },
        { date: '2026-11-30', present: false },
      ],
      new Date(2026, 10, 23),
    );
    expect([span.start, span.end].map((d) => [d.getFullYear(), d.getMonth(), d.getDate()])).toEqual([
      [2026, 8, 1],
      [2026, 10, 1],
    ]);
    expect(clampMonth(new Date(2026, 5, 10), span).getMonth()).toBe(8);
    expect(clampMonth(new Date(2027, 0, 10), span).getMonth()).toBe(10);
    expect(clampMonth(new Date(2026, 9, 10), span).getMonth()).toBe(9);
    const none = batchSpan([], new Date(2026, 10, 23));
    expect(none.start.getMonth()).toBe(10);
    expect(none.end.getMonth()).toBe(10);
  });
});
