/**
 * Resolves in a later task of the event loop (a zero-delay timer), so the work after it runs in a task of its own.
 * The app's start-up is cut this way into several short tasks instead of one long one: a phone cannot answer a tap
 * during a long task, and Lighthouse counts every task over 50 ms as blocking time (ARCHITECTURE.md, "How the landing page loads").
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => { setTimeout(resolve, 0); });
}

/** Runs `fn` in the task after the next frame has been painted (a frame's callbacks run before its paint). */
export function afterNextPaint(fn: () => void): void {
  requestAnimationFrame(() => { void nextTask().then(fn); });
}
