import { useState, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ClassItem } from '@classroom/shared/contract';
import { formatDateTime } from '@classroom/shared/format';
import { isScreenBuilt } from '@classroom/shared/links';
import { Button, EmptyState, Loader, useTitle, VIDEO_NEEDS_CONNECTION_TEXT, WhenOffline } from '@classroom/shared/ui';
import { useStudent } from '@classroom/shared/query/student';
import { classesQuery } from '../data/queries';
import { FreeOverlay } from '../ui/free-overlay';
import { QueryError } from '../data/query-error';
import { MESSAGES } from '../messages';
import { isLiveNow } from '../lib/live-now';
import {
  applyFilter,
  EMBED_ALLOW,
  EMBED_SANDBOX,
  filterOptions,
  pageOf,
  pastClasses,
  replaySource,
  upcomingClasses,
} from './class-list';
import { ClassAssignments } from './class-assignments';
import { JoinButton } from '../ui/join-button';
import styles from './classes.module.css';

const t = MESSAGES.classes;
export const PAST_PATH = '/student/liveclass/pastliveclass';
export const UPCOMING_PATH = '/student/liveclass/upcomingliveclass';

/**
 * /student/liveclass/pastliveclass ('Past Classes') and /student/liveclass/upcomingliveclass ('Live Classes') (000 §2;
 *): every class of the student's batches, 10 a page, with subject and chapter filters. Past classes offer
 * 'Replay class' (an .mp4 in <video>, other hosts as a sandboxed embed, 000 §9) and Notes, or 'Not Uploaded'; upcoming
 * ones Join while live (start-live-class, 000 §8) or 'Offline class'. Every class opens its chapter's assignments
 * (live-class-assignments, 000 §7 address list). Free students see the unlock prompt (000 §6).
 */
export function ClassesPage({ kind }: { kind: 'past' | 'upcoming' }) {
  const title = kind === 'past' ? t.pastTitle : t.upcomingTitle;
  useTitle(title);
  const { student } = useStudent();
  const classes = useQuery({ ...classesQuery(), enabled: student !== null && !student.is_free });
  const [filter, setFilter] = useState({ subject: '', chapter: '' });
  const [page, setPage] = useState(1);
  const other = kind === 'past' ? { to: UPCOMING_PATH, label: t.upcomingLink } : { to: PAST_PATH, label: t.pastLink };

  const head = (
    <div className={styles.head}>
      <h1 id="classes-title">{title}</h1>
      {isScreenBuilt(other.to) && <Link to={other.to}>{other.label}</Link>}
    </div>
  );
  if (student?.is_free) {
    return (
      <section className={styles.page} aria-labelledby="classes-title">
        {head}
        <FreeOverlay requestType="Classes">
          <p style={{ minHeight: 240 }}>{t.empty}</p>
        </FreeOverlay>
      </section>
    );
  }
  if (classes.isError)
    return <QueryError error={classes.error} onRetry={() => void classes.refetch()} className={styles.page} />;
  if (!classes.data) return <Loader />;
  const now = new Date();
  const all = kind === 'past' ? pastClasses(classes.data) : upcomingClasses(classes.data, now);
  const options = filterOptions(all, filter.subject);
  const shown = pageOf(applyFilter(all, filter), page);
  const choose = (next: { subject: string; chapter: string }) => {
    setFilter(next);
    setPage(1);
  };
  return (
    <section className={styles.page} aria-labelledby="classes-title">
      {head}
      <div className={styles.filters}>
        <div className={`cp-field ${styles.field}`}>
          <label htmlFor="classes-subject">{t.subject}</label>
          <select
            id="classes-subject"
            value={filter.subject}
            onChange={(e) => choose({ subject: e.target.value, chapter: '' })}
          >
            <option value="">{t.allSubjects}</option>
            {options.subjects.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div className={`cp-field ${styles.field}`}>
          <label htmlFor="classes-chapter">{t.chapter}</label>
          <select
            id="classes-chapter"
            value={filter.chapter}
            onChange={(e) => choose({ ...filter, chapter: e.target.value })}
          >
            <option value="">{t.allChapters}</option>
            {options.chapters.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      </div>
      {shown.items.length === 0 ? (
        <EmptyState message={t.empty} subMessage={t.emptySub} />
      ) : (
        <ul className={styles.list} aria-label={title}>
          {shown.items.map((c) => (
            <ClassEntry key={c.liveclass_id} item={c} now={now} />
          ))}
        </ul>
      )}
      <nav className={styles.pager} aria-label="Pages">
        <Button variant="secondary" disabled={shown.page <= 1} onClick={() => setPage(shown.page - 1)}>
          {t.previous}
        </Button>
        <span className="cp-tabular" aria-live="polite">
          {t.page(shown.page, shown.pages)}
        </span>
        <Button variant="secondary" disabled={shown.page >= shown.pages} onClick={() => setPage(shown.page + 1)}>
          {t.next}
        </Button>
      </nav>
    </section>
  );
}

/** One class of a list: subject, lecture, chapter, faculty, IST-formatted start and end, and its actions. */
function ClassEntry({ item, now }: { item: ClassItem; now: Date }) {
  const [playing, setPlaying] = useState(false);
  const replay = replaySource(item.replay_url);
  const headingId = `class-entry-${item.liveclass_id}`;
  return (
    <li
      className={styles.item}
      style={{ '--subject-color': item.primary_color } as CSSProperties}
      aria-labelledby={headingId}
      data-testid="class-entry"
    >
      <p className={styles.subject}>{item.subject_name}</p>
      <h2 id={headingId}>{item.lecture}</h2>
      <p className={styles.meta}>
        {item.chapter_name} · {item.faculty_name}
      </p>
      <p className={styles.meta}>
        <time dateTime={item.start_date}>{formatDateTime(item.start_date)}</time> –{' '}
        <time dateTime={item.end_date}>{formatDateTime(item.end_date)}</time>
      </p>
      {item.type === 'past' && replay.kind === 'missing' && (
        <p className={styles.info}>{MESSAGES.classCard.notUploaded}</p>
      )}
      {item.class_type === 'offline' && <p className={styles.info}>{MESSAGES.classCard.offline}</p>}
      <div className={styles.actions}>
        {item.type === 'past' && (
          <>
            <Button
              disabled={replay.kind === 'missing'}
              aria-expanded={replay.kind === 'missing' ? undefined : playing}
              onClick={() => setPlaying((p) => !p)}
            >
              {playing ? t.closeReplay : MESSAGES.classCard.replay}
              <span className="cp-visually-hidden">: {item.lecture}</span>
            </Button>
            {item.notes_file ? (
              <a
                className="cp-button cp-button--secondary"
                href={item.notes_file}
                target="_blank"
                rel="noopener noreferrer"
              >
                {MESSAGES.classCard.notes}
                <span className="cp-visually-hidden">: {item.lecture} (opens in a new tab)</span>
              </a>
            ) : (
              <Button variant="secondary" disabled>
                {MESSAGES.classCard.notes}
              </Button>
            )}
          </>
        )}
        {item.type === 'live' && isLiveNow(item, now) && (
          <JoinButton liveClassId={item.liveclass_id} name={item.lecture} />
        )}
        <ClassAssignments liveClassId={item.liveclass_id} lecture={item.lecture} />
      </div>
      {playing && replay.kind !== 'missing' && (
        <div className={styles.player} data-testid="replay-player">
          <WhenOffline what={VIDEO_NEEDS_CONNECTION_TEXT} />
          {replay.kind === 'mp4' ? (
            <video src={replay.src} controls preload="metadata" aria-label={`Replay: ${item.lecture}`} />
          ) : (
            <iframe
              src={replay.src}
              title={`Replay: ${item.lecture}`}
              sandbox={EMBED_SANDBOX}
              allow={EMBED_ALLOW}
              referrerPolicy="strict-origin-when-cross-origin"
              loading="lazy"
            />
          )}
        </div>
      )}
    </li>
  );
}
