/**
 * The lists the library's screens share (001 §2.1 'Videos and notes'), each screen in the shared PageFrame:
 * the subject grid and a subject's chapter list. Screens take their subject and chapter from the query string
 * (?subject=, ?type=&chapter=) so a reload or a shared link opens the same screen; without them they offer the step
 * before.
 */
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import type { call } from '@classroom/shared/api';
import { EmptyState } from '@classroom/shared/ui';
import { CORNER_TITLES, LIBRARY, MESSAGES } from '../messages';
import styles from './library.module.css';

/** The subject → chapter tree of the video-lectures and notes calls (001 §7). */
export type Tree = Awaited<ReturnType<typeof call<'videoLectures'>>>;

/** The subjects as cards, each with its chapter count and `countLabel` of its items; an empty state when none. */
export function SubjectGrid({
  tree,
  to,
  countLabel,
}: {
  tree: Tree;
  to: (subjectId: number) => string;
  countLabel: (n: number) => string;
}) {
  if (tree.length === 0) return <EmptyState message={LIBRARY.emptySubjects} subMessage={MESSAGES.checkBackLater} />;
  return (
    <ul className={styles.grid}>
      {tree.map((s) => (
        <li key={s.subject_id}>
          <Link
            className={styles.card}
            to={to(s.subject_id)}
            style={{ '--subject-color': s.primary_color } as CSSProperties}
          >
            <span className={styles.cardTitle}>{s.subject_name}</span>
            <span className={styles.meta}>
              {s.chapters.length} {MESSAGES.chapters.toLowerCase()} ·{' '}
              {countLabel(s.chapters.reduce((n, c) => n + c.count, 0))}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One subject's chapters as rows (the `current` one marked), or an empty state for an unknown subject. */
export function ChapterList({
  tree,
  subjectId,
  to,
  countLabel,
  current,
}: {
  tree: Tree;
  subjectId: number;
  to: (c: Tree[number]['chapters'][number]) => string;
  countLabel: (n: number) => string;
  current?: number | null;
}) {
  const subject = tree.find((s) => s.subject_id === subjectId);
  if (!subject) return <EmptyState message={LIBRARY.subjectNotFound} subMessage={LIBRARY.pickSubject} />;
  return (
    <>
      <h2 className={styles.subTitle}>{subject.subject_name}</h2>
      <ul className={styles.rows}>
        {subject.chapters.map((c) => (
          <li key={c.chapter_id}>
            <Link className={styles.row} to={to(c)} aria-current={c.chapter_id === current ? 'page' : undefined}>
              <span className={styles.rowTitle}>{c.chapter_name}</span>
              <span className={styles.meta}>
                {CORNER_TITLES[c.corner_type]} · {c.class_name} · {countLabel(c.count)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
