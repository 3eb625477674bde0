/** The head of a calculator card: its name (or the inline rename box) and the copy and delete tools. */
import type { Dispatch, FormEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@purlwise/core';
import { CheckIcon, CloseIcon, EditIcon, TrashIcon } from '../../components/Icons';
import { renameTarget, type CardAction, type CardState } from './cardState';
import { CopyIcon } from './icons';

export interface CalculatorCardHeadProps {
  /** The id of the name heading (or of the rename box), which labels the card. */
  nameId: string;
  id: string;
  name: string;
  state: CardState;
  dispatch: Dispatch<CardAction>;
  busy: boolean;
  onRename: (id: string, name: string) => Promise<boolean>;
  onCopy: (id: string) => void;
  onDelete: (id: string) => void;
}

/** The card's head. */
export function CalculatorCardHead({ nameId, id, name, state, dispatch, busy, onRename, onCopy, onDelete }: CalculatorCardHeadProps) {
  const { t } = useTranslation();

  const confirmRename = async (e?: FormEvent) => {
    e?.preventDefault();
    const next = renameTarget(state);
    if (next === null) return; // blank after trimming: ignored, the box stays open
    if (next === name || (await onRename(id, next))) dispatch({ type: 'stopRename' });
  };
  const renameKeys = (e: KeyboardEvent) => {
    if (e.key === 'Escape') { e.preventDefault(); dispatch({ type: 'stopRename' }); }
  };

  return (
    <header className="calc-card__head">
      {state.renaming === null ? (
        <>
          <h2 className="calc-card__name" id={nameId}>{name}</h2>
          <button type="button" className="icon-button calc-icon-btn" onClick={() => dispatch({ type: 'startRename', name })}
            aria-label={t('calc.rename')} title={t('calc.rename')} disabled={busy}>
            <EditIcon size={18} />
          </button>
        </>
      ) : (
        <form className="calc-card__rename" onSubmit={confirmRename}>
          <input id={nameId} className="field__input calc-input calc-input--name" value={state.renaming} autoFocus
            maxLength={LIMITS.calculatorName.max} aria-label={t('calc.nameLabel')} onKeyDown={renameKeys}
            onChange={(e) => dispatch({ type: 'renameText', text: e.target.value })} />
          <button type="submit" className="icon-button calc-icon-btn" aria-label={t('calc.renameConfirm')} title={t('calc.renameConfirm')} disabled={busy}>
            <CheckIcon size={18} />
          </button>
          <button type="button" className="icon-button calc-icon-btn" aria-label={t('calc.renameCancel')} title={t('calc.renameCancel')}
            onClick={() => dispatch({ type: 'stopRename' })}>
            <CloseIcon size={18} />
          </button>
        </form>
      )}
      <div className="calc-card__tools">
        <button type="button" className="icon-button calc-icon-btn" onClick={() => onCopy(id)} disabled={busy}
          aria-label={t('calc.copy')} title={t('calc.copy')}>
          <CopyIcon />
        </button>
        <button type="button" className="icon-button calc-icon-btn calc-icon-btn--danger" onClick={() => onDelete(id)} disabled={busy}
          aria-label={t('calc.delete')} title={t('calc.delete')}>
          <TrashIcon size={18} />
        </button>
      </div>
    </header>
  );
}
