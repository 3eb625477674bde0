/**
 * The colour dialog (docs/product.md §4.8): text and code descriptions and a picture. A removed picture is only cleared
 * on Save; a chosen one is uploaded on Save. Read-only in the preview.
 */
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import type { ColourRef } from './colourDraft';
import { ColourForm } from './ColourForm';
import { ColourPicture } from './ColourPicture';
import { useColourModal } from './useColourModal';

export interface ColourModalProps {
  open: boolean;
  /** The item the colour belongs to. */
  itemId: string | null;
  /** The colour shown, or null for a new one (opened from the add card). */
  colour: ColourRef | null;
  readOnly?: boolean;
  onClose: () => void;
  /** Reloads the list after a save or delete. */
  onChanged?: () => Promise<unknown>;
  /** Opens with the colour's kept draft in the form (Restore chosen in the block). */
  autoRestore?: boolean;
}

/** The colour modal. */
export default function ColourModal({ open, itemId, colour, readOnly = false, onClose, onChanged, autoRestore }: ColourModalProps) {
  const { t } = useTranslation();
  const modal = useColourModal({ open, itemId, colour, readOnly, onClose, onChanged, autoRestore });
  const title = readOnly
    ? (colour?.textDescription || colour?.codeDescription || t('colours.viewTitle'))
    : colour ? t('colours.editTitle') : t('colours.addTitle');

  return (
    <Modal open={open} onClose={onClose} title={title} className="colour-modal">
      {readOnly ? (
        <div className="colour-modal__body" data-testid="colour-modal">
          <ColourPicture src={modal.pictureSrc} />
          <dl className="colour-modal__facts">
            <div><dt>{t('colours.text')}</dt><dd>{colour?.textDescription || '—'}</dd></div>
            <div><dt>{t('colours.code')}</dt><dd>{colour?.codeDescription || '—'}</dd></div>
          </dl>
        </div>
      ) : (
        <ColourForm modal={modal} saved={colour !== null} onClose={onClose} />
      )}
    </Modal>
  );
}
