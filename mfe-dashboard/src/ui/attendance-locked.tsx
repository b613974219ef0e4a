import { useId } from 'react';
import { MESSAGES } from '../messages';
import { RequestCallButton } from './request-call-button';
import { AttendanceSummary } from './attendance-summary';
import overlay from './free-overlay.module.css';

/** Sample figures shown under the blur to free students (000 §2: demo content, not the student's data). */
export const SAMPLE_ATTENDANCE = {
  total_classes: 48,
  attendance_count: 42,
  online_attendance_count: 30,
  offline_attendance_count: 12,
  attendance_percentage: 87.5,
  Subjects: [
    { subject_id: 1, subject_name: 'Physics', subject_total_attendance: 16, subject_attendance: 14 },
    { subject_id: 2, subject_name: 'Chemistry', subject_total_attendance: 16, subject_attendance: 15 },
    { subject_id: 3, subject_name: 'Mathematics', subject_total_attendance: 16, subject_attendance: 13 },
  ],
};

/**
 * 000 §2 Attendance view, §6: free students see a blurred overlay 'Connect with us to unlock attendance.' with
 * 'Request a call' (request_type 'Attendance'); the sample under the blur is inert and hidden from assistive tech.
 */
export function AttendanceLocked() {
  const messageId = useId();
  return (
    <div className={overlay.wrap}>
      <div className={overlay.blurred} inert aria-hidden="true">
        <AttendanceSummary record={SAMPLE_ATTENDANCE} />
      </div>
      <div className={overlay.overlay} style={{ paddingTop: 24 }}>
        <div className={overlay.text} style={{ top: 24 }}>
          <p id={messageId} className={overlay.message}>
            {MESSAGES.attendance.locked}
          </p>
          <RequestCallButton requestType="Attendance" describedBy={messageId} />
        </div>
      </div>
    </div>
  );
}
