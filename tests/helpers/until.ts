/**
 * Waiting on state: asks `read` again until `ok` holds for its answer. The server's state, not a time, ends the wait.
 * There is no count of tries and no deadline of its own: on a busy machine the answer comes later, and only the
 * test's own timeout gives up (then the loop stops asking and throws with `what` and the last answer).
 */
export async function until<T, U extends T>(read: () => Promise<T> | T, ok: (v: T) => v is U, what: string): Promise<U>;
export async function until<T>(read: () => Promise<T> | T, ok: (v: T) => boolean, what: string): Promise<T>;
export async function until<T>(read: () => Promise<T> | T, ok: (v: T) => boolean, what: string): Promise<T> {
  const test = expect.getState().currentTestName;
  for (;;) {
    const last = await read();
    if (ok(last)) return last;
    await new Promise((r) => setTimeout(r, 20));
    // The test timed out and jest moved on: stop asking.
    if (expect.getState().currentTestName !== test) throw new Error(`never reached: ${what} (last: ${JSON.stringify(last)})`);
  }
}

/** `until` for a check that answers yes or no. */
export async function untilTrue(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  await until(check, (yes) => yes, what);
}
