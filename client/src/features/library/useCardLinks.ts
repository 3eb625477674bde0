/** Where the cards of a grid lead, and what a plain click on one does. */
import { useNavigate } from 'react-router-dom';
import type { KnitCard_ItemFragment } from '../../gql/graphql';
import { useAuth } from '../auth/useAuth';
import { isOwnItem, itemPath } from './itemPath';

/** Whose items a grid shows, which says where their cards lead. */
export type CardLinks = 'mine' | 'others' | 'public';

/**
 * The cards' links: `mine` (the account page) opens the editor, `others` (favourites, never the viewer's own) the
 * preview, `public` (feed, explore) the editor of the viewer's own items and the preview of the rest, and asks a
 * visitor to join first. A click takes the card's item along, so the next page shows it at once.
 */
export function useCardLinks(whose: CardLinks) {
  const navigate = useNavigate();
  const auth = useAuth();
  const hrefOf = (item: KnitCard_ItemFragment) => itemPath(item, whose === 'public' ? isOwnItem(item.owner, auth.username) : whose === 'mine');
  const onOpen = (item: KnitCard_ItemFragment) => {
    if (whose === 'public' && !auth.loggedIn) { auth.openRegister(); return; }
    navigate(hrefOf(item), { state: { item } });
  };
  return { hrefOf, onOpen };
}
