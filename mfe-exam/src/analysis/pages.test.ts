import type { ResultAnalysisReply } from '@classroom/shared/contract';
import {
  analysisExamId,
  analysisPage,
  ANALYSIS_PAGES,
  bandLabel,
  chapterRows,
  difficultyRows,
  minutesSeconds,
  timeRows,
} from './pages';

const analysis: ResultAnalysisReply = {
  exam_id: 3,
  exam_name: 'Weekly Test',
  practice: false,
  score: 11,
  max_marks: 16,
  rank: 5,
  percentile: 90.48,
  total_students: 42,
  cohort: {
    average: 6.5,
    median: 7,
    highest: 16,
    lowest: -2,
    distribution: [{ from: -2, to: 1.6, students: 3, mine: false }],
  },
  difficulty: [
    { level: 1, label: 'Easy', questions: 2, attempted: 2, correct: 2, marks: 8, max_marks: 8, cohort_average: 4.5 },
  ],
  chapters: [
    {
      chapter_id: 4,
      chapter_name: 'Laws of Motion',
      subject_name: 'Physics',
      questions: 1,
      attempted: 1,
      correct: 0,
      marks: -1,
      max_marks: 4,
      cohort_average: 1.25,
    },
  ],
  time: [
    { serial_no: 1, seconds: 60, cohort_median_seconds: 75.5, attempted: true, correct: true },
    { serial_no: 2, seconds: 0, cohort_median_seconds: 40, attempted: false, correct: null },
  ],
};

describe('result analysis pages (001 §2.1 objectiveresult/…)', () => {
  it('has the six pages of 001 §2.1 in order; an unknown one is null', () => {
    expect(ANALYSIS_PAGES.map((p) => p.slug)).toEqual([
      'percentileandscore',
      'difficultylevelwisescore',
      'timeperquestion',
      'chapterwisescore',
      'solutions',
      'questionpaper',
    ]);
    expect(analysisPage('timeperquestion')?.title).toBe('Time per question');
    expect(analysisPage('nope')).toBeNull();
  });
  it('takes the exam id from route state exam_id (001 §2.1), examId, or ?exam_id=; none otherwise', () => {
    expect(analysisExamId({ exam_id: 7, exam_type: 1 })).toBe(7);
    expect(analysisExamId({ examId: '8' })).toBe(8);
    expect(analysisExamId(null, '?exam_id=9')).toBe(9);
    expect(analysisExamId(null, '')).toBeNull();
    expect(analysisExamId({ exam_id: 'x' })).toBeNull();
  });
  it('rows of the charts and their tables', () => {
    expect(difficultyRows(analysis)).toEqual([{ name: 'Easy', you: 8, cohort: 4.5, max: 8, correct: 2, questions: 2 }]);
    expect(chapterRows(analysis)[0]).toMatchObject({ name: 'Laws of Motion', you: -1, cohort: 1.25 });
    expect(timeRows(analysis)).toEqual([
      { name: 'Q1', you: 60, median: 75.5, verdict: 'Correct' },
      { name: 'Q2', you: 0, median: 40, verdict: 'Not attempted' },
    ]);
  });
  it('formats times and score bands', () => {
    expect(minutesSeconds(75.5)).toBe('1:16');
    expect(minutesSeconds(5)).toBe('0:05');
    expect(bandLabel(-2, 1.6)).toBe('−2 to 1.6');
  });
});
