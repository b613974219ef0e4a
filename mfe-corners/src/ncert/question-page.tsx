import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, useTitle } from '@classroom/shared/ui';
import { CORNER_TITLES, NCERT, TITLES } from '../messages';
import { ncertQuestionsQuery } from '../data/queries';
import { QueryView } from '../ui/query-view';
import { SolvedQuestion } from '../ui/solved-question';
import { loadKatex, RichText } from '@classroom/shared/math';
import { exercisePath, questionPath } from '../lib/corner-rules';
import styles from './ncert.module.css';

/**
 * 000 §2 NCERT Exercise Questions: /student/ncert/{chapterId}/{exerciseId}/question/{questionId} shows the question
 * and its worked solution (sanitised with DOMPurify, math typeset by KaTeX), previous/next within the exercise and the
 * exercise's question list; without a question id the list alone (NCERT questions call).
 */
export function NcertQuestionPage() {
  useTitle(TITLES.ncertQuestions);
  const params = useParams();
  const chapterId = Number(params.chapterId);
  const exerciseId = Number(params.exerciseId);
  const questionId = params.questionId === undefined ? null : Number(params.questionId);
  const questions = useQuery({
    ...ncertQuestionsQuery(exerciseId),
    enabled: Number.isInteger(exerciseId) && exerciseId > 0,
  });
  useEffect(() => void loadKatex().catch(() => undefined), []);
  if (!Number.isInteger(exerciseId) || exerciseId <= 0 || !Number.isInteger(chapterId)) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{TITLES.ncertQuestions}</h1>
        <EmptyState message={NCERT.notFound} subMessage={NCERT.notFoundSub} />
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="ncert-title">
      <nav aria-label={NCERT.breadcrumb} className={styles.crumbs}>
        <Link to="/student/ncert">{CORNER_TITLES.ncert}</Link>
      </nav>
      <h1 id="ncert-title" className={styles.title}>
        {TITLES.ncertQuestions}
      </h1>
      <QueryView query={questions}>
        {(list) => {
          if (list.length === 0) return <EmptyState message={NCERT.empty} subMessage={NCERT.emptySub} />;
          const index = questionId === null ? -1 : list.findIndex((q) => q.question_id === questionId);
          const current = list[index];
          const prev = index > 0 ? list[index - 1] : undefined;
          const next = index >= 0 && index < list.length - 1 ? list[index + 1] : undefined;
          return (
            <div className={styles.layout}>
              <div className={styles.main}>
                {questionId === null ? (
                  <p className={styles.lead}>{NCERT.pick(list.length)}</p>
                ) : !current ? (
                  <EmptyState message={NCERT.questionNotFound} subMessage={NCERT.pickOther} />
                ) : (
                  <SolvedQuestion
                    headingId="question-heading"
                    heading={NCERT.questionN(current.question_sno, list.length)}
                    headingClass={styles.qTitle}
                    question={current.question}
                    solution={current.solution}
                    texts={NCERT}
                    prev={prev && { to: questionPath(chapterId, exerciseId, prev.question_id) }}
                    next={next && { to: questionPath(chapterId, exerciseId, next.question_id) }}
                  />
                )}
              </div>
              <aside className={styles.side} aria-labelledby="ncert-list-title">
                <h2 id="ncert-list-title" className={styles.sideTitle}>
                  <Link to={exercisePath(chapterId, exerciseId)}>{NCERT.listTitle}</Link>
                </h2>
                <ol className={styles.list}>
                  {list.map((q) => (
                    <li key={q.question_id}>
                      <Link
                        className={styles.item}
                        to={questionPath(chapterId, exerciseId, q.question_id)}
                        aria-current={q.question_id === questionId ? 'page' : undefined}
                      >
                        <span className={styles.sno}>{NCERT.qShort(q.question_sno)}</span>
                        <RichText className={styles.preview} html={q.question} />
                      </Link>
                    </li>
                  ))}
                </ol>
              </aside>
            </div>
          );
        }}
      </QueryView>
    </section>
  );
}
