/**
 * Notification times in India Standard Time (issue 9 §7; DESIGN "Indian conventions"): the institute's clock, whatever
 * the device's time zone, through date-fns with @date-fns/tz.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { IST } from '../schedule/schedule-days';

/** An instant (ISO 8601 string or Date) as '24 Nov 2026, 1:30 AM IST' — the date and time in Asia/Kolkata. */
export function istDateTime(value: string | Date): string {
  return `${format(new TZDate(new Date(value).getTime(), IST), 'd MMM yyyy, h:mm a')} IST`;
}
