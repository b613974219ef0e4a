/**
 * Whether a class is live now (000 §2 /student/myschedule, Class card): the one rule the dashboard's class cards, Live
 * Classes and the schedule share. A module of its own, with no date library: the dashboard's first mount imports it
 * (decision 0032), the schedule's day rules (./schedule-days) stay with the lazily loaded screens.
 */
import type { ClassItem } from '@classroom/shared/contract';

/** How early Join opens before the start, in ms (the API accepts a join from 10 minutes before the start to the end). */
export const JOIN_EARLY_MS = 10 * 60_000;

/** A class Join can open now: online, with a link, from 10 minutes before start to end. Times in ISO 8601. */
export function isLiveNow(
  item: Pick<ClassItem, 'class_type' | 'live_class_link' | 'start_date' | 'end_date'>,
  now: Date,
): boolean {
  const t = now.getTime();
  return (
    item.class_type !== 'offline' &&
    !!item.live_class_link &&
    t >= Date.parse(item.start_date) - JOIN_EARLY_MS &&
    t <= Date.parse(item.end_date)
  );
}
