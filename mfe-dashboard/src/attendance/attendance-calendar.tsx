import 'react-day-picker/style.css';
import { useMemo, useState } from 'react';
import { DayPicker, getDefaultClassNames, type DayProps } from 'react-day-picker';
import { format, parseISO } from 'date-fns';
import { istDay } from '@classroom/shared/format';
import { MESSAGES } from '../messages';
import {
  batchSpan,
  clampMonth,
  countInMonth,
  datesOf,
  dayKinds,
  type ClassDay,
  type DayKind,
  type Holiday,
} from './attendance-days';
import styles from '../ui/attendance.module.css';

/** 000 §2: each kind has a colour and a text mark, so colour is never the only signal (DESIGN). */
const MARK: Record<DayKind, string> = { attended: '✓', absent: '✕', holiday: '◆' };
const KINDS: DayKind[] = ['attended', 'absent', 'holiday'];

/** A day cell with its kind's visible mark (the kind is also in the cell's accessible name). */
function MarkedDay({ day, modifiers, children, ...td }: DayProps) {
  const kind = KINDS.find((k) => modifiers[k]);
  return (
    <td {...td}>
      {children}
      {kind && !day.outside && (
        <span className={styles.mark} aria-hidden="true">
          {MARK[kind]}
        </span>
      )}
    </td>
  );
}

/**
 * The month calendar of the attendance view (000 §2): react-day-picker, not interactive; attended, absent and
 * holiday days marked by colour plus a mark (✓, ✕, ◆) and named in each cell's label; a legend with the shown
 * month's counts; months navigable over the batch's span only. India's today (the IST calendar day of `now`, epoch
 * milliseconds, whatever the device's zone: decision 0022) is marked and named 'Today' in its cell's label.
 */
export function AttendanceCalendar({
  days,
  holidays,
  now = Date.now(),
}: {
  days: readonly ClassDay[];
  holidays: readonly Holiday[];
  now?: number;
}) {
  // react-day-picker works in local-midnight Dates: India's calendar day becomes one, as the marked days are.
  const today = useMemo(() => parseISO(istDay(now)), [now]);
  const kinds = useMemo(() => dayKinds(days, holidays), [days, holidays]);
  const span = useMemo(() => batchSpan(days, today), [days, today]);
  const [month, setMonth] = useState(() => clampMonth(today, span));
  const counts = countInMonth(kinds, month);
  const kindOf = (date: Date) => kinds.get(format(date, 'yyyy-MM-dd'));
  const t = MESSAGES.attendance;
  return (
    <div className={styles.calendarWrap}>
      <DayPicker
        month={month}
        onMonthChange={setMonth}
        startMonth={span.start}
        endMonth={span.end}
        showOutsideDays={false}
        weekStartsOn={1}
        today={today}
        modifiers={{
          attended: datesOf(kinds, 'attended'),
          absent: datesOf(kinds, 'absent'),
          holiday: datesOf(kinds, 'holiday'),
        }}
        modifiersClassNames={{ attended: styles.attended!, absent: styles.absent!, holiday: styles.holiday! }}
        classNames={{ day: `${getDefaultClassNames().day} ${styles.day}` }}
        components={{ Day: MarkedDay }}
        labels={{
          labelGridcell: (date, modifiers) => {
            const kind = kindOf(date);
            const marks = [modifiers?.today ? 'Today' : '', kind ? t.legend[kind] : ''].filter(Boolean);
            return [format(date, 'EEEE, d MMMM yyyy'), ...marks].join(', ');
          },
        }}
      />
      <ul className={styles.legend} aria-label="Legend">
        {KINDS.map((kind) => (
          <li key={kind} data-testid={`legend-${kind}`}>
            <span className={`${styles.swatch} ${styles[kind]}`} aria-hidden="true">
              {MARK[kind]}
            </span>
            {t.legend[kind]}:{' '}
            <span className="cp-tabular" data-testid={`count-${kind}`}>
              {counts[kind]}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
