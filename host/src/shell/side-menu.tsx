import { useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useQuery, QueryClientProvider } from '@tanstack/react-query';
import { call } from '@classroom/shared/api';
import { useLinks } from '@classroom/shared/config';
import type { StudentData } from '@classroom/shared/contract';
import { COUNTRY_PREFIX } from '@classroom/shared/contract/values';
import { isScreenBuilt } from '@classroom/shared/links';
import { queryClient } from '@classroom/shared/query';
import { visibleBatches } from '@classroom/shared/session';
import { useModalDialog } from '@classroom/shared/ui';
import { sideMenuBatches } from './batches';
import { feedbackFormUrl } from './feedback-url';
import styles from './side-menu.module.css';

export interface SideMenuProps {
  open: boolean;
  onClose(): void;
  student: StudentData | null;
  /** Display name when the student data is not loaded yet (login record). */
  fallbackName: string;
  onLogout(): void;
}

/** The side menu's items in the spec's order (000 §2); `locked` ones show a lock for free students and do not navigate. */
const ITEMS = [
  { to: '/student', label: 'Home', locked: false },
  { to: '/student/myschedule', label: 'Schedule', locked: true },
  { to: '/student/doubtmodule/searchquestion', label: 'Solution', locked: true },
  { to: '/student/profile', label: 'My Profile', locked: false },
  { to: '/student/changepassword', label: 'Change Password', locked: false },
  { to: '/student/help-and-support', label: 'Help & Support', locked: false },
] as const;

const Lock = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M17 9h-1V7a4 4 0 0 0-8 0v2H7a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-9a2 2 0 0 0-2-2Zm-7-2a2 2 0 0 1 4 0v2h-4V7Z"
    />
  </svg>
);

function Batches({ student }: { student: StudentData }) {
  const courses = useQuery({
    queryKey: ['student-courses', student.id],
    queryFn: () => call('studentCourses', { query: { student_id: student.id } }),
  });
  const [all, setAll] = useState(false);
  const listId = useId();
  if (!courses.data) return null;
  const { shown, seeAll } = sideMenuBatches(courses.data);
  const list = all ? visibleBatches(courses.data) : shown;
  return (
    <section className={styles.batches} aria-labelledby={`${listId}-h`}>
      <h3 id={`${listId}-h`}>Current Batch</h3>
      <ul id={listId}>
        {list.map((b) => (
          <li
            key={b.student_course_id}
            aria-current={b.student_course_id === student.student_course_id ? 'true' : undefined}
          >
            {b.section_name}
          </li>
        ))}
      </ul>
      {seeAll && (
        <button
          type="button"
          className={styles.seeAll}
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll((v) => !v)}
        >
          {all ? 'Show less' : 'See all'}
        </button>
      )}
    </section>
  );
}

/**
 * The mobile side menu (000 §2, ≤ 991 px, behind the top bar's hamburger): avatar, name, '+91-' and the mobile number,
 * the Current Batch list (first 2, 'See all' above 2; JCF_ and M.A.T_ hidden, 000 §5), Home, Schedule, Solution,
 * My Profile, Change Password, Help & Support (each only once built), Open Feedback Form (runtime config, name and id
 * prefilled) and Logout. Free students see a lock on Schedule and Solution, which do not navigate (000 §6). A modal
 * <dialog>: focus moves in and stays in, Escape or the close button closes it and focus returns to the hamburger;
 * every target is at least 44 px.
 */
export function SideMenu({ open, onClose, student, fallbackName, onLogout }: SideMenuProps) {
  const ref = useModalDialog(open);
  const titleId = useId();
  const links = useLinks();
  const locked = student?.is_free === true;
  const name = student?.name ?? fallbackName;
  const feedback = student ? feedbackFormUrl(links.feedbackForm, student) : null;
  return (
    <dialog
      ref={ref}
      className={styles.drawer}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      {open && (
        <QueryClientProvider client={queryClient}>
          <div className={styles.panel}>
            <div className={styles.head}>
              <span className={styles.avatar} aria-hidden="true">
                {name.slice(0, 1).toUpperCase()}
              </span>
              <div>
                <h2 id={titleId} className={styles.name}>
                  {name}
                </h2>
                {student && <p className={styles.mobile}>{`${COUNTRY_PREFIX}-${student.mobile_number}`}</p>}
              </div>
              <button type="button" className={styles.close} onClick={onClose} aria-label="Close menu">
                ×
              </button>
            </div>
            {student && <Batches student={student} />}
            <nav aria-label="Menu">
              <ul className={styles.items}>
                {ITEMS.filter((item) => isScreenBuilt(item.to)).map((item) => (
                  <li key={item.to}>
                    {locked && item.locked ? (
                      <span className={styles.locked} aria-disabled="true">
                        <Lock /> {item.label}
                        <span className="cp-visually-hidden"> (locked)</span>
                      </span>
                    ) : (
                      <NavLink to={item.to} end={item.to === '/student'} onClick={onClose}>
                        {item.label}
                      </NavLink>
                    )}
                  </li>
                ))}
                {feedback && (
                  <li>
                    <a href={feedback} target="_blank" rel="noopener noreferrer" onClick={onClose}>
                      Open Feedback Form<span className="cp-visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </li>
                )}
                <li>
                  <button
                    type="button"
                    onClick={() => {
                      onClose();
                      onLogout();
                    }}
                  >
                    Logout
                  </button>
                </li>
              </ul>
            </nav>
          </div>
        </QueryClientProvider>
      )}
    </dialog>
  );
}
