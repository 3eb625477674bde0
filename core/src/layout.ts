/** Card layout arithmetic (docs/product.md §4.5, §9): card width, zoom, columns, carousel window. */

/** Window width (px) under which the small layout applies and above which the menu hides. */
export const MENU_BREAKPOINT = 640;
/** Zoom step for card width (px). */
export const ZOOM_STEP = 40;
/** Smallest card width, also the small-screen default and the zoom reset (px). */
export const MIN_CARD = 160;
/** Default card width on wide windows (px). */
export const WIDE_CARD = 320;
/** Largest card width (px). */
export const MAX_CARD = 480;
/** Most thumbnails the pictures carousel shows at once. */
export const CAROUSEL_SIZE = 4;
/** Picture id standing for "no picture". */
export const EMPTY_PICTURE_ID = 0;
/** Colour id of the add-new-colour placeholder card. */
export const COLOUR_PLACEHOLDER_ID = Number.MAX_SAFE_INTEGER;

/** Default card width: 160 px under a 640 px window, else 320 px. */
export function defaultCardWidth(windowWidth: number): number {
  return windowWidth < MENU_BREAKPOINT ? MIN_CARD : WIDE_CARD;
}

/** Card width after zooming in: +40 px up to 480; back to 160 if wider than the window. */
export function zoomIn(width: number, windowWidth: number): number {
  const next = Math.min(width + ZOOM_STEP, MAX_CARD);
  return next > windowWidth ? MIN_CARD : next;
}

/** Card width after zooming out: -40 px, not below 160. */
export function zoomOut(width: number): number {
  return Math.max(width - ZOOM_STEP, MIN_CARD);
}

/**
 * Zoom that always changes what is seen: steps the card width (zoomIn or zoomOut, 40 px at a time) until the number
 * of columns in `contentWidth` changes. Zooming in past the window width starts again from the smallest card (as
 * zoomIn does). When no step changes the columns, the width stays as it is.
 */
export function zoomVisibly(width: number, direction: 'in' | 'out', contentWidth: number, windowWidth: number): number {
  const columns = columnCount(contentWidth, width);
  let next = width;
  for (;;) {
    const candidate = direction === 'in' ? zoomIn(next, windowWidth) : zoomOut(next);
    if (candidate === next) return width;
    if (direction === 'in' && candidate < next) return candidate;
    next = candidate;
    if (columnCount(contentWidth, next) !== columns) return next;
  }
}

/** A remembered card width when it is a usable one (160-480 px, within the window); otherwise the default. */
export function restoreCardWidth(remembered: number | null, windowWidth: number): number {
  const ok = remembered !== null && Number.isInteger(remembered) && remembered >= MIN_CARD && remembered <= MAX_CARD && remembered <= windowWidth;
  return ok ? remembered : defaultCardWidth(windowWidth);
}

/** How many card columns fit in `contentWidth`; at least 1. */
export function columnCount(contentWidth: number, cardWidth: number): number {
  const n = Math.floor(contentWidth / cardWidth);
  return Number.isFinite(n) && n >= 1 ? n : 1;
}

/** Deals items into `columns` columns round-robin: item i goes to column i mod columns. */
export function dealRoundRobin<T>(items: readonly T[], columns: number): T[][] {
  const n = Number.isFinite(columns) && columns >= 1 ? Math.floor(columns) : 1;
  const out: T[][] = Array.from({ length: n }, () => []);
  items.forEach((item, i) => out[i % n].push(item));
  return out;
}

/** Visible thumbnails [start, end) keeping `selectedIndex` in view, scrolling as little as possible from `previousStart`. */
export function carouselWindow(
  selectedIndex: number,
  total: number,
  size: number = CAROUSEL_SIZE,
  previousStart = 0,
): { start: number; end: number } {
  if (total <= 0 || size <= 0) return { start: 0, end: 0 };
  const selected = Math.min(Math.max(selectedIndex, 0), total - 1);
  let start = previousStart;
  if (selected < start) start = selected;
  else if (selected >= start + size) start = selected - size + 1;
  start = Math.min(Math.max(start, 0), Math.max(total - size, 0));
  return { start, end: Math.min(start + size, total) };
}
