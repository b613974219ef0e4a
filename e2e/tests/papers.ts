import { expect, type APIRequestContext } from '@playwright/test';

const HOUR_MS = 3_600_000;

/**
 * Imports a paper (format classroom-paper/1) through the admin import call and schedules it for `scheduleFor`
 * ('section:303', 'student:<id>'); returns its exam id. The admin token is the one global-setup.ts gives the API;
 * any status but 200 fails the test with the reply's text.
 */
export async function importPaper(request: APIRequestContext, paper: unknown, scheduleFor: string): Promise<number> {
  const token = process.env.ADMIN_TOKEN;
  expect(token, 'global-setup.ts sets ADMIN_TOKEN for the API').toBeTruthy();
  const imported = await request.post(`/api/admin/v1/import-paper/?schedule_for=${scheduleFor}`, {
    headers: { authorization: `Bearer ${token}` },
    data: paper,
  });
  expect(imported.status(), await imported.text()).toBe(200);
  return ((await imported.json()) as { data: { exam_id: number } }).data.exam_id;
}

/**
 * A two-question JEE Advanced paper named `name` (partial marks, one or more correct options: 'Which of these are
 * vectors?' then 'Which of these are scalars?', each answered by options 1 and 3), open from an hour ago for six
 * hours, 180 minutes long.
 */
export function multipleCorrectPaper(name: string, now = Date.now()) {
  return {
    format: 'classroom-paper/1',
    exam: {
      name,
      theme: 1,
      durationMinutes: 180,
      partialMarks: true,
      startAt: new Date(now - HOUR_MS).toISOString(),
      endAt: new Date(now + 6 * HOUR_MS).toISOString(),
    },
    sections: [
      {
        name: 'Physics: one or more correct',
        subject: 'Physics',
        marks: { positive: 4, negative: 2 },
        questions: [
          {
            type: 2,
            question: 'Which of these are vectors?',
            options: ['Displacement', 'Speed', 'Momentum', 'Work'],
            answer: '1,3',
          },
          {
            type: 2,
            question: 'Which of these are scalars?',
            options: ['Mass', 'Force', 'Energy', 'Velocity'],
            answer: '1,3',
          },
        ],
      },
    ],
  };
}

/**
 * A paper of three sections (Physics, Chemistry, Mathematics Section A; three single-choice questions each, key option
 * 1) named `name`, theme `theme` (1 the normal player, 2 JEE Main), open from a minute ago for six hours, 180 minutes
 * long: three long section names do not fit a phone's tab row.
 */
export function threeSectionPaper(name: string, theme = 1, now = Date.now()) {
  return {
    format: 'classroom-paper/1',
    exam: {
      name,
      type: 1,
      theme,
      durationMinutes: 180,
      startAt: new Date(now - 60_000).toISOString(),
      endAt: new Date(now + 6 * HOUR_MS).toISOString(),
    },
    sections: ['Physics', 'Chemistry', 'Mathematics'].map((subject) => ({
      name: `${subject} Section A`,
      subject,
      numCompulsoryQuestions: 0,
      marks: { positive: 4, negative: 1 },
      questions: [1, 2, 3].map((n) => ({
        type: 1,
        question: `${subject} question ${n}: which option is the first?`,
        options: ['the first', 'the second', 'the third', 'the fourth'],
        answer: '1',
      })),
    })),
  };
}
