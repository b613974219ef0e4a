/**
 * The dashboard's first calls sent by index.html itself (decision 0027): the host's build writes
 * `early-calls.inline.js` into index.html as an inline `<script>` (host/webpack.config.cjs `FirstScreenPreload`), after
 * the runtime config the gateway inlines. On `/student`, with a student's login record (000 §3 'userdetail'), it sends
 * get-student-details2 and student-dashboard with `fetch` as the page is parsed, not once `main.js` has arrived and
 * run, and leaves them at `window.__portalEarlyCalls` for the host's entry to adopt (`adoptEarlyCalls`): the screen's
 * `call` then reads them with every call's reply rules. The CSP allows the script by its hash only (the build lists
 * it in `first-screen.json` `inlineScripts`; deploy/nginx/portal-security-headers.conf names it). On any page, for a
 * student, it also builds the IST date and rupee formatters in a timer, so ICU's data loads while the page waits on
 * the network, not in the first screen's render.
 */

/** The global the inline script leaves its calls at (read once by the host's entry, then removed). */
export const EARLY_CALLS_GLOBAL = '__portalEarlyCalls';

/** The calls the inline script left, taken off the page (a second read finds none); undefined when it sent none. */
export function takeEarlyCalls(win: Window = window): unknown {
  const holder = win as unknown as Record<string, unknown>;
  const early = holder[EARLY_CALLS_GLOBAL];
  delete holder[EARLY_CALLS_GLOBAL];
  return early;
}
