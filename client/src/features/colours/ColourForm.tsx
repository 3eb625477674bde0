/** The editable body of the colour modal: the two descriptions, the picture with its buttons, Delete, Cancel, Save. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { CameraIcon, TrashIcon } from '../../components/Icons';
import { Message } from '../../components/Message';
import UploadProgress from '../pictures/UploadProgress';
import { RestoreOffer } from '../drafts/RestoreOffer';
import { ColourPicture } from './ColourPicture';
import { ColourStashFields } from './ColourStashFields';
import { stashDraftFor } from './colourStash';
import type { useColourModal } from './useColourModal';

export interface ColourFormProps {
  /** The modal's state and actions. */
  modal: ReturnType<typeof useColourModal>;
  /** True for a saved colour (it can be deleted). */
  saved: boolean;
  onClose: () => void;
}

/** The form. */
export function ColourForm({ modal, saved, onClose }: ColourFormProps) {
  const { t } = useTranslation();
  const uid = useId();
  const { draft, setDraft, pictureSrc, busy, progress } = modal;
  return (
    <form className="colour-modal__body" onSubmit={modal.save} noValidate data-testid="colour-modal">
      {modal.offer && <RestoreOffer onRestore={modal.restore} onDiscard={modal.discard} testId="colour-restore" />}
      <div className="colour-modal__grid">
        {/* The text boxes come first in the document so the dialog focuses them; the picture is drawn first. */}
        <div className="colour-modal__fields">
          <Field label={t('colours.text')} value={draft.textDescription} maxLength={200} autoComplete="off" name="textDescription"
            onChange={(e) => setDraft((d) => ({ ...d, textDescription: e.target.value }))} />
          <Field label={t('colours.code')} value={draft.codeDescription} maxLength={200} autoComplete="off" name="codeDescription"
            onChange={(e) => setDraft((d) => ({ ...d, codeDescription: e.target.value }))} />
          <ColourStashFields value={draft.stash ?? stashDraftFor(null)} onChange={(stash) => setDraft((d) => ({ ...d, stash }))} />
        </div>
        <div className="colour-modal__media">
          <ColourPicture src={pictureSrc} />
          <div className="colour-modal__picture-actions">
            <label className="button button--small colour-modal__file">
              <CameraIcon size={16} /> {pictureSrc ? t('colours.changePicture') : t('colours.choosePicture')}
              <input type="file" accept="image/*" onChange={modal.choose} aria-describedby={`${uid}-pic`} data-testid="colour-picture-input" />
            </label>
            {pictureSrc && (
              <button type="button" className="button button--small button--ghost" onClick={modal.removePicture}>
                <TrashIcon size={16} /> {t('colours.removePicture')}
              </button>
            )}
          </div>
          <p id={`${uid}-pic`} className="item-hint">{t('colours.pictureHint')}</p>
        </div>
      </div>
      <Message kind="error" text={modal.error} testId="colour-error" />
      <Message kind="info" text={modal.notice} testId="colour-notice" />
      {progress !== null && <UploadProgress fraction={progress} />}
      <div className="colour-modal__actions">
        {saved && (
          <button type="button" className="button button--danger" onClick={modal.del} disabled={busy !== null}>
            {busy === 'delete' ? t('colours.deleting') : t('colours.delete')}
          </button>
        )}
        <span className="colour-modal__spacer" />
        <button type="button" className="button button--ghost" onClick={onClose}>{t('colours.cancel')}</button>
        <button type="submit" className="button button--primary" disabled={busy !== null}>
          {busy === 'save' ? t('colours.saving') : t('colours.save')}
        </button>
      </div>
    </form>
  );
}
