/**
 * Card width with zoom (docs/product.md §4.5, issue #12): every press changes the number of columns the grid shows
 * (core's zoomVisibly), and the width is remembered like the filter and the sort.
 */
import { useCallback, useState } from 'react';
import { restoreCardWidth, zoomVisibly } from '@purlwise/core';
import { localStore as store } from '../../lib/storage';
import { CARD_WIDTH_STORAGE_KEY, readCardWidth, writePreference } from './preferences';

const windowWidth = () => (typeof window === 'undefined' ? 1024 : window.innerWidth);

/** The card width, the zoom actions, whether each can change anything, and where the grid reports its width. */
export function useCardWidth() {
  const [width, setWidthState] = useState(() => restoreCardWidth(readCardWidth(store()), windowWidth()));
  // The grid's content width; until it is measured, the window's.
  const [contentWidth, setContentWidth] = useState(0);
  const content = contentWidth || windowWidth();
  const zoom = useCallback((direction: 'in' | 'out') => {
    setWidthState((w) => {
      const next = zoomVisibly(w, direction, content, windowWidth());
      if (next !== w) writePreference(store(), CARD_WIDTH_STORAGE_KEY, String(next));
      return next;
    });
  }, [content]);
  return {
    width,
    zoomIn: useCallback(() => zoom('in'), [zoom]),
    zoomOut: useCallback(() => zoom('out'), [zoom]),
    canZoomIn: zoomVisibly(width, 'in', content, windowWidth()) !== width,
    canZoomOut: zoomVisibly(width, 'out', content, windowWidth()) !== width,
    onContentWidth: setContentWidth,
  };
}

/** What useCardWidth gives a page. */
export type CardZoom = ReturnType<typeof useCardWidth>;
