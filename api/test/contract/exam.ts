/** The contract cases of mfe-exam's calls (001 §7): lists, start, questions, save, submit, the offline flow, DPPs, results. */
import { endpoints } from '@classroom/shared/contract';
import { call, signIn, type Harness } from '../helpers';
import type { ContractDomain } from './check';

export const examContract: ContractDomain = (h: Harness) => {
  let s = { token: '', userId: 0 };
  let firstQuestion = { id: 0, subject: 0, section: 0 }; // the first question startExam allots
  let dppExamId = 0;
  let dppQuestionId = 0;
  return {
    token: () => s.token,
    async setUp() {
      s = await signIn(h.app, 'enrolled');
      const { dpps } = endpoints.studentMpps.data.parse(
        (await call(h.app, 'studentMpps', { token: s.token, body: { skip: 0, limit: 10 } })).body.data,
      );
      dppExamId = dpps.find((d) => d.button === 'Start')!.id;
    },
    cases: [
      ['scheduledExams', () => ({ query: { student: s.userId, type: 1 } })],
      ['givenExams', () => ({ query: { student: s.userId, type: 1 } })],
      ['examInfo', () => ({ params: { examId: h.seeded.exams.mock }, query: { student_id: s.userId } })],
      [
        'startExam',
        () => ({ params: { examId: h.seeded.exams.mock }, body: { student_id: s.userId } }),
        (data) => {
          const q = endpoints.startExam.data.parse(data).section_questions[0]!;
          firstQuestion = { id: q.id, subject: q.subject_id, section: q.section_id };
        },
      ],
      [
        'fetchQuestions',
        () => ({
          params: { examId: h.seeded.exams.mock },
          query: { student_id: s.userId, subject_id: firstQuestion.subject, section_id: firstQuestion.section },
        }),
      ],
      [
        'saveAnswer',
        () => ({
          params: { examId: h.seeded.exams.mock },
          body: {
            student_id: s.userId,
            ques_id: firstQuestion.id,
            total_seconds: 3,
            review_status: false,
            is_option2_selected: true,
          },
        }),
      ],
      ['startExamV2', () => ({ params: { examId: h.seeded.exams.mock }, body: { student_id: s.userId } })],
      ['fetchAllQuestions', () => ({ params: { examId: h.seeded.exams.mock } })],
      [
        'bulkSaveAnswers',
        () => ({
          params: { examId: h.seeded.exams.mock },
          body: {
            studentId: s.userId,
            examId: h.seeded.exams.mock,
            updatedAnswers: [
              {
                serial_no: 1,
                allotted_id: firstQuestion.id,
                type: 1,
                review: false,
                total_seconds: 4,
                ans_given: '',
                options_selected: [1],
                current_attempt_seconds: [3, 1],
                seq: 1,
              },
            ],
          },
        }),
      ],
      ['examInfoV2', () => ({ params: { examId: h.seeded.exams.mock } })],
      [
        'dppStart',
        () => ({ params: { studentId: s.userId }, body: { exam_id: dppExamId } }),
        (data) => {
          dppQuestionId = endpoints.dppStart.data.parse(data).curr_question_assoc_id!;
        },
      ],
      [
        'dppSaveAnswer',
        () => ({
          params: { examId: dppExamId },
          body: {
            student_id: s.userId,
            allotted_question_id: dppQuestionId,
            total_seconds: 5,
            review_status: false,
            is_option2_selected: true,
          },
        }),
      ],
      [
        'resetQuestion',
        () => ({ params: { examId: h.seeded.exams.mock }, body: { student_id: s.userId, ques_id: firstQuestion.id } }),
      ],
      ['submitExam', () => ({ params: { examId: h.seeded.exams.mock }, body: { student_id: s.userId } })],
      ['examAnswers', () => ({ params: { examId: h.seeded.exams.mock } })],
      ['examResult', () => ({ params: { examId: h.seeded.exams.mock } })],
      ['answerKey', () => ({ params: { examId: h.seeded.exams.mock } })],
      ['resultAnalysis', () => ({ params: { examId: h.seeded.exams.mock } })],
      ['objectiveExamResult', () => ({ params: { examId: h.seeded.exams.mock } })],
      ['studentPercentile', () => ({ params: { examId: h.seeded.exams.mock } })],
    ],
  };
};
