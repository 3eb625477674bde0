/** Icons of the calculator card that the shared set lacks (24x24 line icons, currentColor). */

const svg = { width: 18, height: 18, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false } as const;

/** Two overlapping sheets: copy. */
export function CopyIcon() {
  return (
    <svg {...svg}>
      <rect x="8" y="8" width="12" height="12" rx="2.5" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </svg>
  );
}

/** A padlock, closed or open. */
export function LockIcon({ open = false }: { open?: boolean }) {
  return (
    <svg {...svg}>
      <rect x="5" y="11" width="14" height="10" rx="2.5" />
      <path d={open ? 'M8 11V8a4 4 0 0 1 7.7-1.5' : 'M8 11V8a4 4 0 0 1 8 0v3'} />
    </svg>
  );
}
