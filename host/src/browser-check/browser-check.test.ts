/** 000 §5 / 001 §2.4: only Chrome and Safari pass the browser check; the modal shows once per session. */
import { isSupportedBrowser, shouldWarn, updateChromeUrl } from './browser-check';

const UA = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  chromeDesktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
};

describe('browser check (000 §5)', () => {
  test('Chrome (Android, desktop, iOS, headless) and Safari pass', () => {
    for (const ua of [UA.chromeAndroid, UA.chromeDesktop, UA.headless, UA.safariIphone, UA.chromeIos])
      expect(isSupportedBrowser(ua)).toBe(true);
  });
  test('Firefox, Edge, Samsung Internet and Opera are warned', () => {
    for (const ua of [UA.firefox, UA.edge, UA.samsung, UA.opera]) expect(isSupportedBrowser(ua)).toBe(false);
  });
  test('once per session: not again after it was shown', () => {
    expect(shouldWarn(UA.firefox, { getItem: () => null })).toBe(true);
    expect(shouldWarn(UA.firefox, { getItem: () => '1' })).toBe(false);
    expect(shouldWarn(UA.chromeDesktop, { getItem: () => null })).toBe(false);
  });
  test('Update Chrome: the Play Store on Android, the download page elsewhere', () => {
    expect(updateChromeUrl(UA.samsung)).toBe('https://play.google.com/store/apps/details?id=com.android.chrome');
    expect(updateChromeUrl(UA.firefox)).toBe('https://www.google.com/chrome/');
  });
});
