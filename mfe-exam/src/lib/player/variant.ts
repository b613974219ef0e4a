/**
 * Player variants (001 §2.4, §4.3, §4.4; 000 §5): Mains header, DPP, Back-button and right-click blocking,
 * the browser check, and what No on the summary does. Plain TypeScript, no React.
 */
import type { ExamInfo, QuestionStatus } from '@classroom/shared/contract';
import { inSerialOrder } from './navigation';

/** 001 §9 exam themes: 1 instructions, 2 JEE Mains label, 3 generic. */
export const THEME_JEE_MAINS = 2;

/** The online player (JeeExamScreen) is the Mains variant for any theme other than 1 (the JEE instruction theme). */
export function isMainsVariant(theme: number): boolean {
  return theme !== 1;
}

/** 001 §2.4 Mains header: 'JEE Mains if the theme is 2, otherwise NEET'. */
export function mainsExamLabel(theme: number): 'JEE Mains' | 'NEET' {
  return theme === THEME_JEE_MAINS ? 'JEE Mains' : 'NEET';
}

/** 001 §2.4, §9: the language selector offers English only. */
export const LANGUAGES = ['English'] as const;

/** The subject name of a section (the Mains header's subject), or ''. */
export function subjectOfSection(info: ExamInfo, sectionId: number | null): string {
  return (
    info.exam_subjects.find((s) => s.exam_section_subject_list.some((x) => x.id === sectionId))?.subject_name ?? ''
  );
}

/** 001 §4.3: on the Mains screen NEXT is inactive on the last question; elsewhere it wraps, so it is always active. */
export function canGoNext(list: readonly QuestionStatus[], current: number, mains: boolean): boolean {
  if (!mains) return list.length > 0;
  const ordered = inSerialOrder(list);
  return ordered.length > 0 && ordered[ordered.length - 1]!.serial_no !== current;
}

/** 001 §2.4: in a normal exam (not DPP) the browser Back button is blocked and the right-click menu disabled. */
export function blocksBackAndContextMenu(dpp: boolean): boolean {
  return !dpp;
}

/**
 * 001 §4.4: No on the summary — for a DPP it simply closes the dialog; otherwise the exam resumes if time remains
 * (`remainingSeconds`, re-derived from the end time), else 'Exam time is over'.
 */
export function summaryNoOutcome(dpp: boolean, remainingSeconds: number): 'close' | 'resume' | 'time-over' {
  if (dpp) return 'close';
  return remainingSeconds > 0 ? 'resume' : 'time-over';
}

/** Seconds left until `endIso` on the server clock (`serverNowMs` = local now + offset); may be ≤ 0. */
export function secondsUntil(endIso: string, serverNowMs: number): number {
  const end = Date.parse(endIso);
  if (Number.isNaN(end)) return 0;
  return Math.floor((end - serverNowMs) / 1000);
}

export type BrowserVerdict = 'ok' | 'android-use-chrome' | 'use-chrome-or-safari';

/**
 * 001 §2.4, 000 §5 browser check: Chrome (desktop, Android, iOS CriOS) and Safari pass; anything else (Firefox,
 * Edge, Opera, Samsung Internet, in-app webviews…) gets the modal — on Android it tells the user to use Chrome.
 */
export function browserVerdict(userAgent: string): BrowserVerdict {
  const ua = userAgent;
  const android = /Android/i.test(ua);
  const other =
    /Edg\/|EdgA\/|EdgiOS|OPR\/|Opera|SamsungBrowser|UCBrowser|YaBrowser|Firefox|FxiOS|; wv\)|FBAN|FBAV|Instagram/i.test(
      ua,
    );
  const chrome = !other && /(Headless)?Chrome\/|CriOS\//.test(ua);
  const safari = !other && !android && !chrome && /Safari\//.test(ua) && /Version\//.test(ua);
  if (chrome || safari) return 'ok';
  return android ? 'android-use-chrome' : 'use-chrome-or-safari';
}

/** The browser-check modal's texts (001 §2.4, §8 'Wrong browser'). */
export const BROWSER_CHECK_TITLE = 'Unsupported browser';
export const BROWSER_CHECK_TEXT: Record<Exclude<BrowserVerdict, 'ok'>, string> = {
  'android-use-chrome': 'This exam works best in Google Chrome. Please open it in Chrome on your Android phone.',
  'use-chrome-or-safari': 'This exam works best in Google Chrome (Android) or Safari. Please open it in one of them.',
};
export const UPDATE_CHROME = 'Update Chrome';
export const UPDATE_CHROME_URL = 'https://play.google.com/store/apps/details?id=com.android.chrome';
