import { isHandledByHost } from '@classroom/shared/api';
import { memo, useDeferredValue, useEffect, type ReactNode } from 'react';
import type { StudentData } from '@classroom/shared/contract';
import { useSession } from '@classroom/shared/session';
import { Button, EmptyState, ERROR_PAGE_TEXT, Loader, useTitle, whenIdle } from '@classroom/shared/ui';
import { useStudent } from '@classroom/shared/query/student';
import { MESSAGES, ROW_NAMES } from '../messages';
import { CardRow } from './card-row/card-row';
import { ClassCard } from './class-row/class-card';
import { cornerAnchor, CornerLinks, CORNERS } from './corner-links';
import { useActiveSection } from './active-section';
import { useAfterFirstPaint } from './after-first-paint';
import { ExamCard } from './exam-row/exam-card';
import { LearningLinks, learningLinks } from './learning-links';
import { FreeOverlay } from '../ui/free-overlay';
import { allEmpty, dashboardLayout, type RowKind } from './layout';
import { MppCard } from './mpp-row/mpp-card';
import { AttendanceChip, AttendancePanel } from './attendance-panel';
import { CourseBanner } from './course-banner';
import { useDashboard, type DashboardData } from './use-dashboard';
import styles from './dashboard.module.css';
import { isScreenBuilt } from '@classroom/shared/links';
import { useLinks } from '@classroom/shared/config';
import { preloadScreens } from '../screens';

const ROW_IDS: Record<RowKind, string> = { mpp: 'dash-mpps', test: 'dash-tests', class: 'dash-classes' };

/**
 * The cards of the first row rendered before the first paint: as many as its first viewport shows at any width (one
 * and a part of the next below 600 px; 300 px cards beside the side navigation up to the 1200 px page). The rest of
 * the row follows with the parts below the fold (decision 0027).
 */
export const FIRST_VIEWPORT_CARDS = 4;

/**
 * The dashboard at /student (000 §2 Dashboard): 'Loading... please wait' until the three lists and the
 * student data are loaded, then the rows the student's kind allows (000 §2, §6).
 * The first loaded render — the loader replaced by the first viewport (`DashboardView`; the rest follows after its
 * paint) — is rendered in the update that brings the last of the data, in one pass: no background render in slices
 * that other tasks interleave with, nor a render that keeps the loader first (decision 0027).
 * A later reply (a refetch, a batch switch) replaces a loaded dashboard from deferred copies of the lists and the
 * student (`useDeferredValue`): the whole dashboard is then on screen, and React re-renders it in the background in
 * slices of a few ms, the old one staying until the new is ready (decision 0027). Errors are not deferred.
 */
export function DashboardPage() {
  useTitle(MESSAGES.dashboardTitle);
  const { student: current, error: studentError, kept } = useStudent();
  const user = useSession((s) => s.user);
  const { state: latest, retry } = useDashboard(current, kept);
  const deferredStudent = useDeferredValue(current);
  const deferred = useDeferredValue(latest);
  /** A loaded dashboard is on screen (the deferred copy is loaded): a new reply waits for its background render. */
  const replacing = latest.status === 'ready' && deferred.status === 'ready';
  const state = replacing ? deferred : latest;
  const student = replacing ? deferredStudent : current;

  if (state.status === 'handled-by-host' || (studentError && isHandledByHost(studentError))) return null;
  if (state.status === 'error' || studentError) {
    return (
      <section className={styles.page} aria-labelledby="dash-error">
        <h1 id="dash-error" className={styles.errorTitle}>
          {ERROR_PAGE_TEXT}
        </h1>
        <p role="alert">{state.status === 'error' ? state.message : studentError?.message}</p>
        <Button onClick={retry}>{MESSAGES.retry}</Button>
      </section>
    );
  }
  if (state.status === 'loading' || !student || !user) return <Loader />;
  return <DashboardView student={student} userId={user.user_id} token={user.token} data={state.data} />;
}

/**
 * The loaded dashboard; exported for tests. Its first render holds what a phone's first viewport shows (the links and
 * buttons above the banner, the banner, the attendance chip, corners placed first, the first row's first cards); the
 * rest of that row, the rows after it, the attendance panel and corners placed last are mounted after that render is
 * painted (`useAfterFirstPaint`), each an empty block of about its height until then. The first paint — the LCP, the
 * banner's heading — comes with less to render, style and lay out, and nothing above the fold moves (decision
 * 0027). The content is `aria-busy` until every part is in; nothing is announced (no live region).
 * Memoised: the background render that follows the first loaded one (its deferred copies catching up with the same
 * lists and student) renders nothing again.
 */
export const DashboardView = memo(function DashboardView({
  student,
  userId,
  token,
  data,
}: {
  student: StudentData;
  userId: number;
  token: string;
  data: DashboardData;
}) {
  const layout = dashboardLayout(student);
  const painted = useAfterFirstPaint();
  // The other screens' code, once the dashboard is on screen and the page idle (screens.ts), not on the LCP's path.
  useEffect(() => whenIdle(preloadScreens), []);
  /** Outside addresses from runtime config (000 §6 section 303's test series; hidden when unset). */
  const links = useLinks();
  /** A row's 'See all' (000 §2), only where the layout has one and the screen it opens is built. */
  const seeAll = (to: string) => (layout.seeAll && isScreenBuilt(to) ? { to } : null);
  /** A row's items: all of them once the first paint is done, the first viewport's before. */
  const firstCards = <T,>(items: T[]) => (painted ? items : items.slice(0, FIRST_VIEWPORT_CARDS));
  const launch = { studentId: student.id, userId, token, studentName: student.name };
  const rowFor = (kind: RowKind): ReactNode => {
    switch (kind) {
      case 'mpp':
        return (
          <CardRow
            key={kind}
            id={ROW_IDS.mpp}
            title={ROW_NAMES.mpp}
            seeAll={seeAll('/student/dpp-list/all')}
            cards={firstCards(data.mpps).map((mpp) => (
              <MppCard key={mpp.id} mpp={mpp} launch={launch} />
            ))}
          />
        );
      case 'test':
        return (
          <CardRow
            key={kind}
            id={ROW_IDS.test}
            title={ROW_NAMES.test}
            seeAll={layout.seeAll ? { to: '/student/objectivetest', state: { exam_type: 1 } } : null}
            cards={firstCards(data.exams).map((exam) => (
              <ExamCard key={exam.id} exam={exam} studentId={student.id} schoolId={student.school_assoc.id} />
            ))}
          />
        );
      case 'class':
        return (
          <CardRow
            key={kind}
            id={ROW_IDS.class}
            title={ROW_NAMES.class}
            seeAll={seeAll('/student/liveclass/pastliveclass')}
            cards={firstCards(data.classes).map((item) => (
              <ClassCard key={item.liveclass_id} item={item} />
            ))}
          />
        );
    }
  };
  const navItems = [
    ...layout.rows.map((kind) => ({ id: ROW_IDS[kind], label: ROW_NAMES[kind] })),
    ...CORNERS.map((corner) => ({ id: cornerAnchor(corner.id), label: corner.label })),
  ];
  const active = useActiveSection(layout.navigation ? navItems.map((item) => item.id) : [], painted);
  const empty = allEmpty({ mpps: data.mpps.length, exams: data.exams.length, classes: data.classes.length });
  const rows = empty ? (
    <EmptyState message={MESSAGES.allEmpty} subMessage={MESSAGES.allEmptySub} />
  ) : (
    layout.rows.map((kind, index) =>
      index === 0 || painted ? rowFor(kind) : <div key={kind} className={styles.pendingRow} />,
    )
  );

  const attendance =
    layout.attendance !== 'none' &&
    (painted ? (
      <AttendancePanel record={layout.attendance === 'panel' ? data.attendance : null} />
    ) : (
      <div className={styles.pendingAttendance} />
    ));

  return (
    <div className={layout.navigation ? styles.withNav : styles.page}>
      {layout.navigation && <SectionNav items={navItems} active={active} />}
      {/* Busy until the parts below the first viewport are in: assistive technology may wait for them. */}
      <div className={styles.content} aria-busy={!painted || undefined}>
        <h1 className="cp-visually-hidden">{MESSAGES.dashboardTitle}</h1>
        {layout.jeeAdvancedSeries && links.jeeAdvancedTestSeries && <SeriesLink href={links.jeeAdvancedTestSeries} />}
        {layout.learning && <LearningLinks links={learningLinks(student, links.selfLearningModule)} />}
        {data.banner && layout.corners !== 'none' && <CourseBanner banner={data.banner} />}
        {layout.attendance !== 'none' && <AttendanceChip record={data.attendance} />}
        {layout.corners === 'before' && <CornerLinks placedFirst />}
        {layout.rowsLocked ? (
          // A free student's rows and attendance sample sit under one prompt with one Request a call (000 §2, §6).
          <FreeOverlay>
            {rows}
            {attendance}
          </FreeOverlay>
        ) : (
          <>
            {rows}
            {attendance}
          </>
        )}
        {layout.corners === 'after' && (painted ? <CornerLinks /> : <div className={styles.pendingCorners} />)}
      </div>
    </div>
  );
});

/** The laptop layout's section links (000 §2), the one in view marked `aria-current="location"`. */
function SectionNav({ items, active }: { items: { id: string; label: string }[]; active: string | null }) {
  return (
    <nav className={styles.nav} aria-label="Dashboard sections">
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className={active === item.id ? styles.navActive : undefined}
              aria-current={active === item.id ? 'location' : undefined}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The JEE Advanced test series (000 §6 section 303), an outside address opened in a new tab. */
function SeriesLink({ href }: { href: string }) {
  return (
    <p>
      <a className="cp-button cp-button--primary" href={href} target="_blank" rel="noopener noreferrer">
        {MESSAGES.jeeAdvancedSeries}
        <span className="cp-visually-hidden"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
