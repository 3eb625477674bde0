/** The message of the last delete, with Undo while the delete waits (undoStore.ts); shown over every page. */
import { useTranslation } from 'react-i18next';
import { dismissNotice, undoDelete } from './undoStore';
import { useUndoState } from './useUndo';
import './undo.css';

/** The line at the bottom of the screen. */
export function UndoNotice() {
  const { t } = useTranslation();
  const { notice } = useUndoState();
  return (
    <div className="undo-notice__region" role="status" aria-live="polite">
      {notice && (
        <p key={notice.seq} className={`message message--${notice.kind} undo-notice`} data-testid="undo-notice">
          <span className="undo-notice__text">{notice.text}</span>
          {notice.undoable && (
            <button type="button" className="button button--small button--ghost" onClick={undoDelete} data-testid="undo-button">{t('undo.undo')}</button>
          )}
          <button type="button" className="undo-notice__close" onClick={dismissNotice} aria-label={t('undo.dismiss')}>×</button>
        </p>
      )}
    </div>
  );
}
