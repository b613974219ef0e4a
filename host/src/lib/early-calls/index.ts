/**
 * The dashboard's first calls sent by index.html itself (decision 0027; docs/PERFORMANCE.md, "2026-11-26 13:20 UTC"):
 * `early-calls.inline.js` is written into the host's index.html as an inline `<script>` by the host's build
 * (host/webpack.config.cjs `FirstScreenPreload`), before the build's script and preload tags and after the runtime
 * config the gateway inlines at the start of `<head>`, so its requests are asked for with theirs. On `/student`,
 * with a student's login record on the device (000 §3 'userdetail') and the inlined runtime config, it sends
 * get-student-details2 and student-dashboard with `fetch` as the page is parsed — ≈ 0.6 s after navigation on Slow 4G,
 * instead of once `main.js` (30 KiB, sharing the six connections with the host's chunks) has arrived and run — and
 * leaves them at `window.__portalEarlyCalls` (`EarlyCalls` of @classroom/shared/prefetch). The host's entry adopts them
 * (`startRouteCallsEarly` → `adoptEarlyCalls`), so the route's plan sends neither again and the screen's `call` reads
 * them with the reply rules of every call (401, 1007, refusals, no reply, a 30 s limit). The CSP allows the script by
 * its hash only (`sha256-…`, never 'unsafe-inline'): the build lists it in `first-screen.json` `inlineScripts` for the
 * gateway, and deploy/nginx/portal-security-headers.conf names it (the host's build fails when it does not).
 * On any page, for a student's login record, it also makes the IST date formatter and the rupee formatter once in a
 * timer after the parse, so ICU's zone and locale data are loaded while the page waits on the network, not in the
 * first screen's render (docs/PERFORMANCE.md, "2026-11-26 16:47–18:10").
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
