/** Asks before something is deleted: names what goes; Cancel has the focus, Escape cancels (issue #12). */
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  /** The question, naming what goes ("Delete 'Highland Wool' with 5 pictures and 2 colours?"); null: closed. */
  question: string | null;
  /** The confirming button's text. */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A confirmation dialog (role alertdialog through the modal, focus kept inside). */
export function ConfirmDialog({ question, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={question !== null} onClose={onCancel} title={question ?? ''} role="alertdialog" className="modal--confirm">
      <div className="form__actions confirm__actions" data-testid="confirm-dialog">
        <button type="button" className="button button--ghost" onClick={onCancel} autoFocus>{t('common.cancel')}</button>
        <button type="button" className="button button--danger" onClick={onConfirm} data-testid="confirm-yes">{confirmLabel}</button>
      </div>
    </Modal>
  );
}
