/** Browsing the solution bank (001 §2.1 chapterlist, questionlist): subject → chapter → its questions. */
import type { CSSProperties } from 'react';
import { Link, NavLink, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@classroom/shared/ui';
import { DOUBTS, MESSAGES, TITLES } from '../messages';
import { doubtChaptersQuery, doubtQuestionsQuery } from '../data/queries';
import { QueryView } from '../ui/query-view';
import { num } from '../ui/search-params';
import { Page, QuestionRows } from './doubts-page';
import styles from './doubts.module.css';

/** /student/chapterlist?subject=: the solution bank's chapters by subject. */
export function ChapterListPage() {
  const [params] = useSearchParams();
  const subjectId = num(params.get('subject'));
  const tree = useQuery(doubtChaptersQuery());
  return (
    <Page title={TITLES.solutions}>
      <QueryView query={tree}>
        {(data) => {
          const subjects = subjectId === null ? data : data.filter((s) => s.subject_id === subjectId);
          if (subjects.length === 0)
            return <EmptyState message={DOUBTS.noChapters} subMessage={MESSAGES.checkBackLater} />;
          return subjects.map((s) => (
            <section
              key={s.subject_id}
              className={styles.subject}
              style={{ '--subject-color': s.primary_color } as CSSProperties}
              aria-labelledby={`subject-${s.subject_id}`}
            >
              <h2 id={`subject-${s.subject_id}`} className={styles.subTitle}>
                {s.subject_name}
              </h2>
              <ul className={styles.chapterGrid}>
                {s.chapters.map((c) => (
                  <li key={c.chapter_id}>
                    <Link className={styles.row} to={`/student/questionlist?chapter=${c.chapter_id}`}>
                      <span className={styles.rowTitle}>{c.chapter_name}</span>
                      <span className={styles.meta}>
                        {DOUBTS.classN(c.class_name)} · {DOUBTS.questionsCount(c.num_questions)}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ));
        }}
      </QueryView>
    </Page>
  );
}

/** /student/questionlist?chapter=: the questions of one solution-bank chapter. */
export function QuestionListPage() {
  const [params] = useSearchParams();
  const chapterId = num(params.get('chapter'));
  const questions = useQuery({ ...doubtQuestionsQuery(chapterId ?? 0), enabled: chapterId !== null });
  return (
    <Page title={TITLES.solutions}>
      {chapterId === null ? (
        <>
          <EmptyState message={DOUBTS.noChapterChosen} subMessage={DOUBTS.pickChapter} />
          <p className={styles.hint}>
            <NavLink to="/student/chapterlist">{DOUBTS.browse}</NavLink>
          </p>
        </>
      ) : (
        <QueryView query={questions}>
          {(items) =>
            items.length === 0 ? (
              <EmptyState message={DOUBTS.noQuestions} subMessage={MESSAGES.checkBackLater} />
            ) : (
              <>
                <h2 className={styles.subTitle}>
                  {items[0]!.subject_name} · {items[0]!.chapter_name}
                </h2>
                <QuestionRows items={items} />
              </>
            )
          }
        </QueryView>
      )}
    </Page>
  );
}
