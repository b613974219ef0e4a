/**
 * Notification times in India Standard Time (DESIGN "Indian conventions"; decision record 0022): the institute's clock,
 * whatever the device's time zone, through the shared formatter.
 */
import { formatDateTime } from '@classroom/shared/format';

/** An instant (ISO 8601 string or Date) as '24 Nov 2026, 1:30 AM IST' — the date and time in Asia/Kolkata. */
export function istDateTime(value: string | Date): string {
  return `${formatDateTime(value)} IST`;
}
