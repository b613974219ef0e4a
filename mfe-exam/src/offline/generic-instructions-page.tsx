import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError, call, isHandledByHost, NETWORK_UNSTABLE_TEXT } from '@classroom/shared/api';
import type { ExamInfo } from '@classroom/shared/contract';
import { useSession } from '@classroom/shared/session';
import { Button, Dialog, Loader, useTitle } from '@classroom/shared/ui';
import { useStudent } from '@classroom/shared/query/student';
import { loadKatex, RichText } from '@classroom/shared/math';
import {
  DOWNLOAD_FAILED,
  ERROR_TITLE,
  EXAM_TIME_IS_OVER,
  SERVER_EXAM_TIME_OVER,
  NEXT,
  OK,
  POPULATING_QUESTIONS,
  START_NOW,
  YOU_CAN_START,
} from '../messages';
import { estimateOffset, monotonicEpochMs } from '../lib/offline/clock';
import { downloadAllQuestions } from './download';
import { readFailureText } from '../data/read-failure';
import { examInfoQuery } from '../data/instruction-queries';
import { askPersistence, ExamStore } from '../lib/offline/store';
import styles from '../ui/instructions.module.css';
import { loadOfflineExamPage } from './load-offline-exam-page';
import { InstructionsAndLegend, InstructionsHeader } from '../ui/instruction-parts';
import { ReadFailure } from '../data/read-failure-view';

/**
 * The dialog text of a failed download (001 §4.5), or null for a failure the host speaks for (401, 1007: 000 §4, §8):
 * the connection text, 'Exam time is over' when the server says the window has closed, else the download failure.
 */
function downloadFailureText(error: unknown): string | null {
  if (!error || isHandledByHost(error)) return null;
  if (error instanceof ApiError && error.kind === 'network') return NETWORK_UNSTABLE_TEXT;
  if (error instanceof ApiError && error.message === SERVER_EXAM_TIME_OVER) return EXAM_TIME_IS_OVER;
  return DOWNLOAD_FAILED;
}

/**
 * Next (001 §4.5): starts the attempt, downloads every question (`onPercent` from 0 to 100) and keeps the exam, the
 * questions and the start on the device store. Throws what the start or the download threw.
 */
async function prepareOnDevice(
  examId: number,
  { info, userId, studentId }: { info: ExamInfo; userId: number; studentId: number },
  onPercent: (percent: number) => void,
): Promise<void> {
  void askPersistence();
  // The server hands out questions only for a started attempt (001 §7 start exam v2), so start first.
  const sentAt = monotonicEpochMs();
  const started = await call('startExamV2', { params: { examId }, body: { student_id: studentId } });
  const start = {
    examEndOn: started.exam_end_on,
    offsetMs: estimateOffset(started.current_time, sentAt, monotonicEpochMs()),
  };
  const reply = await downloadAllQuestions(examId, onPercent);
  const store = await ExamStore.open(examId, userId);
  const sections = info.exam_subjects.flatMap((s) => s.exam_section_subject_list);
  await store.saveDownload(
    { info, sections, studentId: reply.student_id },
    reply.section_questions,
    reply.question_status_list,
  );
  await store.saveStart(start);
  store.close();
}

/**
 * /student/generic/{examId}/instructions (001 §2.3 generic instructions; §4.5): the exam's rich-text
 * instructions (sanitised), the palette legend and each section's instructions. Next downloads every question
 * into the device store with a percentage and 'Populating questions for you...'; then 'You can start your
 * test now' and Start Now. The service worker is registered here so the exam screen works offline.
 */
export function GenericInstructionsPage() {
  useTitle('Instructions');
  const examId = Number(useParams().examId);
  const navigate = useNavigate();
  const { student } = useStudent();
  const userId = useSession((s) => s.user?.user_id);
  const query = useQuery({ ...examInfoQuery(examId, student?.id ?? 0), enabled: !!student });
  const info = query.data;
  const error = readFailureText(query.error);
  // The exam screen and KaTeX are chunks of their own: fetch them now, online, so the service worker has them for
  // an offline reload of the exam (001 §4.5).
  useEffect(() => {
    void loadOfflineExamPage().catch(() => undefined);
    void loadKatex().catch(() => undefined);
  }, []);
  const [percent, setPercent] = useState(0);
  const startRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  // Next: start the attempt, download every question and keep both on the device (001 §4.5).
  const prepare = useMutation({
    mutationFn: (who: { info: ExamInfo; userId: number; studentId: number }) => {
      setPercent(0);
      return prepareOnDevice(examId, who, setPercent);
    },
  });
  const downloading = prepare.isPending;
  const ready = prepare.isSuccess;
  const failure = downloadFailureText(prepare.error);

  useEffect(() => {
    if (ready) startRef.current?.focus();
  }, [ready]);

  const download = () => {
    if (!info || !userId || !student || downloading) return;
    prepare.mutate({ info, userId, studentId: student.id });
  };

  if (query.error && !error) return null;
  if (error) return <ReadFailure className={styles.page} message={error} onRetry={() => void query.refetch()} />;
  if (!info) return <Loader />;
  const sections = info.exam_subjects.flatMap((s) =>
    s.exam_section_subject_list.map((sec) => ({ ...sec, subject: s.subject_name })),
  );

  return (
    <div className={styles.page}>
      <InstructionsHeader name={info.exam_name} durationMinutes={info.duration} practice={info.practice} />
      <InstructionsAndLegend id={id} html={info.exam_instructions} />
      <SectionInstructions id={id} sections={sections} />
      <div className={styles.actions} aria-live="polite">
        {downloading && (
          <div className={styles.progress}>
            <p>{POPULATING_QUESTIONS}</p>
            <progress max={100} value={percent} aria-label="Download progress" />
            <span className="cp-tabular">{percent}%</span>
          </div>
        )}
        {ready ? (
          <>
            <p className={styles.ready}>{YOU_CAN_START}</p>
            <button
              ref={startRef}
              type="button"
              className="cp-button cp-button--primary"
              onClick={() => navigate(`/student/generic/${examId}/exam`, { replace: true })}
            >
              {START_NOW}
            </button>
          </>
        ) : (
          <Button disabled={!userId} busy={downloading} onClick={download}>
            {NEXT}
          </Button>
        )}
      </div>
      <Dialog
        open={failure !== null}
        title={ERROR_TITLE}
        onDismiss={() => prepare.reset()}
        actions={<Button onClick={() => prepare.reset()}>{OK}</Button>}
      >
        <p>{failure ?? ''}</p>
      </Dialog>
    </div>
  );
}

/** Each section's own instructions under its subject and name; nothing when no section has any. */
function SectionInstructions({
  id,
  sections,
}: {
  id: string;
  sections: { id: number; subject: string; section_name: string; section_instructions: string }[];
}) {
  if (!sections.some((s) => s.section_instructions)) return null;
  return (
    <section className={styles.card} aria-labelledby={`${id}-sec`}>
      <h2 id={`${id}-sec`} className={styles.h2}>
        Section instructions
      </h2>
      {sections.map((s) =>
        s.section_instructions ? (
          <div key={s.id}>
            <h3 className={styles.h3}>
              {s.subject} · {s.section_name}
            </h3>
            <RichText className={styles.rich} html={s.section_instructions} />
          </div>
        ) : null,
      )}
    </section>
  );
}
