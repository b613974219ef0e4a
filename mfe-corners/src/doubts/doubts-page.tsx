/**
 * The frame of the doubts and solutions screens (000 §7 doubt calls; 001 §2.1 'Doubts'): the h1, the tab row (Search,
 * Browse, Ask, My doubts) and the content, all behind SolutionsGate (000 §6); with the helpers the screens share.
 */
import { useEffect, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { PageFrame } from '@classroom/shared/ui';
import { loadKatex, RichText } from '@classroom/shared/math';
import { DOUBTS } from '../messages';
import { SolutionsGate } from './gate';
import styles from './doubts.module.css';

/** Plain text of rich text, for lists. */
export function plain(html: string, max = 140): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A doubts screen: the h1 `title` (also the document title), the tab row and the content, behind SolutionsGate. */
export function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageFrame title={title}>
      <SolutionsGate>
        <nav
          aria-label={DOUBTS.nav}
          className={`cp-scroll-row ${styles.tabs}`}
          // A tab reached by Tab is shown whole (the browser leaves a half-shown one where it is).
          onFocus={(e) => (e.target as HTMLElement).scrollIntoView({ block: 'nearest', inline: 'nearest' })}
        >
          <NavLink to="/student/doubtmodule/searchquestion">{DOUBTS.search}</NavLink>
          <NavLink to="/student/chapterlist">{DOUBTS.browse}</NavLink>
          <NavLink to="/student/uploaddoubt">{DOUBTS.ask}</NavLink>
          <NavLink to="/student/pendingdoubts">{DOUBTS.myDoubts}</NavLink>
        </nav>
        {children}
      </SolutionsGate>
    </PageFrame>
  );
}

/** A list of solution-bank questions linking to their solution; math in the preview is typeset. */
export function QuestionRows({
  items,
}: {
  items: { question_id: number; question: string; subject_name: string; chapter_name: string }[];
}) {
  useEffect(() => void loadKatex().catch(() => undefined), []);
  return (
    <ul className={styles.rows}>
      {items.map((q) => (
        <li key={q.question_id}>
          <Link className={styles.row} to={`/student/questiondetails?question=${q.question_id}`}>
            <RichText className={styles.rowText} html={q.question} />
            <span className={styles.meta}>
              {q.subject_name} · {q.chapter_name}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
