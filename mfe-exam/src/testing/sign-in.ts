/** Test-only: a signed-in student for a page's test, without loading any page's code (the player's is lazy). */
import { queryClient } from '@classroom/shared/query';
import { sessionStore } from '@classroom/shared/session';
import type { StudentData } from '@classroom/shared/contract';

/** Signs `student` in for a test: Aarav's login record with a 24-character token, and a fresh query cache. */
export function signInForTest(student: StudentData) {
  queryClient.clear(); // each render reads the exam info afresh (the page's one cache outlives a test)
  sessionStore.setState({
    user: {
      token: 't'.repeat(24),
      user_id: 1,
      username: '9876543210',
      user_display_name: 'Aarav',
      permission: 'student',
    },
    student,
  });
}

/** The student the exam's tests sign in: Aarav, student 42, of school 1. */
export const testStudent = {
  id: 42,
  name: 'Aarav Sharma',
  school_assoc: { id: 1, school_name: 'X' },
} as unknown as StudentData;
