/** "Restore your unsaved changes?" with Restore and Discard, shown above a form that has a kept draft (issue #26). */
import { useTranslation } from 'react-i18next';
import './drafts.css';

export interface RestoreOfferProps {
  onRestore: () => void;
  onDiscard: () => void;
  testId?: string;
}

/** The offer. */
export function RestoreOffer({ onRestore, onDiscard, testId = 'restore-offer' }: RestoreOfferProps) {
  const { t } = useTranslation();
  return (
    <div className="restore-offer" role="status" data-testid={testId}>
      <span className="restore-offer__text">{t('drafts.offer')}</span>
      <span className="restore-offer__actions">
        <button type="button" className="button button--small button--primary" onClick={onRestore}>{t('drafts.restore')}</button>
        <button type="button" className="button button--small button--ghost" onClick={onDiscard}>{t('drafts.discard')}</button>
      </span>
    </div>
  );
}
