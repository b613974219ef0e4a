/**
 * The online answer store (decision 0024): every save and the submit go to the API through one send queue, in the
 * order asked (send-order.ts); the palette is replaced by the status list each reply returns (001 §4.1, §7). The
 * question to resume at is remembered in the browser (resume.ts; not in a DPP, whose start names the question).
 */
import type { AnswerStore, OpenedExam } from './answer-store';
import { NORMAL_PLAYER_API, type PlayerApi } from './player-api';
import { browserStorage, rememberVisit, resumeKey, resumeSerial, type ResumeStorage } from './resume';
import { createSendQueue } from './send-order';

export interface OnlineStoreOptions {
  examId: number;
  studentId: number;
  /** The calls (NORMAL_PLAYER_API, or the DPP's own start and save: DPP_PLAYER_API). */
  api?: PlayerApi;
  dpp?: boolean;
  storage?: ResumeStorage;
  /** Resolves after the next paint (send-order.ts); a leave's save is sent then. */
  waitForPaint?: () => Promise<void>;
}

export function createOnlineStore(options: OnlineStoreOptions): AnswerStore {
  const { examId, studentId, dpp = false } = options;
  const api = options.api ?? NORMAL_PLAYER_API;
  const storage = options.storage ?? browserStorage();
  const key = resumeKey(studentId, examId);
  const send = createSendQueue(options.waitForPaint);
  return {
    waitsForServer: true,
    async open(): Promise<OpenedExam> {
      const [info, start] = await api.start(examId, studentId);
      const questions = new Map(start.section_questions.map((q) => [q.serial_no, q]));
      const first = [...questions.keys()].sort((a, b) => a - b)[0] ?? start.question_status_list[0]?.serial_no ?? 0;
      return {
        info,
        sections: info.exam_subjects.flatMap((s) => s.exam_section_subject_list),
        statusList: start.question_status_list,
        questions,
        loadedSections: new Set(start.section_questions.map((q) => q.section_id)),
        secondsLeft: start.num_seconds,
        first,
        resumeAt: dpp ? null : resumeSerial(storage, key, start.question_status_list),
      };
    },
    async loadSection(section) {
      const reply = await api.sectionQuestions(examId, studentId, section.subject_id, section.id);
      return { questions: reply.section_questions, reply };
    },
    leave: (visit) => send(() => api.save(examId, { student_id: studentId, ...visit.body }), { afterPaint: true }),
    save: (visit) => send(() => api.save(examId, { student_id: studentId, ...visit.body })),
    visited(serial) {
      if (!dpp && serial > 0) rememberVisit(storage, key, serial);
    },
    submit: () => send(() => api.submit(examId, studentId)).then(() => undefined),
    close() {},
  };
}
