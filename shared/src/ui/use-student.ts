import { useEffect, useState } from 'react';
import { call } from '../api';
import type { StudentData } from '../contract';
import { sessionStore, useSession } from '../session';

let inFlight: Promise<StudentData> | null = null;

/** Loads the signed-in student's data once (get-student-details2) and keeps it in the session store. */
export function loadStudent(): Promise<StudentData> {
  const { user, student } = sessionStore.getState();
  if (student) return Promise.resolve(student);
  if (!user) return Promise.reject(new Error('Not signed in'));
  inFlight ??= call('studentDetails', { query: { username: user.username } })
    .then(({ student_data }) => {
      sessionStore.getState().setStudent(student_data);
      return student_data;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** React hook: the student data (loading it if needed) and the load error, if any. */
export function useStudent(): { student: StudentData | null; error: Error | null } {
  const student = useSession((s) => s.student);
  const user = useSession((s) => s.user);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    if (!student && user) loadStudent().catch((err: Error) => setError(err));
  }, [student, user]);
  return { student, error };
}
