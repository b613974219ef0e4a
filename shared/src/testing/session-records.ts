/**
 * Test-data factories for the signed-in student (bulletproof-react style): a valid login record and student record of
 * the contract (000 §3), each field overridable. Every app's tests sign the same demo student in with them.
 */
import type { LoginRecord, StudentData } from '@classroom/shared/contract';

export const makeUser = (over: Partial<LoginRecord> = {}): LoginRecord => ({
  token: 'tok_0123456789abcdefghij',
  user_id: 34,
  username: '9876543210',
  user_display_name: 'Aarav Sharma',
  permission: 'student',
  ...over,
});

export const makeStudent = (over: Partial<StudentData> = {}): StudentData => ({
  id: 12,
  name: 'Aarav Sharma',
  email: 'aarav@example.com',
  mobile_number: '9876543210',
  profile_pic: null,
  is_free: false,
  student_course_id: 1,
  school_assoc: { id: 1, school_name: 'Main Campus' },
  section_assoc: { id: 10, section_name: 'JEE 2027 A', class_name: '12' },
  enable_learning_module: false,
  switch_class: false,
  user_assoc: 34,
  fee_pending: 0,
  date_joined: '2025-04-01T10:00:00.000Z',
  gender: null,
  ...over,
});
