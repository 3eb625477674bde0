/** Menu behaviour rules (docs/product.md §2.2): toggle, outside click, Escape, navigation; the '/' search shortcut. */

/** Something that happened to an open or closed menu. */
export type MenuEvent =
  | { type: 'toggle' }
  | { type: 'close' }
  | { type: 'outsideClick' }
  | { type: 'escape' }
  | { type: 'navigate' };

/** Whether the menu is open after `event`: a toggle flips it, anything else closes it. */
export function menuReducer(open: boolean, event: MenuEvent): boolean {
  return event.type === 'toggle' ? !open : false;
}

/** A node that can tell whether it contains another (a DOM Node). */
export interface Container<T> { contains(other: T | null): boolean }

/** True when `target` lies outside every given container (missing containers are ignored). */
export function isOutside<T>(target: T | null, containers: readonly (Container<T> | null | undefined)[]): boolean {
  if (target === null) return true;
  return !containers.some((c) => c && c.contains(target));
}

/** The parts of a keydown event that decide the '/' shortcut. */
export interface ShortcutEvent {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target: { tagName?: string; isContentEditable?: boolean } | null;
}

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** True when '/' was pressed outside any text field, so it should focus the search box. */
export function shouldFocusSearch(e: ShortcutEvent): boolean {
  if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey) return false;
  const t = e.target;
  if (!t) return true;
  return !(t.isContentEditable || (t.tagName && TYPING_TAGS.has(t.tagName.toUpperCase())));
}

/**
 * Where focus goes among the `count` items of an open menu when `key` is pressed on item `index` (WAI-ARIA menu
 * button pattern): ArrowDown and ArrowUp move and wrap around, Home and End go to the ends; null for any other key.
 */
export function menuFocusIndex(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown': return index < 0 ? 0 : (index + 1) % count;
    case 'ArrowUp': return index < 0 ? count - 1 : (index - 1 + count) % count;
    case 'Home': return 0;
    case 'End': return count - 1;
    default: return null;
  }
}
