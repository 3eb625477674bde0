/**
 * The colour dialog (SPEC.md §4 "Colour modal"): text and code descriptions and a picture. A removed
 * picture is only cleared on Save; a chosen one is uploaded on Save. Read-only in the preview.
 */
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { CameraIcon, TrashIcon } from '../../components/Icons';
import { Message } from '../../components/Message';
import { Modal } from '../../components/Modal';
import {
  useColourModalAddMutation, useColourModalClearPictureMutation, useColourModalDeleteMutation, useColourModalUpdateMutation,
} from '../../gql/hooks';
import { ColourModalAddDocument, ColourModalSetPictureDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import UploadProgress from '../pictures/UploadProgress';
import { useUpload } from '../upload/useUpload';
import { draftFor, isImageType, planSave, shownPicture, type ColourDraft, type ColourRef } from './colourDraft';

export interface ColourModalProps {
  open: boolean;
  /** The item the colour belongs to. */
  itemId: number | null;
  /** The colour shown, or null for a new one (opened from the add card). */
  colour: ColourRef | null;
  readOnly?: boolean;
  onClose(): void;
  /** Reloads the list after a save or delete. */
  onChanged?: () => Promise<unknown>;
}

/** The colour modal. */
export default function ColourModal({ open, itemId, colour, readOnly = false, onClose, onChanged }: ColourModalProps) {
  const { t } = useTranslation();
  const uid = useId();
  const [draft, setDraft] = useState<ColourDraft>(() => draftFor(colour));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const [fileUrl, setFileUrl] = useState<string | null>(null);

  const [add] = useColourModalAddMutation();
  const [update] = useColourModalUpdateMutation();
  const [clearPicture] = useColourModalClearPictureMutation();
  const [remove] = useColourModalDeleteMutation();
  const addWithPicture = useUpload(ColourModalAddDocument);
  const setPicture = useUpload(ColourModalSetPictureDocument);
  const progress = addWithPicture.progress ?? setPicture.progress;

  // A fresh draft each time the dialog opens (on another colour, or again on the same one).
  useEffect(() => {
    if (!open) return;
    setDraft(draftFor(colour));
    setError(null);
    setBusy(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, colour?.id]);

  // A preview of a chosen file, released when it is no longer shown.
  useEffect(() => {
    if (!draft.file) { setFileUrl(null); return; }
    const url = URL.createObjectURL(draft.file);
    setFileUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [draft.file]);

  const picture = shownPicture(colour, draft);
  const pictureSrc = picture.kind === 'file' ? fileUrl : picture.kind === 'url' ? picture.url : null;
  const title = readOnly
    ? (colour?.textDescription || colour?.codeDescription || t('colours.viewTitle'))
    : colour ? t('colours.editTitle') : t('colours.addTitle');

  function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0] ?? null;
    e.target.value = '';
    if (!file) return;
    if (!isImageType(file.type)) { setError(t('colours.notImage')); return; }
    setError(null);
    setDraft((d) => ({ ...d, file }));
  }

  function removePicture() {
    // Only the draft changes: the server hears of it on Save.
    setDraft((d) => ({ ...d, file: null, pictureCleared: true }));
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    if (readOnly || busy) return;
    setError(null);
    const steps = planSave(colour, draft);
    if (steps === null) {
      console.info('Colour not saved: both descriptions are empty');
      setError(t('colours.bothEmpty'));
      return;
    }
    if (!itemId) return;
    setBusy('save');
    try {
      for (const s of steps) {
        if (s.op === 'add') {
          const input = { itemId, textDescription: s.textDescription, codeDescription: s.codeDescription };
          if (s.picture) await addWithPicture.upload({ input: { ...input, picture: s.picture } });
          else await add({ variables: { input } });
        } else if (s.op === 'update') {
          await update({ variables: { input: { id: s.id, textDescription: s.textDescription, codeDescription: s.codeDescription } } });
        } else if (s.op === 'setPicture') {
          await setPicture.upload({ input: { id: s.id, file: s.file } });
        } else {
          await clearPicture({ variables: { input: { id: s.id } } });
        }
      }
      await onChanged?.();
      onClose();
    } catch (err) {
      setError(errorMessage(err, t));
      await onChanged?.().catch(() => undefined);
    } finally {
      setBusy(null);
    }
  }

  async function del() {
    if (!colour || readOnly || busy) return;
    setError(null);
    setBusy('delete');
    try {
      await remove({ variables: { input: { id: colour.id } } });
      await onChanged?.();
      onClose();
    } catch (err) {
      setError(errorMessage(err, t));
    } finally {
      setBusy(null);
    }
  }

  const pictureBox = (
    <div className={`colour-modal__picture${pictureSrc ? '' : ' is-empty'}`} data-testid="colour-modal-picture">
      {pictureSrc ? <img src={pictureSrc} alt={t('colours.pictureAlt')} /> : <span>{t('colours.noPicture')}</span>}
    </div>
  );

  if (readOnly) {
    return (
      <Modal open={open} onClose={onClose} title={title} className="colour-modal">
        <div className="colour-modal__body" data-testid="colour-modal">
          {pictureBox}
          <dl className="colour-modal__facts">
            <div><dt>{t('colours.text')}</dt><dd>{colour?.textDescription || '—'}</dd></div>
            <div><dt>{t('colours.code')}</dt><dd>{colour?.codeDescription || '—'}</dd></div>
          </dl>
        </div>
      </Modal>
    );
  }

  return (
    <Modal open={open} onClose={onClose} title={title} className="colour-modal">
      <form className="colour-modal__body" onSubmit={save} noValidate data-testid="colour-modal">
        <div className="colour-modal__grid">
          {/* The text boxes come first in the document so the dialog focuses them; the picture is drawn first. */}
          <div className="colour-modal__fields">
            <Field label={t('colours.text')} value={draft.textDescription} maxLength={200} autoComplete="off" name="textDescription"
              onChange={(e) => setDraft((d) => ({ ...d, textDescription: e.target.value }))} />
            <Field label={t('colours.code')} value={draft.codeDescription} maxLength={200} autoComplete="off" name="codeDescription"
              onChange={(e) => setDraft((d) => ({ ...d, codeDescription: e.target.value }))} />
          </div>
          <div className="colour-modal__media">
            {pictureBox}
            <div className="colour-modal__picture-actions">
              <label className="button button--small colour-modal__file">
                <CameraIcon size={16} /> {pictureSrc ? t('colours.changePicture') : t('colours.choosePicture')}
                <input type="file" accept="image/*" onChange={choose} aria-describedby={`${uid}-pic`} data-testid="colour-picture-input" />
              </label>
              {pictureSrc && (
                <button type="button" className="button button--small button--ghost" onClick={removePicture}>
                  <TrashIcon size={16} /> {t('colours.removePicture')}
                </button>
              )}
            </div>
            <p id={`${uid}-pic`} className="item-hint">{t('colours.pictureHint')}</p>
          </div>
        </div>
        <Message kind="error" text={error} testId="colour-error" />
        {progress !== null && <UploadProgress fraction={progress} />}
        <div className="colour-modal__actions">
          {colour && (
            <button type="button" className="button button--danger" onClick={del} disabled={busy !== null}>
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
    </Modal>
  );
}
