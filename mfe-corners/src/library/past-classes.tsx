/** Past classes by subject (001 §2.1 'Videos and notes'; 000 §2 Class card): recordings with Replay class and Notes. */
import type { CSSProperties } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ClassItem } from '@classroom/shared/contract';
import { formatDateTime } from '@classroom/shared/format';
import { EmptyState, PageFrame } from '@classroom/shared/ui';
import { LIBRARY, MESSAGES, TITLES } from '../messages';
import { pastClassesQuery } from '../data/queries';
import { QueryView } from '../ui/query-view';
import { groupPastClasses } from './library-rules';
import styles from '../ui/library.module.css';

/** /student/pastclasses/subjects: subjects of the student's past classes (recordings by subject). */
export function PastSubjectsPage() {
  const classes = useQuery(pastClassesQuery());
  return (
    <PageFrame title={TITLES.pastClasses}>
      <QueryView query={classes}>
        {(data) => {
          const groups = groupPastClasses(data);
          if (groups.length === 0) return <EmptyState message={LIBRARY.noPast} subMessage={MESSAGES.checkBackLater} />;
          return (
            <ul className={styles.grid}>
              {groups.map((g) => (
                <li key={g.subject}>
                  <Link
                    className={styles.card}
                    to={`/student/pastclasses/chapters?subject=${encodeURIComponent(g.subject)}`}
                    style={{ '--subject-color': g.color } as CSSProperties}
                  >
                    <span className={styles.cardTitle}>{g.subject}</span>
                    <span className={styles.meta}>
                      {g.chapters.length} {MESSAGES.chapters.toLowerCase()} ·{' '}
                      {LIBRARY.classesCount(g.chapters.reduce((n, c) => n + c.classes.length, 0))}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryView>
    </PageFrame>
  );
}

/** /student/pastclasses/chapters?subject=: a subject's past classes by chapter with Replay class and Notes (000 §2 Class card). */
export function PastChaptersPage() {
  const [params] = useSearchParams();
  const subject = params.get('subject');
  const classes = useQuery(pastClassesQuery());
  return (
    <PageFrame title={TITLES.pastClasses} back={{ to: '/student/pastclasses/subjects', label: LIBRARY.allSubjects }}>
      <QueryView query={classes}>
        {(data) => {
          const groups = groupPastClasses(data);
          const group = groups.find((g) => g.subject === subject) ?? (subject === null ? groups[0] : undefined);
          if (!group) return <EmptyState message={LIBRARY.noPast} subMessage={LIBRARY.pickSubject} />;
          return (
            <>
              <h2 className={styles.subTitle}>{group.subject}</h2>
              {group.chapters.map((c) => (
                <section key={c.chapter} className={styles.block} aria-label={c.chapter}>
                  <h3 className={styles.chapterTitle}>{c.chapter}</h3>
                  <ul className={styles.rows}>
                    {c.classes.map((k) => (
                      <PastClassRow key={k.liveclass_id} item={k} />
                    ))}
                  </ul>
                </section>
              ))}
            </>
          );
        }}
      </QueryView>
    </PageFrame>
  );
}

function PastClassRow({ item }: { item: ClassItem }) {
  return (
    <li className={styles.pdf}>
      <div className={styles.pdfText}>
        <span className={styles.pdfName}>{item.lecture}</span>
        <span className={styles.meta}>
          {item.faculty_name} · {formatDateTime(item.start_date)}
        </span>
      </div>
      <div className={styles.pdfActions}>
        {item.replay_url ? (
          <a className="cp-button cp-button--primary" href={item.replay_url} target="_blank" rel="noopener noreferrer">
            {LIBRARY.replay}
            <span className="cp-visually-hidden">
              {' '}
              {item.lecture} {MESSAGES.opensInNewTab}
            </span>
          </a>
        ) : (
          <span className={styles.meta}>{LIBRARY.notUploaded}</span>
        )}
        {item.notes_file ? (
          <a
            className="cp-button cp-button--secondary"
            href={item.notes_file}
            target="_blank"
            rel="noopener noreferrer"
          >
            {MESSAGES.notes}
            <span className="cp-visually-hidden">
              {' '}
              {item.lecture} {MESSAGES.opensInNewTab}
            </span>
          </a>
        ) : (
          <button type="button" className="cp-button cp-button--secondary" disabled>
            {MESSAGES.notes}
          </button>
        )}
      </div>
    </li>
  );
}
