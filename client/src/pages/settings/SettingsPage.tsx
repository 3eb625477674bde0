/** The settings page (/settings, docs/product.md §2.8): pictures, account info, preferred unit, password; tokens for tools; export, import, deletion. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BackIcon } from '../../components/Icons';
import { Message } from '../../components/Message';
import { PageLayout } from '../../components/PageLayout';
import { useSettingsPageQuery } from '../../gql/hooks';
import { DeleteAccountCard } from './DeleteAccountCard';
import { ExportCard } from './ExportCard';
import { ImportCard } from './ImportCard';
import { ImagesBlock } from './ImagesBlock';
import '../../features/account-data/account-data.css';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { TokensBlock } from './TokensBlock';
import { OAuthAppsBlock } from './OAuthAppsBlock';
import { UnitChoice } from './UnitChoice';
import { WebhooksBlock } from './WebhooksBlock';

/** The settings page. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const { data, loading, error } = useSettingsPageQuery({ fetchPolicy: 'cache-and-network' });
  const me = data?.me;
  if (error) console.warn('settings failed to load', error);

  return (
    <PageLayout
      className="settings-page"
      title={t('settings.title')}
      actions={<Link to="/account" className="link link--icon" data-testid="to-account"><BackIcon size={18} />{t('settings.toAccount')}</Link>}
    >
      {!me && loading && <p className="muted" role="status">{t('common.loading')}</p>}
      {!me && !loading && error && <Message kind="error" text={t('errors.server')} />}
      {me && (
        <>
          <ImagesBlock pictureUrl={me.pictureUrl} backgroundUrl={me.backgroundUrl} username={me.username} />
          <div className="settings-grid">
            <ProfileForm key={me.id} me={me} />
            <div className="settings-grid__side">
              <UnitChoice key={`unit-${me.id}`} unit={me.preferredUnit} />
              <PasswordForm />
            </div>
          </div>
          <TokensBlock />
          <WebhooksBlock />
          <OAuthAppsBlock />
          <div className="settings-data">
            <ExportCard />
            <ImportCard />
            <DeleteAccountCard />
          </div>
        </>
      )}
    </PageLayout>
  );
}
