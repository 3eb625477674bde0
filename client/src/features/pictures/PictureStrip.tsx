/** The thumbnail strip of the pictures block: previous and next arrows around at most four thumbnails. */
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_SIZE } from '@purlwise/core';
import { EMPTY_PICTURE_ID, select, step, type CarouselState, type PictureRef } from './carousel';
import { ChevronIcon } from './icons';

export interface PictureStripProps {
  carousel: CarouselState;
  setCarousel: Dispatch<SetStateAction<CarouselState>>;
  /** The visible thumbnails, the first being picture number `start`. */
  items: readonly PictureRef[];
  start: number;
  total: number;
  /** The address to draw for a thumbnail (the kind's empty picture when it failed to load). */
  thumbSrc: (picture: PictureRef) => string;
  onThumbError: (picture: PictureRef) => void;
}

/** The strip. */
export function PictureStrip({ carousel, setCarousel, items, start, total, thumbSrc, onThumbError }: PictureStripProps) {
  const { t } = useTranslation();
  return (
    <div className="pictures__strip">
      <button type="button" className="pictures__arrow" aria-label={t('pictures.previous')} title={t('pictures.previous')}
        disabled={carousel.selected === 0} onClick={() => setCarousel((s) => step(s, -1, total))}>
        <ChevronIcon dir="left" />
      </button>
      <ul className="pictures__thumbs" style={{ ['--slots' as string]: CAROUSEL_SIZE }}>
        {items.map((p, i) => {
          const index = start + i;
          const on = index === carousel.selected;
          return (
            <li key={p.id}>
              <button type="button" className={`pictures__thumb${on ? ' is-selected' : ''}`} aria-pressed={on}
                aria-label={t('pictures.show', { n: index + 1, total })} data-picture-id={p.id}
                onClick={() => setCarousel((s) => select(s, index, total))}>
                <img src={thumbSrc(p)} alt="" loading="lazy" onError={() => p.id !== EMPTY_PICTURE_ID && onThumbError(p)} />
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="pictures__arrow" aria-label={t('pictures.next')} title={t('pictures.next')}
        disabled={carousel.selected >= total - 1} onClick={() => setCarousel((s) => step(s, 1, total))}>
        <ChevronIcon dir="right" />
      </button>
    </div>
  );
}
