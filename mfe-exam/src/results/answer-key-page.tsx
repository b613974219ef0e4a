import { useLocation, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Loader, useTitle } from '@classroom/shared/ui';
import { AnswerKeyList } from '../ui/answer-key-list';
import { answerKeyQuery } from '../data/result-queries';
import { ResultMessage, resultMessage } from './result-message';
import { useRelease, type ResultRouteState } from './use-release';
import styles from '../ui/results.module.css';

/** /student/answer/{examId} (001 §2.1): each question with its math rendered, the key beside the student's answer. */
export function AnswerKeyPage() {
  useTitle('Exam Answer Keys');
  const examId = Number(useParams().examId);
  const state = useLocation().state as ResultRouteState;
  // 001 §2.2: the key is released with the result; before that only its date, and no refused call.
  const release = useRelease(examId);
  const { data, error: failure, refetch } = useQuery({ ...answerKeyQuery(examId), enabled: release.kind === 'read' });
  const message = resultMessage(release, failure);
  if (failure && !message) return null;
  if (message) {
    return <ResultMessage title={state?.exam_name ?? 'Answer key'} message={message} onRetry={() => void refetch()} />;
  }
  if (!data) return <Loader />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{data.exam_name}: answer key</h1>
      <AnswerKeyList questions={data.questions} />
    </div>
  );
}
