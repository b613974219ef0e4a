import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { istDateTime } from './notification-time';

/**
 * Notification times in IST whatever the device's zone. jest's sandbox cannot change the zone of its own
 * process, so the device case runs the same module in a child process whose TZ is New York (UTC−5 in November).
 */
function inZone(tz: string, isoValues: string[]): { offsetMinutes: number; shown: string[] } {
  const tsx = path.resolve(__dirname, '../../../node_modules/.bin/tsx');
  const script = [
    `const { istDateTime } = require(${JSON.stringify(path.resolve(__dirname, 'notification-time.ts'))});`,
    `console.log(JSON.stringify({ offsetMinutes: new Date('2026-11-23T11:00:00Z').getTimezoneOffset(), shown: ${JSON.stringify(isoValues)}.map(istDateTime) }));`,
  ].join('\n');
  return JSON.parse(execFileSync(tsx, ['-e', script], { env: { ...process.env, TZ: tz }, encoding: 'utf8' })) as {
    offsetMinutes: number;
    shown: string[];
  };
}

describe('istDateTime (notification times in IST)', () => {
  it('shows the IST date and time: 11:00 UTC is 4:30 PM IST; after 18:30 UTC the IST day is the next one', () => {
    expect(istDateTime('2026-11-23T11:00:00.000Z')).toBe('23 Nov 2026, 4:30 PM IST');
    expect(istDateTime(new Date('2026-11-23T20:00:00Z'))).toBe('24 Nov 2026, 1:30 AM IST');
  });

  it('on a device set to America/New_York the same instants still show in IST', () => {
    const { offsetMinutes, shown } = inZone('America/New_York', [
      '2026-11-23T11:00:00.000Z',
      '2026-11-23T20:00:00.000Z',
    ]);
    expect(offsetMinutes).toBe(300); // the child really is on New York time (UTC−5)
    expect(shown).toEqual(['23 Nov 2026, 4:30 PM IST', '24 Nov 2026, 1:30 AM IST']);
  }, 30_000);
});
