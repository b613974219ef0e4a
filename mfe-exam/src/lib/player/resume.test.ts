import type { QuestionStatus } from '@classroom/shared/contract';
import { rememberVisit, resumeKey, resumeSerial, type ResumeStorage } from './resume';

const list: QuestionStatus[] = [1, 2, 3].map((serial) => ({
  serial_no: serial,
  section_id: 1,
  question_id: 100 + serial,
  color_id: 0,
}));

function memory(): ResumeStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('resume at the last visited question', () => {
  it('remembers the serial per student and exam and resumes there', () => {
    const s = memory();
    rememberVisit(s, resumeKey(7, 9), 3);
    expect(resumeSerial(s, resumeKey(7, 9), list)).toBe(3);
    expect(resumeSerial(s, resumeKey(8, 9), list)).toBeNull();
    expect(resumeSerial(s, resumeKey(7, 10), list)).toBeNull();
  });
  it('ignores a serial the attempt does not have, junk, and storage that throws', () => {
    const s = memory();
    s.setItem(resumeKey(1, 1), '12');
    expect(resumeSerial(s, resumeKey(1, 1), list)).toBeNull();
    s.setItem(resumeKey(1, 1), 'abc');
    expect(resumeSerial(s, resumeKey(1, 1), list)).toBeNull();
    const broken: ResumeStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(resumeSerial(broken, 'k', list)).toBeNull();
    expect(() => rememberVisit(broken, 'k', 2)).not.toThrow();
    expect(resumeSerial(undefined, 'k', list)).toBeNull();
  });
});
