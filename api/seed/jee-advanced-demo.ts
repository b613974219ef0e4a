/**
 * The JEE Advanced demo paper (001 §2.1 JeeadvanceIns, JeeAdvanceExamScreen/{exam_id}): one question
 * section per JEE Advanced question type — single correct, one or more correct (partial marks), numerical value (two
 * decimals, a range key), non-negative integer (0–9), matching lists (List-I / List-II) — written in the importer's
 * paper format (api/import/README.md) and loaded through the importer, so the portal runs without
 * ../shared/data/jeebench. The seed schedules it for the section-303 demo student (JEE Advanced 2026); the e2e suite
 * imports the same paper with its own window.
 */
import type { PaperInput } from '../import/paper-format';

export const JEE_ADVANCED_DEMO_NAME = 'JEE Advanced Demo Paper 1';

/** The paper, open from `startAt` to `endAt` (ISO date-times); `name` defaults to JEE_ADVANCED_DEMO_NAME. */
export function jeeAdvancedDemoPaper(window: { startAt: string; endAt: string; name?: string }): PaperInput {
  return {
    format: 'classroom-paper/1',
    exam: {
      name: window.name ?? JEE_ADVANCED_DEMO_NAME,
      instructions:
        '<p>JEE Advanced pattern: five sections, one per question type. Numerical answers to two decimal places; integer answers from 0 to 9.</p>',
      type: 1,
      theme: 1,
      pattern: 'jee-advanced',
      numericDecimals: 2,
      integerRange: { min: 0, max: 9 },
      durationMinutes: 180,
      startAt: window.startAt,
      endAt: window.endAt,
      resultOn: null,
    },
    sections: [
      {
        name: 'Physics Section 1: single correct',
        subject: 'Physics',
        instructions:
          '<p>Exactly one option is correct. +3 for the correct option, −1 for any other, 0 if not answered.</p>',
        marks: { positive: 3, negative: 1 },
        questions: [
          {
            type: 1,
            question:
              'A ball is thrown vertically upwards with speed $20\\ \\mathrm{m\\,s^{-1}}$. Taking $g = 10\\ \\mathrm{m\\,s^{-2}}$, the maximum height it reaches is',
            options: ['$10\\ \\mathrm{m}$', '$20\\ \\mathrm{m}$', '$30\\ \\mathrm{m}$', '$40\\ \\mathrm{m}$'],
            answer: '2',
            difficulty: 1,
          },
          {
            type: 1,
            question: "The dimensional formula of Planck's constant $h$ is",
            options: ['$[ML^2T^{-1}]$', '$[MLT^{-1}]$', '$[ML^2T^{-2}]$', '$[M^0L^0T^0]$'],
            answer: '1',
            difficulty: 2,
          },
        ],
      },
      {
        name: 'Physics Section 2: one or more correct',
        subject: 'Physics',
        instructions:
          '<p>One or more options are correct. +4 if only all the correct options are chosen; +3, +2 or +1 if some correct options and no wrong one are chosen; −2 otherwise; 0 if not answered.</p>',
        marks: { positive: 4, negative: 2 },
        questions: [
          {
            type: 2,
            question: 'Which of the following quantities are vectors?',
            options: ['Displacement', 'Speed', 'Momentum', 'Work'],
            answer: '1,3',
            difficulty: 1,
          },
          {
            type: 2,
            question: 'For a particle in uniform circular motion, which of these stay constant?',
            options: ['Speed', 'Kinetic energy', 'Magnitude of the acceleration', 'Angular speed'],
            answer: '1,2,3,4',
            difficulty: 2,
          },
          {
            type: 2,
            question: 'Which of these are SI base units?',
            options: ['kilogram', 'kelvin', 'ampere', 'newton'],
            answer: '1,2,3',
            difficulty: 2,
          },
        ],
      },
      {
        name: 'Chemistry Section 3: numerical value',
        subject: 'Chemistry',
        instructions:
          '<p>The answer is a number; give it to two decimal places. +4 if it lies in the accepted range, 0 otherwise.</p>',
        marks: { positive: 4, negative: 0 },
        questions: [
          {
            type: 3,
            question: 'The pH of a $0.01\\ \\mathrm{M}$ HCl solution at $25\\,^{\\circ}\\mathrm{C}$ is',
            answer: '2',
            tolerance: 0.01,
            difficulty: 1,
          },
          {
            type: 3,
            question:
              'The mass, in grams, of NaOH in $250\\ \\mathrm{mL}$ of a $0.1\\ \\mathrm{M}$ solution (molar mass $40\\ \\mathrm{g\\,mol^{-1}}$) is',
            answer: '0.98..1.02',
            difficulty: 2,
          },
        ],
      },
      {
        name: 'Mathematics Section 4: integer',
        subject: 'Mathematics',
        instructions: '<p>The answer is a non-negative integer from 0 to 9. +4 for the exact integer, 0 otherwise.</p>',
        marks: { positive: 4, negative: 0 },
        questions: [
          { type: 4, question: 'The number of real roots of $x^2 - 5x + 6 = 0$ is', answer: '2', difficulty: 1 },
          { type: 4, question: 'If $\\log_2 x = 3$, then $x - 1$ is', answer: '7', difficulty: 1 },
        ],
      },
      {
        name: 'Mathematics Section 5: matching lists',
        subject: 'Mathematics',
        instructions:
          '<p>Match each entry of List-I with one entry of List-II; exactly one of the four combinations is correct. +3 for it, −1 for any other, 0 if not answered.</p>',
        marks: { positive: 3, negative: 1 },
        questions: [
          {
            type: 5,
            question: 'Match each function in List-I with its derivative in List-II.',
            listOne: ['$\\sin x$', '$e^{2x}$', '$x^3$', '$\\ln x$'],
            listTwo: ['$\\dfrac{1}{x}$', '$3x^2$', '$\\cos x$', '$2e^{2x}$'],
            options: ['P→3, Q→4, R→2, S→1', 'P→3, Q→2, R→4, S→1', 'P→1, Q→4, R→2, S→3', 'P→2, Q→4, R→3, S→1'],
            answer: '1',
            difficulty: 2,
          },
          {
            type: 5,
            question: 'Match each expression in List-I with its value in List-II.',
            listOne: ['$2^3$', '$\\sqrt{25}$', '$\\log_{10} 1000$', '$4!$'],
            listTwo: ['$3$', '$24$', '$8$', '$5$'],
            options: ['P→3, Q→1, R→4, S→2', 'P→3, Q→4, R→1, S→2', 'P→4, Q→3, R→1, S→2', 'P→3, Q→4, R→2, S→1'],
            answer: '2',
            difficulty: 1,
          },
        ],
      },
    ],
  };
}
