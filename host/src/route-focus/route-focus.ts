/**
 * After a route change, focus moves to the new screen's <h1> and its title is announced (DESIGN "Accessibility";
 * decision record 0023): a keyboard or screen-reader user starts reading at the new page, not at the body.
 *
 * Remotes draw their screen a moment after the address changes (their chunk, then their data), so the heading is
 * awaited: every DOM change is checked until a heading of a settled screen (no loader in <main>) is found, and if that
 * heading is then replaced (the old screen's heading was still there) the new one takes focus — for up to
 * `settleMs` milliseconds, or until the student presses a key or the pointer (they have taken over).
 */

/** The heading a route change focuses: the first <h1> inside <main>, once <main> shows no loader; or null. */
export function screenHeading(root: ParentNode = document): HTMLElement | null {
  const main = root.querySelector('main');
  if (!main || main.querySelector('.cp-loader, [aria-busy="true"]')) return null;
  return main.querySelector<HTMLElement>('h1');
}

/**
 * Whether focus is already where the new screen or the student put it — a field being typed in, or an element of the
 * new screen that the screen focused itself (the exam's submitted heading) — so it is not moved.
 */
function placed(origin: Element | null, focused: Element | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === origin || active === focused) return false;
  return active.matches('input, textarea, select, [contenteditable="true"]') || !!active.closest('main');
}

/**
 * Watches the document until the new screen's heading is there, focuses it (tabindex -1 added when it has none) and
 * calls `announce` with the browser title at that moment. Returns the stop function (call it on the next change).
 */
export function focusScreenHeading(announce: (title: string) => void, settleMs = 8_000): () => void {
  let focused: HTMLElement | null = null;
  const origin = document.activeElement;
  const attempt = () => {
    const heading = screenHeading();
    if (!heading || heading === focused || placed(origin, focused)) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
    focused = heading;
    // The screen sets its title in an effect: read it once the frame has been drawn.
    requestAnimationFrame(() => announce(document.title));
  };
  const observer = new MutationObserver(attempt);
  observer.observe(document.body, { childList: true, subtree: true });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('keydown', stop, true);
    document.removeEventListener('pointerdown', stop, true);
  };
  const timer = setTimeout(stop, settleMs);
  document.addEventListener('keydown', stop, true);
  document.addEventListener('pointerdown', stop, true);
  attempt();
  return stop;
}

/**
 * The skip link's action: focus the page's <h1> (or <main> itself when it has none), tabindex -1 added, so the next
 * Tab continues inside the content. Returns whether there was a <main> to go to.
 */
export function skipToContent(): boolean {
  const main = document.getElementById('main');
  if (!main) return false;
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
  return true;
}
