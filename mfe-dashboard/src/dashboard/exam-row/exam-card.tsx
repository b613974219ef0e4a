import { Link } from 'react-router-dom';
import type { DashboardExam } from '@classroom/shared/contract';
import { formatDateTime } from '@classroom/shared/format';
import { Button } from '@classroom/shared/ui';
import card from '../card-row/card.module.css';
import { MESSAGES } from '../../messages';
import { summariseList } from '../card-row/tags';
import { durationText, examAction, type ExamAction } from './exam-action';

/**
 * 000 §2 Test (exam) card: exam name, subjects, chapters, start and end, duration (minutes), maximum
 * marks, and the status-dependent action of 000 §4 / 001 §4.7.
 */
export function ExamCard({ exam, studentId, schoolId }: { exam: DashboardExam; studentId: number; schoolId: number }) {
  const action = examAction(exam, { studentId, schoolId });
  const headingId = `exam-${exam.id}-name`;
  return (
    <article className={card.card} aria-labelledby={headingId}>
      {'activeTag' in action && <span className={card.activeTag}>{MESSAGES.exam.active}</span>}
      <h3 id={headingId} className={card.name}>
        {exam.exam_name}
      </h3>
      {exam.subjects.length > 0 && <p className={card.status}>{exam.subjects.map((s) => s.name).join(', ')}</p>}
      {exam.chapters.length > 0 && <p className={card.meta}>{summariseList(exam.chapters.map((c) => c.name))}</p>}
      <dl className={card.facts}>
        <dt>Starts</dt>
        <dd>{formatDateTime(exam.exam_start_on)}</dd>
        <dt>Ends</dt>
        <dd>{formatDateTime(exam.exam_end_on)}</dd>
        <dt>Duration</dt>
        <dd>{durationText(exam.exam_duration)}</dd>
        <dt>Max marks</dt>
        <dd>{exam.max_exam_marks}</dd>
      </dl>
      <div className={card.actions}>
        <ExamActionView action={action} examName={exam.exam_name} />
      </div>
    </article>
  );
}

function ExamActionView({ action, examName }: { action: ExamAction; examName: string }) {
  const hidden = <span className="cp-visually-hidden"> {examName}</span>;
  switch (action.kind) {
    case 'disabled':
      return <Button disabled>{action.label}</Button>;
    case 'start':
    case 'continue':
      return (
        <Link
          className={`cp-button ${action.kind === 'continue' ? card.warning : 'cp-button--primary'} ${card.action}`}
          to={action.to}
          state={action.state}
        >
          {action.label}
          {hidden}
        </Link>
      );
    case 'practice':
      return (
        <>
          <p className={card.info}>{action.note}</p>
          <Link className={`cp-button cp-button--secondary ${card.action}`} to={action.to} state={action.state}>
            {action.label}
            {hidden}
          </Link>
        </>
      );
    case 'result':
      return (
        <Link className={`cp-button cp-button--secondary ${card.action}`} to={action.to} state={action.state}>
          {action.label}
          {hidden}
        </Link>
      );
    case 'text':
      return <p className={card.info}>{action.label}</p>;
    case 'download':
      return (
        <a
          className={`cp-button cp-button--secondary ${card.action}`}
          href={action.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {action.label}
          <span className="cp-visually-hidden"> (opens in a new tab)</span>
        </a>
      );
    case 'none':
      return null;
  }
}
