/** The profile side panel (SPEC.md §2): picture, name, username, city / country, bio, edit button, link to /settings. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '../../components/Avatar';
import { EditIcon, PinIcon, SettingsIcon } from '../../components/Icons';
import { SidePanel } from '../../components/SidePanel';
import { useProfilePanelQuery } from '../../gql/hooks';

export interface ProfilePanelProps {
  /** Show the Back link at the top (item screens). */
  back?: boolean;
}

/** The logged-in user's profile in a side panel. */
export function ProfilePanel({ back = false }: ProfilePanelProps) {
  const { t } = useTranslation();
  const { data, loading } = useProfilePanelQuery({ fetchPolicy: 'cache-and-network' });
  const me = data?.me;
  const place = [me?.city, me?.country].filter((s) => s && s.trim() !== '').join(', ');

  return (
    <SidePanel back={back} className="profile-panel">
      <div className="profile-panel__card" data-testid="profile-panel">
        <div className="profile-panel__banner" style={me?.backgroundUrl ? { backgroundImage: `url("${me.backgroundUrl}")` } : undefined} />
        <Avatar src={me?.pictureUrl} size={104} alt={me?.username ?? ''} className="profile-panel__avatar" />
        {loading && !me ? (
          <p className="profile-panel__muted">{t('common.loading')}</p>
        ) : me && (
          <>
            {me.name && <h2 className="profile-panel__name">{me.name}</h2>}
            <p className="profile-panel__username" data-testid="profile-username">@{me.username}</p>
            {place && <p className="profile-panel__place"><PinIcon size={16} />{place}</p>}
            {me.bio ? <p className="profile-panel__bio">{me.bio}</p> : <p className="profile-panel__muted">{t('profile.noBio')}</p>}
          </>
        )}
        <div className="profile-panel__actions">
          <Link to="/settings" className="button button--primary button--small"><EditIcon size={16} />{t('profile.edit')}</Link>
          <Link to="/settings" className="link profile-panel__settings"><SettingsIcon size={16} />{t('profile.settings')}</Link>
        </div>
      </div>
    </SidePanel>
  );
}
