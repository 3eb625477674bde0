/**
 * Leaving with unsaved changes asks first (issue #26): in-app navigation through React Router's blocker, a reload or
 * a closed tab through the browser's own beforeunload question. Forms say they hold changes with useUnsavedChanges.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationType, useBlocker } from 'react-router-dom';
import { Modal } from '../../components/Modal';
import { hasUnsavedChanges, takeLeavePermission } from './unsaved';
import './drafts.css';

/** The one leave guard of the app (in the app shell). */
export function LeaveGuard() {
  const { t } = useTranslation();
  // A replacing navigation is the page correcting its own address (a created item getting its id), not leaving.
  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) =>
    !takeLeavePermission() && historyAction !== NavigationType.Replace && currentLocation.pathname !== nextLocation.pathname && hasUnsavedChanges());

  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      e.preventDefault();
      // Older browsers need returnValue set to show their question (the text itself is the browser's own).
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const stay = () => { if (blocker.state === 'blocked') blocker.reset(); };
  const leave = () => { if (blocker.state === 'blocked') blocker.proceed(); };
  return (
    <Modal open={blocker.state === 'blocked'} onClose={stay} title={t('drafts.leaveTitle')} role="alertdialog" className="modal--confirm">
      <p className="leave-dialog__text">{t('drafts.leaveText')}</p>
      <div className="form__actions confirm__actions" data-testid="leave-dialog">
        <button type="button" className="button button--primary" onClick={stay} autoFocus>{t('drafts.stay')}</button>
        <button type="button" className="button button--danger" onClick={leave}>{t('drafts.leave')}</button>
      </div>
    </Modal>
  );
}
