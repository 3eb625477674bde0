/** /oauth/error?error=<code>: an app's request the server could not send back to the app (an unknown client or redirect URI). */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PageLayout } from '../../components/PageLayout';

/** The error page. */
export default function OAuthErrorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <PageLayout className="consent-page" title={t('apps.error.title')}>
      <p data-testid="oauth-error">{t('apps.error.lead', { code: params.get('error') ?? 'invalid_request' })}</p>
      <Link to="/" className="link">{t('apps.error.home')}</Link>
    </PageLayout>
  );
}
