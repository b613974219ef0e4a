/**
 * A signed-in student's page in one hop more (docs/PERFORMANCE.md, "collapse the waterfall"): on a page path under /student
 * (the host's guarded student pages) the gateway adds `<link rel="preload" as="script">` to index.html for the host
 * files such a page loads once main.js has run — the student shell's chunk group with `after-sign-in` (the API client,
 * the contract, TanStack Query) and single-spa — so they download beside main.js instead of one round trip after it.
 * The list is the host build's `first-screen.json` `student` (host/webpack.config.cjs FirstScreenPreload). A visitor
 * who is not signed in is sent to sign-in by the host, and needs the same files right after signing in.
 */

/** The host's guarded student pages: /student and below (host/src/routes.ts). */
export function isStudentPage(urlPath: string): boolean {
  return urlPath === '/student' || urlPath.startsWith('/student/');
}

/** A host file at the site's root with a content hash, e.g. '/after-sign-in.ad89c09ce0.js'; anything else is dropped. */
const HOST_SCRIPT = /^\/[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*\.[0-9a-f]{8,}\.js$/;

/**
 * The `student` list of a host build's first-screen.json (its text), kept to host script URLs; [] when the file is
 * absent (a host built before the list existed) or unreadable.
 */
export function studentPreloadsOf(firstScreenJson: string | null): string[] {
  if (!firstScreenJson) return [];
  try {
    const student = (JSON.parse(firstScreenJson) as { student?: unknown }).student;
    return Array.isArray(student)
      ? student.filter((url): url is string => typeof url === 'string' && HOST_SCRIPT.test(url))
      : [];
  } catch {
    return [];
  }
}

/** `html` with a preload link per URL before `</head>` (after the build's own links, so main.js and those go first). */
export function withStudentPreloads(html: string, urls: readonly string[]): string {
  if (urls.length === 0 || !html.includes('</head>')) return html;
  const links = urls.map((url) => `<link rel=preload as=script href=${url}>`).join('');
  return html.replace('</head>', `${links}</head>`);
}
