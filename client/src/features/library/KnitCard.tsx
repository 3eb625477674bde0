/** An item card (SPEC.md §2): picture, title, 'by' author, weight class; on hover type, title, author, tags, owner; a heart beside it. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { emptyPictureUrl } from '../../components/EmptyPicture';
import type { KnitCard_ItemFragment } from '../../gql/graphql';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { WeightChip } from './WeightChip';

export interface KnitCardProps {
  item: KnitCard_ItemFragment;
  onOpen: (item: KnitCard_ItemFragment) => void;
  /** The card is likely above the fold: its picture loads at once and early (it may be the largest paint). */
  eager?: boolean;
}

// Thumbnails are at most 480 px; the box has a fixed 4:3 aspect (CSS), so nothing moves when a picture arrives.
const THUMB = { width: 480, height: 360 };

/** One card of a library or the feed. */
export function KnitCard({ item, onOpen, eager = false }: KnitCardProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const type = item.type.toLowerCase();
  const picture = !failed ? item.firstPicture?.thumbnailUrl : null;
  const title = item.name || t('library.untitled');

  return (
    <div className="knit-card-wrap">
      <Card onClick={() => onOpen(item)} className={`knit-card knit-card--${type}`} data-testid="knit-card">
        <div className="knit-card__picture">
          {picture
            ? <img src={picture} alt="" {...THUMB} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} onError={() => setFailed(true)} />
            : <img src={emptyPictureUrl(type)} alt="" {...THUMB} className="knit-card__empty" data-empty={type} />}
          <div className="knit-card__overlay" aria-hidden="true">
            <span className={`chip chip--${type}`}>{t(`library.type.${type}`)}</span>
            <strong className="knit-card__overlay-title">{title}</strong>
            <span>{t('library.by', { author: item.author })}</span>
            {item.tags.length > 0 && (
              <span className="knit-card__tags">{item.tags.map((tag) => <span key={tag} className="tag">#{tag}</span>)}</span>
            )}
            <span className="knit-card__owner">{t('library.owner', { username: item.owner.username })}</span>
          </div>
        </div>
        <div className="knit-card__body">
          <h3 className="knit-card__title">{title}</h3>
          <p className="knit-card__author">{t('library.by', { author: item.author })}<WeightChip weightClass={item.weightClass} /></p>
        </div>
      </Card>
      <FavouriteButton item={item} />
    </div>
  );
}
