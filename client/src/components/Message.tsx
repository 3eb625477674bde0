/** A success, information or error line above a form (docs/product.md §4.10, §8). */
export function Message({ kind, text, testId }: { kind: 'success' | 'error' | 'info'; text?: string | null; testId?: string }) {
  if (!text) return null;
  return (
    <p className={`message message--${kind}`} role={kind === 'error' ? 'alert' : 'status'} data-testid={testId}>
      {text}
    </p>
  );
}
