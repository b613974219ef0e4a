/**
 * The browser check (000 §5, §8 'Wrong browser'; 001 §2.4): the portal is made for Chrome (Android, desktop, iOS's
 * CriOS) and Safari; any other browser gets a modal once per session telling the student to use Chrome on Android or
 * Safari, with an 'Update Chrome' button.
 */

/** sessionStorage key: set once the modal was shown in this tab's session. */
export const BROWSER_CHECK_KEY = 'browserCheckShown';

/** The modal's words (000 §5; the exact sentences are ours, built from the spec's). */
export const BROWSER_CHECK_TEXT = {
  title: 'Use Chrome or Safari',
  body: 'This browser is not supported. Please use Chrome on Android, or Safari, for the best experience.',
  update: 'Update Chrome',
  close: 'Close',
} as const;

/** Where 'Update Chrome' goes: the Play Store on Android, Google's download page elsewhere. */
export function updateChromeUrl(userAgent: string): string {
  return /Android/i.test(userAgent)
    ? 'https://play.google.com/store/apps/details?id=com.android.chrome'
    : 'https://www.google.com/chrome/';
}

/**
 * Whether a user agent is Chrome or Safari (000 §5). Chromium-based browsers that name themselves (Edge, Opera,
 * Samsung Internet, UC, Yandex) and Firefox are not; Chrome on iOS (CriOS) and headless Chrome are.
 */
export function isSupportedBrowser(userAgent: string): boolean {
  if (/Edg\/|EdgA\/|EdgiOS\/|OPR\/|Opera|SamsungBrowser|UCBrowser|YaBrowser|Firefox\/|FxiOS\//.test(userAgent))
    return false;
  if (/(Headless)?Chrome\/|CriOS\/|Chromium\//.test(userAgent)) return true;
  return /Safari\//.test(userAgent) && /Version\/[\d.]+/.test(userAgent);
}

/** Whether to show the modal now: an unsupported browser and not yet shown in this session. */
export function shouldWarn(userAgent: string, storage: Pick<Storage, 'getItem'>): boolean {
  return !isSupportedBrowser(userAgent) && storage.getItem(BROWSER_CHECK_KEY) === null;
}
