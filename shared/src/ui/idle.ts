/** What an idle task is told: the milliseconds left in this idle period (the part of IdleDeadline the portal uses). */
export interface IdleDeadlineLike {
  timeRemaining(): number;
}

/**
 * Runs `task` in the browser's idle time (`requestIdleCallback`, at most 2000 ms late), or after 50 ms with 8 ms to
 * spend where there is none (Safari). Returns a function that cancels it if it has not run. Used for work a screen can
 * do ahead of the student (KaTeX output warmed per question, the player's code during the instructions).
 */
export function whenIdle(task: (deadline: IdleDeadlineLike) => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(() => task({ timeRemaining: () => 8 }), 50);
  return () => clearTimeout(id);
}
