/**
 * The profile side panel (docs/product.md §2.4): picture, name, username, city / country, bio, edit button, link to
 * /settings. On narrow screens (≤ 900 px, where the panel stands above the work) it is a compact header: avatar, name
 * and a "Profile" disclosure that shows the rest, so the page's work starts near the top (issue #12).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '../../components/Avatar';
import { ChevronDownIcon, EditIcon, PinIcon, SettingsIcon } from '../../components/Icons';
import { SidePanel } from '../../components/SidePanel';
import { useProfilePanelQuery } from '../../gql/hooks';

export interface ProfilePanelProps {
  /** Show the Back link at the top (item screens). */
  back?: boolean;
}

/** The logged-in user's profile in a side panel. */
export function ProfilePanel({ back = false }: ProfilePanelProps) {
  const { t } = useTranslation();
  const uid = useId();
  const [open, setOpen] = useState(false);
  const { data, loading } = useProfilePanelQuery({ fetchPolicy: 'cache-and-network' });
  const me = data?.me;
  const place = [me?.city, me?.country].filter((s) => s && s.trim() !== '').join(', ');

  return (
    <SidePanel back={back} className={`profile-panel${open ? ' is-open' : ''}`}>
      <div className="profile-panel__card" data-testid="profile-panel">
        <div className="profile-panel__banner" style={me?.backgroundUrl ? { backgroundImage: `url("${me.backgroundUrl}")` } : undefined} />
        <Avatar src={me?.pictureUrl} size={104} alt={me?.username ?? ''} className="profile-panel__avatar" />
        <div className="profile-panel__who">
          {loading && !me ? <p className="profile-panel__muted">{t('common.loading')}</p> : me && (
            <>
              {me.name && <h2 className="profile-panel__name">{me.name}</h2>}
              <p className="profile-panel__username" data-testid="profile-username">@{me.username}</p>
            </>
          )}
        </div>
        <button type="button" className="profile-panel__toggle" aria-expanded={open} aria-controls={`${uid}-details`}
          onClick={() => setOpen((o) => !o)} data-testid="profile-toggle">
          {t('profile.disclosure')}<ChevronDownIcon size={16} />
        </button>
        <div className="profile-panel__details" id={`${uid}-details`}>
          {me && place && <p className="profile-panel__place"><PinIcon size={16} />{place}</p>}
          {me && (me.bio ? <p className="profile-panel__bio">{me.bio}</p> : <p className="profile-panel__muted">{t('profile.noBio')}</p>)}
          <div className="profile-panel__actions">
            <Link to="/settings" className="button button--primary button--small"><EditIcon size={16} />{t('profile.edit')}</Link>
            <Link to="/settings" className="link profile-panel__settings"><SettingsIcon size={16} />{t('profile.settings')}</Link>
          </div>
        </div>
      </div>
    </SidePanel>
  );
}
