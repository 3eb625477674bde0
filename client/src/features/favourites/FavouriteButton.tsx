/**
 * The heart of a card or a preview: saves another knitter's public item as a favourite (visitors are asked to log in),
 * with the number of knitters who saved it. Your own items show the count only.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/useAuth';
import { isOwnItem } from '../library/itemPath';
import { useNumberFormat } from '../units/useNumberFormat';
import type { FavoriteMutation, FavouriteButton_ItemFragment, UnfavoriteMutation } from '../../gql/graphql';
import { useFavoriteMutation, useUnfavoriteMutation } from '../../gql/hooks';

export interface FavouriteButtonProps {
  item: FavouriteButton_ItemFragment;
  className?: string;
}

/** A heart outline, filled when `on`. */
function Heart({ on }: { on: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={1.8} strokeLinejoin="round">
      <path d="M12 20s-7-4.4-8.6-9A4.6 4.6 0 0 1 12 6.6 4.6 4.6 0 0 1 20.6 11C19 15.6 12 20 12 20z" />
    </svg>
  );
}

/** Saves or removes the favourite; the answer updates every card of the item through Apollo's cache. */
function useToggle(item: FavouriteButton_ItemFragment) {
  const [favorite] = useFavoriteMutation();
  const [unfavorite] = useUnfavoriteMutation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const toggle = async () => {
    setBusy(true);
    setFailed(false);
    const on = !item.viewerHasFavorited;
    const optimistic = { id: item.id, viewerHasFavorited: on, favoriteCount: Math.max(0, item.favoriteCount + (on ? 1 : -1)), __typename: 'KnitItem' as const };
    try {
      const variables = { input: { itemId: item.id } };
      if (on) await favorite({ variables, optimisticResponse: { favorite: { item: optimistic, __typename: 'FavoritePayload' } } as FavoriteMutation });
      else await unfavorite({ variables, optimisticResponse: { unfavorite: { item: optimistic, __typename: 'UnfavoritePayload' } } as UnfavoriteMutation });
    } catch (err) {
      console.warn('favourite failed', err);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return { toggle, busy, failed };
}

/** The heart (or, on your own item, the count alone). */
export function FavouriteButton({ item, className = '' }: FavouriteButtonProps) {
  const { t } = useTranslation();
  const auth = useAuth();
  const { toggle, busy, failed } = useToggle(item);
  const format = useNumberFormat();
  const isPublic = item.visibility === 'PUBLIC';
  const countText = isPublic && item.favoriteCount > 0 ? t('favourite.count', { count: item.favoriteCount }) : null;
  const count = countText ? <span className="favourite__count" aria-label={countText}>{format(item.favoriteCount)}</span> : null;
  if (isOwnItem(item.owner, auth.username) || !isPublic) {
    return count ? <span className={`favourite favourite--static ${className}`} data-testid="favourite-count"><Heart on={false} />{count}</span> : null;
  }
  const on = item.viewerHasFavorited;
  const name = item.name || t('library.untitled');
  // The shown count is part of the name (axe: label-content-name-mismatch); a comma, since axe ignores brackets.
  const action = t(on ? 'favourite.remove' : 'favourite.add', { name });
  return (
    <button type="button" className={`favourite ${on ? 'favourite--on' : ''} ${className}`} data-testid="favourite"
      aria-pressed={on} aria-label={countText ? `${action}, ${countText}` : action} title={failed ? t('favourite.failed') : undefined}
      disabled={busy} onClick={(e) => { e.stopPropagation(); if (auth.loggedIn) void toggle(); else auth.openLogin(); }}>
      <Heart on={on} />{count}
    </button>
  );
}
