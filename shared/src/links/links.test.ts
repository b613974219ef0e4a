import { questionPaperUrl } from './index';

describe('external links', () => {
  it('001 §2.2: the question-paper link carries ExamScheduleId and StudentId', () => {
    const url = new URL(questionPaperUrl(12, 345));
    expect(url.searchParams.get('ExamScheduleId')).toBe('12');
    expect(url.searchParams.get('StudentId')).toBe('345');
  });
});
