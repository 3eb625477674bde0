/** Why an item cannot be shown (not found, private, failed to load), with a link back. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The card saying so; `back` is where its link leads: the account page (editor) or the feed (preview). */
export function ItemMissing({ text, back }: { text: string; back: 'account' | 'feed' }) {
  const { t } = useTranslation();
  return (
    <div className="item-card item-missing" role="alert">
      <p>{text}</p>
      <Link to={`/${back}`} className="item-link">{back === 'account' ? t('item.toAccount') : t('item.toFeed')}</Link>
    </div>
  );
}
