import { formatClock, formatDateTime, formatDuration, formatIndianNumber, formatMinutes, formatMobile, formatRupees } from './index';

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
    expect(formatDateTime(new Date(2026, 10, 22, 16, 30))).toBe('22 Nov 2026, 4:30 PM');
  });
  it("000 §9: mobile numbers get '+91-'", () => {
    expect(formatMobile('9876500001')).toBe('+91-9876500001');
  });
});
