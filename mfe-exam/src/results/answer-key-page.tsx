import { useLocation, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Loader, useTitle } from '@classroom/shared/ui';
import { RETRY } from '../messages';
import { AnswerKeyList } from './answer-key-list';
import { readFailureText } from '../data/read-failure';
import { answerKeyQuery } from './queries';
import styles from './results.module.css';

/** /student/answer/{examId} (001 §2.1): each question with its math rendered, the key beside the student's answer. */
export function AnswerKeyPage() {
  useTitle('Exam Answer Keys');
  const examId = Number(useParams().examId);
  const state = useLocation().state as { exam_name?: string } | null;
  const { data, error: failure, refetch } = useQuery(answerKeyQuery(examId));
  const error = readFailureText(failure);
  if (failure && !error) return null;
  if (error) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{state?.exam_name ?? 'Answer key'}</h1>
        <p role="alert" className="cp-alert">
          {error}
        </p>
        <Button onClick={() => void refetch()}>{RETRY}</Button>
      </div>
    );
  }
  if (!data) return <Loader />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{data.exam_name}: answer key</h1>
      <AnswerKeyList questions={data.questions} />
    </div>
  );
}
