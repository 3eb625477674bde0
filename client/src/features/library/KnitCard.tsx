/**
 * An item card (docs/product.md §2.5): picture, title, 'by' author, weight class; on hover type, title, author, tags,
 * owner; a heart beside it. The title is a link stretched over the whole card (Card's `card__action`), so the card is
 * clickable and a screen reader meets a heading with a link; yarns show their weight and length in the knitter's unit,
 * and your private items say so.
 */
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NumberFormat, Unit } from '@purlwise/core';
import { Card } from '../../components/Card';
import { emptyPictureUrl } from '../../components/EmptyPicture';
import type { KnitCard_ItemFragment } from '../../gql/graphql';
import { afterNextPaint } from '../../lib/nextTask';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { yarnQuantities } from '../units/inUnit';
import { WeightChip } from './WeightChip';

export interface KnitCardProps {
  item: KnitCard_ItemFragment;
  /** Where the card's link leads (the editor or the preview). */
  href: string;
  /**
   * Opens the item (a plain click on the card); a click with a modifier key opens `href` in a new tab instead. A plain
   * <a> rather than the router's Link: the page's open() navigates (or asks a visitor to log in), and a card need not
   * follow every change of the location (a feed page renders dozens).
   */
  onOpen: (item: KnitCard_ItemFragment) => void;
  /** The knitter's unit and the language's number format, for a yarn's weight and length. */
  unit: Unit;
  format: NumberFormat;
  /** The card is likely above the fold: its picture loads at once and early (it may be the largest paint). */
  eager?: boolean;
  /** The picture is not asked for yet: the box keeps its size, empty, until the grid lets it load (LibraryGrid). */
  pictureWaits?: boolean;
  /** Called once the picture has been painted, or has failed to load. */
  onPictureShown?: () => void;
}

// Thumbnails are at most 480 px; the box has a fixed 4:3 aspect (CSS), so nothing moves when a picture arrives.
const THUMB = { width: 480, height: 360 };

/** True for a click the browser should handle itself (new tab or window, download). */
const isModified = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/** One card of a library or the feed. */
export function KnitCard({ item, href, onOpen, unit, format, eager = false, pictureWaits = false, onPictureShown }: KnitCardProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const type = item.type.toLowerCase();
  const picture = !failed ? item.firstPicture?.thumbnailUrl : null;
  const title = item.name || t('library.untitled');
  const quantities = type === 'yarn' ? yarnQuantities(item, unit, format) : null;
  const follow = (e: MouseEvent) => {
    if (isModified(e)) return;
    e.preventDefault();
    onOpen(item);
  };

  return (
    <div className="knit-card-wrap">
      <Card clickable className={`knit-card knit-card--${type}`} data-testid="knit-card">
        <div className="knit-card__picture">
          {picture && pictureWaits && <img alt="" {...THUMB} data-testid="picture-waiting" />}
          {picture && !pictureWaits && (
            <img src={picture} alt="" {...THUMB} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'}
              onLoad={onPictureShown && (() => afterNextPaint(onPictureShown))} onError={() => { setFailed(true); onPictureShown?.(); }} />
          )}
          {!picture && <img src={emptyPictureUrl(type)} alt="" {...THUMB} className="knit-card__empty" data-empty={type} />}
          <div className="knit-card__overlay" aria-hidden="true">
            <span className={`chip chip--${type}`}>{t(`library.type.${type}`)}</span>
            <strong className="knit-card__overlay-title">{title}</strong>
            <span>{t('library.by', { author: item.author })}</span>
            {item.tags.length > 0 && (
              <span className="knit-card__tags">{item.tags.map((tag) => <span key={tag} className="tag">#{tag}</span>)}</span>
            )}
            <span className="knit-card__owner">{t('library.owner', { username: item.owner.username })}</span>
          </div>
          {item.visibility === 'PRIVATE' && <span className="chip chip--private knit-card__private" data-testid="private-chip"><LockIcon />{t('card.private')}</span>}
        </div>
        <div className="knit-card__body">
          <h2 className="knit-card__title"><a href={href} className="card__action" onClick={follow}>{title}</a></h2>
          <p className="knit-card__author"><span className="knit-card__by">{t('library.by', { author: item.author })}</span><WeightChip weightClass={item.weightClass} /></p>
          {quantities && <p className="knit-card__quantities" data-testid="card-quantities">{quantities}</p>}
        </div>
      </Card>
      <FavouriteButton item={item} />
    </div>
  );
}

/** A small padlock beside "Private". */
function LockIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round">
      <rect x="5" y="11" width="14" height="10" rx="2" /><path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </svg>
  );
}
