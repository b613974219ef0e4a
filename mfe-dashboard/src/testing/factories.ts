/** Small test-data factories (bulletproof-react style): valid contract objects with overridable fields. */
import type { ClassItem, DashboardExam, DataOf, Mpp } from '@classroom/shared/contract';

/** The signed-in student's records, shared with the other apps' tests. */
export { makeStudent, makeUser } from '@classroom/shared/testing';

export const makeMpp = (over: Partial<Mpp> = {}): Mpp => ({
  id: 7,
  name: 'Kinematics MPP 1',
  chapter_name: 'Kinematics',
  chapter_id: 3,
  subject_name: 'Physics',
  subject_id: 1,
  subject_logo: null,
  subject_primary_color: '#1565c0',
  tag_ids: [1],
  tag_names: ['Easy'],
  num_attempted: 0,
  total_questions: 10,
  button: 'Start',
  status: 'Pending since 2 days',
  teacher_id: 5,
  teacher_name: 'R. Mehta',
  start_date: '2026-01-05T10:00:00.000Z',
  max_exam_marks: 40,
  ...over,
});

export const makeExam = (over: Partial<DashboardExam> = {}): DashboardExam => ({
  id: 5,
  exam_name: 'JEE Main Mock 1',
  exam_start_on: '2026-01-10T04:30:00.000Z',
  exam_end_on: '2026-01-10T07:30:00.000Z',
  exam_result_on: null,
  exam_duration: 180,
  max_exam_marks: 300,
  max_exam_questions: 90,
  exam_type_assoc: 1,
  exam_theme_assoc_id: 3,
  monitoring_type: 0,
  timer_status: true,
  subjects: [{ id: 1, name: 'Physics' }],
  chapters: [{ name: 'Kinematics' }],
  exam_status: 2,
  partial_marks: false,
  exam_schedule_id: 21,
  ...over,
});

export const makeClass = (over: Partial<ClassItem> = {}): ClassItem => ({
  liveclass_id: 21,
  type: 'live',
  class_type: 'online',
  schedule_type: 'regular',
  subject_name: 'Chemistry',
  primary_color: '#2e7d32',
  secondary_color: '#e8f5e9',
  chapter_name: 'Mole Concept',
  lecture: 'Lecture 4',
  faculty_name: 'S. Rao',
  faculty_thumbnail: null,
  start_date: '2026-01-06T10:00:00.000Z',
  end_date: '2026-01-06T11:00:00.000Z',
  tags: [],
  notes_file: null,
  replay_url: null,
  live_class_link: 'https://meet.example/live',
  ...over,
});

/** 000 §3 attendance record: 10 classes held, 7 attended (5 online, 2 offline), two subjects. */
export const makeAttendance = (over: Partial<DataOf<'attendance'>> = {}): DataOf<'attendance'> => ({
  total_classes: 10,
  attendance_count: 7,
  online_attendance_count: 5,
  offline_attendance_count: 2,
  attendance_percentage: 70,
  Subjects: [
    { subject_id: 1, subject_name: 'Physics', subject_total_attendance: 6, subject_attendance: 4 },
    { subject_id: 2, subject_name: 'Chemistry', subject_total_attendance: 4, subject_attendance: 3 },
  ],
  ...over,
});

/** 000 §3 Banner, shown before enrolment: a JEE course at ₹1,23,456 (`course_online_price` in rupees) from 13 Dec 2026. */
export const makeBanner = (
  over: Partial<NonNullable<DataOf<'bannerDetails'>>> = {},
): NonNullable<DataOf<'bannerDetails'>> => ({
  show_banner: true,
  post_enrollment: false,
  pre_launch_header: 'JEE 2027 Online Classroom — admissions open',
  pre_launch_desc: 'Live classes and mocks.',
  course_name: 'JEE 2027 Online Classroom',
  course_start_date: '2026-12-13',
  features: [{ snapshot: '600+ hours', details: 'of live classes' }],
  course_online_price: 123456,
  course_binding: 'JEE2027-ONLINE',
  course_img_mobile: '/m.svg',
  course_img_web: '/w.svg',
  bottom_nav_communication: '',
  ...over,
});
