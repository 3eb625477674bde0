/** A success or error line above a form (SPEC.md §2, §8). */
export function Message({ kind, text, testId }: { kind: 'success' | 'error'; text?: string | null; testId?: string }) {
  if (!text) return null;
  return (
    <p className={`message message--${kind}`} role={kind === 'error' ? 'alert' : 'status'} data-testid={testId}>
      {text}
    </p>
  );
}
