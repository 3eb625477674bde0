/** The buttons of the pictures block: add (several files at once), replace and delete the selected picture. */
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon, TrashIcon } from '../../components/Icons';
import { SwapIcon } from './icons';

export interface PictureActionsProps {
  /** False for the empty placeholder: only Add is offered. */
  isReal: boolean;
  busy: boolean;
  onAdd: (e: ChangeEvent<HTMLInputElement>) => void;
  onReplace: (e: ChangeEvent<HTMLInputElement>) => void;
  onDelete: () => void;
}

/** The action buttons. */
export function PictureActions({ isReal, busy, onAdd, onReplace, onDelete }: PictureActionsProps) {
  const { t } = useTranslation();
  const disabled = busy ? ' is-disabled' : '';
  return (
    <div className="pictures__actions">
      <label className={`button button--primary button--small pictures__file${disabled}`}>
        <PlusIcon size={16} /> {t('pictures.add')}
        <input type="file" accept="image/*" multiple onChange={onAdd} disabled={busy} data-testid="pictures-add-input" />
      </label>
      {isReal && (
        <>
          <label className={`button button--ghost button--small pictures__file${disabled}`}>
            <SwapIcon /> {t('pictures.replace')}
            <input type="file" accept="image/*" onChange={onReplace} disabled={busy} data-testid="pictures-replace-input" />
          </label>
          <button type="button" className="button button--small button--danger" onClick={onDelete} disabled={busy}>
            <TrashIcon size={16} /> {t('pictures.delete')}
          </button>
        </>
      )}
    </div>
  );
}
