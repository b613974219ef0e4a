import { focusScreenHeading, screenHeading, skipToContent } from './route-focus';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  document.body.innerHTML = '<main id="main"><div class="cp-loader">Loading…</div></main>';
  document.title = 'Dashboard | Classroom';
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    cb(0);
    return 0;
  });
});

describe('route change focus (decision record 0023)', () => {
  it('waits for the screen to settle, then focuses its h1 and announces the title', async () => {
    const announce = jest.fn();
    const stop = focusScreenHeading(announce);
    expect(screenHeading()).toBeNull();
    const main = document.getElementById('main')!;
    main.innerHTML = '<h1>Schedule</h1><p>…</p>';
    document.title = 'Schedule | Classroom';
    await flush();
    const h1 = main.querySelector('h1')!;
    expect(document.activeElement).toBe(h1);
    expect(h1.getAttribute('tabindex')).toBe('-1');
    expect(announce).toHaveBeenLastCalledWith('Schedule | Classroom');
    stop();
  });

  it('follows a heading replaced by the new screen (the old one was still drawn)', async () => {
    const main = document.getElementById('main')!;
    main.innerHTML = '<h1>Dashboard</h1>';
    const stop = focusScreenHeading(jest.fn());
    expect(document.activeElement?.textContent).toBe('Dashboard');
    main.innerHTML = '<h1>My Test</h1>';
    await flush();
    expect(document.activeElement?.textContent).toBe('My Test');
    stop();
  });

  it('leaves focus in a field the student is typing in', async () => {
    const stop = focusScreenHeading(jest.fn());
    const main = document.getElementById('main')!;
    main.innerHTML = '<h1>Help</h1><label>Issue <input></label>';
    main.querySelector('input')!.focus();
    await flush();
    expect(document.activeElement?.tagName).toBe('INPUT');
    stop();
  });

  it('stops once the student presses a key', async () => {
    const stop = focusScreenHeading(jest.fn());
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    document.getElementById('main')!.innerHTML = '<h1>Late</h1>';
    await flush();
    expect(document.activeElement).toBe(document.body);
    stop();
  });

  it('the skip link goes to the page heading, or to <main> without one', () => {
    document.getElementById('main')!.innerHTML = '<h1>Profile</h1>';
    expect(skipToContent()).toBe(true);
    expect(document.activeElement?.textContent).toBe('Profile');
    document.getElementById('main')!.innerHTML = '<p>No heading</p>';
    skipToContent();
    expect(document.activeElement?.id).toBe('main');
    document.body.innerHTML = '';
    expect(skipToContent()).toBe(false);
  });
});
