import type { ExamInfo, QuestionStatus } from '@classroom/shared/contract';
import {
  blocksBackAndContextMenu,
  browserVerdict,
  canGoNext,
  isMainsVariant,
  LANGUAGES,
  mainsExamLabel,
  secondsUntil,
  subjectOfSection,
  summaryNoOutcome,
} from './variant';

const entry = (serial_no: number, section_id: number): QuestionStatus =>
  ({ serial_no, section_id, color_id: 0, question_id: serial_no }) as QuestionStatus;
const list = [entry(1, 10), entry(2, 10), entry(3, 20)];

describe('player variants', () => {
  test("001 §2.4 Mains header: exam name 'JEE Mains if the theme is 2, otherwise NEET'", () => {
    expect(mainsExamLabel(2)).toBe('JEE Mains');
    expect(mainsExamLabel(3)).toBe('NEET');
    expect(mainsExamLabel(4)).toBe('NEET');
    expect(isMainsVariant(2)).toBe(true);
    expect(isMainsVariant(1)).toBe(false);
  });

  test("001 §2.4: 'a language selector offering English only'", () => {
    expect(LANGUAGES).toEqual(['English']);
  });

  test('001 §2.4 Mains header: the subject name of the current section', () => {
    const info = {
      exam_subjects: [
        { id: 1, subject_name: 'Physics', exam_section_subject_list: [{ id: 10 }] },
        { id: 2, subject_name: 'Chemistry', exam_section_subject_list: [{ id: 20 }] },
      ],
    } as unknown as ExamInfo;
    expect(subjectOfSection(info, 20)).toBe('Chemistry');
    expect(subjectOfSection(info, 99)).toBe('');
  });

  test('001 §4.3: on the Mains screen NEXT is inactive on the last question', () => {
    expect(canGoNext(list, 3, true)).toBe(false);
    expect(canGoNext(list, 2, true)).toBe(true);
    // Elsewhere Next wraps to question 1, so it stays active.
    expect(canGoNext(list, 3, false)).toBe(true);
  });

  test('001 §2.4: in a normal exam (not DPP) the browser Back button is blocked and the right-click menu is disabled', () => {
    expect(blocksBackAndContextMenu(false)).toBe(true);
    expect(blocksBackAndContextMenu(true)).toBe(false);
  });

  test('001 §4.4: No resumes the exam if time remains, otherwise "Exam time is over"; for a DPP, No simply closes the dialog', () => {
    expect(summaryNoOutcome(false, 12)).toBe('resume');
    expect(summaryNoOutcome(false, 0)).toBe('time-over');
    expect(summaryNoOutcome(false, -5)).toBe('time-over');
    expect(summaryNoOutcome(true, 0)).toBe('close');
    expect(summaryNoOutcome(true, 100)).toBe('close');
  });

  test('001 §4.4: remaining time is re-derived from the end time', () => {
    const end = '2026-01-01T10:00:00.000Z';
    expect(secondsUntil(end, Date.parse('2026-01-01T09:59:00.000Z'))).toBe(60);
    expect(secondsUntil(end, Date.parse('2026-01-01T10:00:05.000Z'))).toBe(-5);
    expect(secondsUntil('not a date', 0)).toBe(0);
  });

  test('001 §2.4, 000 §5: Chrome and Safari pass the browser check; Android users of another browser are told to use Chrome', () => {
    const chromeAndroid =
      'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
    const chromeDesktop =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36';
    const safariIos =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const firefoxAndroid = 'Mozilla/5.0 (Android 13; Mobile; rv:120.0) Gecko/120.0 Firefox/120.0';
    const samsung =
      'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36';
    const firefoxDesktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:120.0) Gecko/20100101 Firefox/120.0';
    expect(browserVerdict(chromeAndroid)).toBe('ok');
    expect(browserVerdict(chromeDesktop)).toBe('ok');
    expect(browserVerdict(safariIos)).toBe('ok');
    expect(browserVerdict(firefoxAndroid)).toBe('android-use-chrome');
    expect(browserVerdict(samsung)).toBe('android-use-chrome');
    expect(browserVerdict(firefoxDesktop)).toBe('use-chrome-or-safari');
  });
});
