import { setRuntimeConfig, normaliseRuntimeConfig } from '../config';
import { questionPaperUrl } from './index';

describe('external links', () => {
  it('001 §2.2: the question-paper link is the runtime-config result host with ExamScheduleId and StudentId', () => {
    setRuntimeConfig(
      normaliseRuntimeConfig({
        apiBaseUrl: '/api/',
        links: { questionPaper: 'https://results.example.in/qp?src=portal' },
      }),
    );
    const url = new URL(questionPaperUrl(12, 345)!);
    expect(url.origin + url.pathname).toBe('https://results.example.in/qp');
    expect(url.searchParams.get('src')).toBe('portal');
    expect(url.searchParams.get('ExamScheduleId')).toBe('12');
    expect(url.searchParams.get('StudentId')).toBe('345');
  });

  it('offers no link when the gateway sets no result host (never a link to nowhere)', () => {
    setRuntimeConfig(normaliseRuntimeConfig({ apiBaseUrl: '/api/' }));
    expect(questionPaperUrl(12, 345)).toBeNull();
  });
});
