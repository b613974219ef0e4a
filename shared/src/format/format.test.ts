import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  formatClock,
  formatDateTime,
  formatDuration,
  formatIndianNumber,
  formatMinutes,
  formatMobile,
  formatRupees,
} from './index';

describe('formatters (000 §5, §9)', () => {
  it('000 §5: numbers use Indian digit grouping', () => {
    expect(formatIndianNumber(1234567)).toBe('12,34,567');
    expect(formatIndianNumber(999)).toBe('999');
  });
  it('rupees carry ₹ and en-IN grouping', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(45000)).toBe('₹45,000');
    expect(formatRupees(45000.5)).toBe('₹45,000.5');
  });
  it('000 §9: time display hh:mm:ss, clamped at zero', () => {
    expect(formatClock(10800)).toBe('03:00:00');
    expect(formatClock(1799)).toBe('00:29:59');
    expect(formatClock(-5)).toBe('00:00:00');
    expect(formatMinutes(180)).toBe('03:00:00');
  });
  it("000 §9: the duration formatter gives 'Xh Ym Zs'", () => {
    expect(formatDuration(10800)).toBe('3h 0m 0s');
    expect(formatDuration(3725)).toBe('1h 2m 5s');
  });
  it('dates read as 22 Nov 2026, 4:30 PM', () => {
    expect(formatDateTime('2026-11-22T11:00:00Z')).toBe('22 Nov 2026, 4:30 PM');
  });
  it("000 §9: mobile numbers get '+91-'", () => {
    expect(formatMobile('9876500001')).toBe('+91-9876500001');
  });
});

describe('India Standard Time on every device (decision record 0022)', () => {
  const inputs = {
    examStart: "formatDateTime('2026-11-25T14:49:00.000Z')",
    examStartTime: "formatTime('2026-11-25T14:49:00.000Z')",
    examStartDate: 'formatDateTime(new Date(Date.UTC(2026, 10, 25, 14, 49)))',
    lateUtcDay: "formatDay('2026-12-14T20:00:00Z')",
    lateUtcIstDay: "istDay('2026-12-14T20:00:00Z')",
    lateUtcDateTime: "formatDateTime('2026-12-14T20:00:00+00:00')",
    courseStarts: "formatDay('2026-12-15')",
    courseStartsDay: "istDay('2026-12-15')",
    newYear: "formatDay('2027-01-01')",
    deviceHour: "new Date('2026-11-25T14:49:00.000Z').getHours()",
  };

  /** Runs the formatter in a fresh Node process whose device zone is `zone` (TZ cannot change inside jest's sandbox). */
  function formattedOnDevice(zone: string): Record<keyof typeof inputs, string | number> {
    const script = `import { formatDateTime, formatDay, formatTime, istDay } from ${JSON.stringify(path.join(__dirname, 'index.ts'))};
      console.log(JSON.stringify({ ${Object.entries(inputs)
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')} }));`;
    const tsx = path.join(__dirname, '../../../node_modules/.bin/tsx');
    return JSON.parse(execFileSync(tsx, ['-e', script], { env: { ...process.env, TZ: zone }, encoding: 'utf8' }));
  }

  const zones = ['Asia/Kolkata', 'America/New_York', 'Pacific/Auckland'];
  const seen = Object.fromEntries(zones.map((zone) => [zone, formattedOnDevice(zone)]));

  it.each(zones)('on a device set to %s, an exam start at 14:49 UTC reads 8:19 PM', (zone) => {
    expect(seen[zone]!.examStart).toBe('25 Nov 2026, 8:19 PM');
    expect(seen[zone]!.examStartTime).toBe('8:19 PM');
    expect(seen[zone]!.examStartDate).toBe('25 Nov 2026, 8:19 PM');
  });

  it.each(zones)('on a device set to %s, an instant late in the UTC day is already the next day in IST', (zone) => {
    expect(seen[zone]!.lateUtcDay).toBe('15 Dec 2026');
    expect(seen[zone]!.lateUtcIstDay).toBe('2026-12-15');
    expect(seen[zone]!.lateUtcDateTime).toBe('15 Dec 2026, 1:30 AM');
  });

  it.each(zones)('on a device set to %s, a date-only value keeps its calendar day', (zone) => {
    expect(seen[zone]!.courseStarts).toBe('15 Dec 2026');
    expect(seen[zone]!.courseStartsDay).toBe('2026-12-15');
    expect(seen[zone]!.newYear).toBe('1 Jan 2027');
  });

  it('the three devices really run in different zones (the cases above are not vacuous)', () => {
    expect(new Set(zones.map((zone) => seen[zone]!.deviceHour)).size).toBe(3);
  });
});

describe('the number formats cost nothing until a screen shows a number (the cold dashboard at 1.6×)', () => {
  it('loading the formatters builds no Intl.NumberFormat; the first rupee amount builds one, the next reuses it', () => {
    const built = jest.spyOn(Intl, 'NumberFormat');
    try {
      jest.isolateModules(() => {
        const format = jest.requireActual<typeof import('./index')>('./index');
        expect(built).not.toHaveBeenCalled();
        expect(format.formatRupees(135000)).toBe('₹1,35,000');
        expect(format.formatRupees(45000)).toBe('₹45,000');
        expect(built).toHaveBeenCalledTimes(1);
      });
    } finally {
      built.mockRestore();
    }
  });
});
