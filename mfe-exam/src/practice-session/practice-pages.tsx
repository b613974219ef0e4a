/**
 * Practice sessions (001 §2.1 adaptive, practice-session, session-report/{session_id}; 000 §2
 * 'Practice (New)'). The picker (subject, then one chapter or all), the session — one question at a time, immediate
 * feedback with the key and the solution (math through RichText), the next question at the level the server's rule
 * chose — and the report. The running session lives in the URL (?session_id=), so a reload resumes it.
 */
import { useLocation } from 'react-router-dom';
import { PracticePicker } from './practice-picker';
import { PracticeSession } from './practice-session';
import { sessionIdFrom } from './rules';

export { SessionReportPage } from './session-report-page';

/** /student/adaptive and /student/practice-session: the picker, or the running session when ?session_id= is set. */
export function PracticePage() {
  const sessionId = sessionIdFrom(useLocation().search);
  return sessionId === null ? <PracticePicker /> : <PracticeSession sessionId={sessionId} />;
}
