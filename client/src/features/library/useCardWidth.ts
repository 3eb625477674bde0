/** Card width with zoom (SPEC.md §4 Layout), using core's layout rules. */
import { useCallback, useState } from 'react';
import { defaultCardWidth, zoomIn, zoomOut } from '@purlwise/core';

const windowWidth = () => (typeof window === 'undefined' ? 1024 : window.innerWidth);

/** The card width and the zoom actions. */
export function useCardWidth() {
  const [width, setWidth] = useState(() => defaultCardWidth(windowWidth()));
  return {
    width,
    zoomIn: useCallback(() => setWidth((w) => zoomIn(w, windowWidth())), []),
    zoomOut: useCallback(() => setWidth((w) => zoomOut(w)), []),
  };
}
