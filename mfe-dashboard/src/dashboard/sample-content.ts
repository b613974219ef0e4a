/**
 * Demo sample content for free students (000 §2 'A free-student dashboard uses demo sample content'): the rows under
 * the blur show these made-up cards, never the institute's real MPPs, tests or classes, which are not requested.
 */
import type { ClassItem, DashboardExam, Mpp } from '@classroom/shared/contract';

const mpp = (
  id: number,
  name: string,
  subject: string,
  color: string,
  chapter: string,
  tags: string[],
  button: string,
  status: string,
): Mpp => ({
  id,
  name,
  chapter_name: chapter,
  chapter_id: id,
  subject_name: subject,
  subject_id: id,
  subject_logo: null,
  subject_primary_color: color,
  tag_ids: tags.map((_, i) => i + 1),
  tag_names: tags,
  num_attempted: 0,
  total_questions: 15,
  button,
  status,
  teacher_id: 1,
  teacher_name: 'Sample Teacher',
  start_date: '2026-01-05T04:30:00.000Z',
  max_exam_marks: 60,
});

const exam = (id: number, name: string, status: number): DashboardExam => ({
  id,
  exam_name: name,
  exam_start_on: '2026-01-10T04:30:00.000Z',
  exam_end_on: '2026-01-10T07:30:00.000Z',
  exam_result_on: null,
  exam_duration: 180,
  max_exam_marks: 300,
  max_exam_questions: 75,
  exam_type_assoc: 1,
  exam_theme_assoc_id: 3,
  monitoring_type: 0,
  timer_status: true,
  subjects: [
    { id: 1, name: 'Physics' },
    { id: 2, name: 'Chemistry' },
    { id: 3, name: 'Mathematics' },
  ],
  chapters: [{ name: 'Full syllabus' }],
  exam_status: status,
  partial_marks: false,
  exam_schedule_id: null,
});

const lesson = (id: number, type: ClassItem['type'], subject: string, color: string, lecture: string): ClassItem => ({
  liveclass_id: id,
  type,
  class_type: 'online',
  schedule_type: 'regular',
  subject_name: subject,
  primary_color: color,
  secondary_color: '#ffffff',
  chapter_name: lecture,
  lecture: `Sample lecture: ${lecture}`,
  faculty_name: 'Sample Faculty',
  faculty_thumbnail: null,
  start_date: '2026-01-06T05:00:00.000Z',
  end_date: '2026-01-06T06:30:00.000Z',
  tags: ['Concept'],
  notes_file: null,
  replay_url: null,
  live_class_link: null,
});

export const SAMPLE_CONTENT: { mpps: Mpp[]; exams: DashboardExam[]; classes: ClassItem[] } = {
  mpps: [
    mpp(
      900001,
      'Sample MPP: Motion in a Straight Line',
      'Physics',
      '#1565c0',
      'Motion in a Straight Line',
      ['JEE Main', 'Level 1'],
      'Start',
      'Pending since 2 days',
    ),
    mpp(
      900002,
      'Sample MPP: Mole Concept',
      'Chemistry',
      '#2e7d32',
      'Some Basic Concepts of Chemistry',
      ['NCERT'],
      'Continue',
      'In progress',
    ),
  ],
  // Statuses without a link (1 'Coming soon', 5 'Result coming soon'): a sample never leads to a real screen.
  exams: [exam(900101, 'Sample Test: JEE Main Mock', 1), exam(900102, 'Sample Test: Weekly Test', 5)],
  classes: [
    lesson(900201, 'past', 'Mathematics', '#6a1b9a', 'Sets'),
    lesson(900202, 'live', 'Physics', '#1565c0', 'Units and Measurements'),
  ],
};
