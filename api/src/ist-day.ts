/**
 * India's calendar on the server (000 §9: every date a student sees is IST): the calendar day of an instant in
 * Asia/Kolkata, through date-fns with @date-fns/tz as the browser's formatter does (shared/format istDay). Every
 * place that compares or stores a day (the fee lock, installment status, attendance days) takes its day from here,
 * so from 00:00 to 05:30 IST the server and the screen agree on what day it is.
 */
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';

const IN_IST = { in: tz('Asia/Kolkata') };

/** The IST calendar day of `instant` as 'yyyy-MM-dd': '2026-11-22T20:00:00Z' (01:30 IST on the 23rd) → '2026-11-23'. */
export function istDayOf(instant: Date): string {
  return format(instant, 'yyyy-MM-dd', IN_IST);
}
