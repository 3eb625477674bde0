/** Icons of the pictures block that the shared set lacks (24x24 line icons, currentColor). */

const svg = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false } as const;

/** A chevron pointing left or right (the carousel arrows). */
export function ChevronIcon({ dir }: { dir: 'left' | 'right' }) {
  return <svg {...svg}><path d={dir === 'left' ? 'm14.5 6-6 6 6 6' : 'm9.5 6 6 6-6 6'} /></svg>;
}

/** Two arrows in a circle: replace. */
export function SwapIcon() {
  return <svg {...svg} width={16} height={16}><path d="M4 12a8 8 0 0 1 13.7-5.6L20 8.7M20 4v4.7h-4.7M20 12a8 8 0 0 1-13.7 5.6L4 15.3M4 20v-4.7h4.7" /></svg>;
}
