/** The carousel of the pictures block as React state: which picture is selected and which thumbnails show. */
import { useEffect, useRef, useState } from 'react';
import { EMPTY_PICTURE_ID, reconcile, visible, withPlaceholder, type CarouselState, type PictureRef } from './carousel';

/** The carousel over `pictures` (the empty placeholder when there are none). */
export function usePictureCarousel(pictures: readonly PictureRef[]) {
  const shown = withPlaceholder(pictures);
  const ids = shown.map((p) => p.id);
  const [carousel, setCarousel] = useState<CarouselState>({ selected: 0, start: 0 });
  const previousIds = useRef<string[]>(ids);
  // A fresh upload to select once it appears in the list.
  const preferId = useRef<string | null>(null);

  // Keep the selection on the same picture (or on a fresh upload) when the list changes.
  const idsKey = ids.join(',');
  useEffect(() => {
    const next = idsKey.split(',');
    setCarousel((s) => reconcile(s, previousIds.current, next, preferId.current));
    previousIds.current = next;
    if (preferId.current !== null && next.includes(preferId.current)) preferId.current = null;
  }, [idsKey]);

  const { start, items } = visible(shown, carousel);
  const selected = shown[Math.min(carousel.selected, shown.length - 1)];
  return {
    shown,
    total: shown.length,
    carousel,
    setCarousel,
    /** The first visible thumbnail's index and the visible thumbnails. */
    start,
    items,
    selected,
    /** False for the empty placeholder. */
    isReal: selected.id !== EMPTY_PICTURE_ID,
    /** Selects the picture with this id when the list next contains it. */
    prefer: (id: string) => { preferId.current = id; },
  };
}
