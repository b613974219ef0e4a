import { useId } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Loader, useTitle } from '@classroom/shared/ui';
import { BACK_TO_DPP_LIST, DPP_INSTRUCTIONS_TITLE, DPP_NO_STATE, RETRY, START_NOW } from '../messages';
import { readFailureText } from '../data/read-failure';
import { examInfoV2Query } from '../data/instruction-queries';
import { DPP_LIST_PATH, dppPlayerPath, readDppState } from './rules';
import styles from '../ui/instructions.module.css';
import { InstructionsAndLegend, InstructionsHeader } from '../ui/instruction-parts';

/**
 * /student/InstructionsGenericDpp (001 §2.1; state studentId, userId, token, ExamScheduleId, studentName): the DPP's
 * name, duration, rich-text instructions and the palette legend (exam info v2, which reads a DPP without starting
 * it), then Start Now → the DPP player. Opened without its state (a reload), it points back to the MPP list.
 */
export function DppInstructionsPage() {
  useTitle(DPP_INSTRUCTIONS_TITLE);
  const dpp = readDppState(useLocation().state);
  const navigate = useNavigate();
  const id = useId();
  const examId = dpp?.examId ?? 0;
  const { data, error: failure, refetch } = useQuery({ ...examInfoV2Query(examId), enabled: examId > 0 });
  const error = readFailureText(failure);

  if (failure && !error) return null;
  if (!dpp || error) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{DPP_INSTRUCTIONS_TITLE}</h1>
        <p role="alert" className="cp-alert">
          {dpp ? error : DPP_NO_STATE}
        </p>
        <div className={styles.actions}>
          {dpp && (
            <Button variant="secondary" onClick={() => void refetch()}>
              {RETRY}
            </Button>
          )}
          <Link className="cp-button cp-button--secondary" to={DPP_LIST_PATH}>
            {BACK_TO_DPP_LIST}
          </Link>
        </div>
      </div>
    );
  }
  if (!data) return <Loader />;
  const info = data.exam_info;

  return (
    <div className={styles.page}>
      <InstructionsHeader name={info.exam_name} durationMinutes={info.duration} />
      <InstructionsAndLegend id={id} html={info.exam_instructions} />
      <div className={styles.actions}>
        <Button onClick={() => navigate(dppPlayerPath(examId), { state: { studentName: dpp.studentName } })}>
          {START_NOW}
        </Button>
      </div>
    </div>
  );
}
