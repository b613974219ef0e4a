/** One solution-bank question with its worked solution (001 §2.1 questiondetails). */
import { useEffect } from 'react';
import { Link, NavLink, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@classroom/shared/ui';
import { loadKatex } from '@classroom/shared/math';
import { DOUBTS, TITLES } from '../messages';
import { solutionQuery } from '../data/queries';
import { QueryView } from '../ui/query-view';
import { SolvedQuestion } from '../ui/solved-question';
import { num } from '../ui/search-params';
import { Page } from './doubts-page';
import styles from './doubts.module.css';

const detailsPath = (questionId: number) => `/student/questiondetails?question=${questionId}`;

/** /student/questiondetails?question=: one question with its worked solution (KaTeX, DOMPurify), previous/next. */
export function QuestionDetailsPage() {
  const [params] = useSearchParams();
  const questionId = num(params.get('question'));
  const solution = useQuery({ ...solutionQuery(questionId ?? 0), enabled: questionId !== null });
  useEffect(() => void loadKatex().catch(() => undefined), []);
  return (
    <Page title={TITLES.solutions}>
      {questionId === null ? (
        <>
          <EmptyState message={DOUBTS.noQuestionChosen} subMessage={DOUBTS.pickQuestion} />
          <p className={styles.hint}>
            <NavLink to="/student/doubtmodule/searchquestion">{DOUBTS.search}</NavLink>
          </p>
        </>
      ) : (
        <QueryView query={solution}>
          {(q) => (
            <SolvedQuestion
              headingId="solution-question"
              heading={DOUBTS.question}
              headingClass={styles.qTitle}
              question={q.question}
              solution={q.solution}
              texts={DOUBTS}
              prev={q.prev_question_id ? { to: detailsPath(q.prev_question_id) } : undefined}
              next={q.next_question_id ? { to: detailsPath(q.next_question_id) } : undefined}
              before={
                <p className={styles.meta}>
                  <Link to={`/student/questionlist?chapter=${q.chapter_id}`}>
                    {q.subject_name} · {q.chapter_name}
                  </Link>
                </p>
              }
              after={
                <p className={styles.hint}>
                  {DOUBTS.stillStuck} <Link to="/student/uploaddoubt">{DOUBTS.ask}</Link>
                </p>
              }
            />
          )}
        </QueryView>
      )}
    </Page>
  );
}
