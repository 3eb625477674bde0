/** An empty page with a link to the feed; the router shows it for unknown paths (docs/product.md §1). */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CompassIcon, HeartIcon } from '../../components/Icons';
import { PageLayout } from '../../components/PageLayout';

/** A placeholder page; `page` picks its texts and icon. */
export default function PlaceholderPage({ page }: { page: 'explore' | 'favorites' | 'notFound' }) {
  const { t } = useTranslation();
  const Icon = page === 'favorites' ? HeartIcon : CompassIcon;
  return (
    <PageLayout className="placeholder-page">
      <div className="empty-state empty-state--page" data-testid={`placeholder-${page}`}>
        <span className="empty-state__icon"><Icon size={40} /></span>
        <h1>{t(`placeholder.${page}.title`)}</h1>
        <p>{t(`placeholder.${page}.text`)}</p>
        <Link to="/feed" className="button button--primary">{t('placeholder.toFeed')}</Link>
      </div>
    </PageLayout>
  );
}
