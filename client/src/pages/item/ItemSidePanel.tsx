/** The preview's side panel: Back, then the avatar, name and username of the item's owner (docs/product.md §2.10). */
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar';
import { SidePanel } from '../../components/SidePanel';
import type { ItemPreviewPageQuery } from '../../gql/graphql';

/** What the panel shows of a knitter: the owner as the preview query selects it. */
export type PanelUser = Pick<NonNullable<ItemPreviewPageQuery['knitItem']>['owner'], 'username' | 'name' | 'pictureUrl'>;

/** The panel for `user` (null while loading); `problem` (not found, private) replaces the loading line. */
export default function ItemSidePanel({ user, problem = null }: { user: PanelUser | null; problem?: string | null }) {
  const { t } = useTranslation();
  return (
    <SidePanel back className="profile-panel item-side">
      <div className="profile-panel__card item-side__card" data-testid="item-side-user">
        <div className="profile-panel__banner" />
        <Avatar src={user?.pictureUrl} size={104} alt={user?.username ?? ''} className="profile-panel__avatar" />
        {user ? (
          <>
            <p className="item-side__caption">{t('item.sharedBy')}</p>
            {user.name && <h2 className="profile-panel__name">{user.name}</h2>}
            <p className="profile-panel__username">@{user.username}</p>
          </>
        ) : (
          <p className="profile-panel__muted" data-testid="item-side-status">{problem ?? t('item.loading')}</p>
        )}
      </div>
    </SidePanel>
  );
}
