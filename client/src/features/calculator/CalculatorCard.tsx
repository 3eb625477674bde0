/** One saved calculator: inline rename, the lock, eight measure boxes wired through core, Apply and Cancel. */
import { useEffect, useId, useReducer, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, type MeasureKey, type Measures } from '@purlwise/core';
import { boxText, cardReducer, initialCard, isChanged, measuresOf, renameTarget } from './cardState';
import { CheckIcon, CloseIcon, EditIcon, TrashIcon } from '../../components/Icons';
import { CopyIcon, LockIcon } from './icons';
import './calculator.css';

/** A calculator as the card shows it. */
export interface CalculatorCardData extends Measures {
  id: number;
  name: string;
}

/** What the card asks its page to do; each returns when the write (and the refetch) is done. */
export interface CalculatorCardProps {
  calculator: CalculatorCardData;
  busy?: boolean;
  onApply(id: number, measures: Measures): Promise<boolean>;
  onRename(id: number, name: string): Promise<boolean>;
  onCopy(id: number): void;
  onDelete(id: number): void;
}

// Display order: each pair (rows with width, stitches with height) on adjacent lines (SPEC.md §4).
const ROWS: ReadonlyArray<{ label: string; tension: MeasureKey; result: MeasureKey }> = [
  { label: 'rows', tension: 'tensionRows', result: 'resultRows' },
  { label: 'width', tension: 'tensionWidth', result: 'resultWidth' },
  { label: 'stitches', tension: 'tensionStitches', result: 'resultStitches' },
  { label: 'height', tension: 'tensionHeight', result: 'resultHeight' },
];

/** A calculator card. */
export default function CalculatorCard({ calculator, busy = false, onApply, onRename, onCopy, onDelete }: CalculatorCardProps) {
  const { t } = useTranslation();
  const uid = useId();
  const loaded = measuresOf(calculator);
  const [state, dispatch] = useReducer(cardReducer, loaded, initialCard);
  const changed = isChanged(state);

  // After a write the list is refetched: new values from the server replace the loaded ones.
  const loadedKey = JSON.stringify(loaded);
  useEffect(() => {
    dispatch({ type: 'loaded', measures: JSON.parse(loadedKey) as Measures });
  }, [loadedKey]);

  const confirmRename = async (e?: FormEvent) => {
    e?.preventDefault();
    const name = renameTarget(state);
    if (name === null) return; // blank after trimming: ignored, the box stays open
    if (name === calculator.name || (await onRename(calculator.id, name))) dispatch({ type: 'stopRename' });
  };
  const renameKeys = (e: KeyboardEvent) => {
    if (e.key === 'Escape') { e.preventDefault(); dispatch({ type: 'stopRename' }); }
  };

  return (
    <article className="calc-card" data-testid="calc-card" data-calc-id={calculator.id} aria-labelledby={`${uid}-name`}>
      <header className="calc-card__head">
        {state.renaming === null ? (
          <>
            <h2 className="calc-card__name" id={`${uid}-name`}>{calculator.name}</h2>
            <button type="button" className="icon-button calc-icon-btn" onClick={() => dispatch({ type: 'startRename', name: calculator.name })}
              aria-label={t('calc.rename')} title={t('calc.rename')} disabled={busy}>
              <EditIcon size={18} />
            </button>
          </>
        ) : (
          <form className="calc-card__rename" onSubmit={confirmRename}>
            <input id={`${uid}-name`} className="field__input calc-input calc-input--name" value={state.renaming} autoFocus
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
          <button type="button" className="icon-button calc-icon-btn" onClick={() => onCopy(calculator.id)} disabled={busy}
            aria-label={t('calc.copy')} title={t('calc.copy')}>
            <CopyIcon />
          </button>
          <button type="button" className="icon-button calc-icon-btn calc-icon-btn--danger" onClick={() => onDelete(calculator.id)} disabled={busy}
            aria-label={t('calc.delete')} title={t('calc.delete')}>
            <TrashIcon size={18} />
          </button>
        </div>
      </header>

      <button type="button" className={`calc-lock${state.locked ? ' calc-lock--on' : ''}`} aria-pressed={state.locked}
        onClick={() => dispatch({ type: 'toggleLock' })} data-testid="calc-lock">
        <LockIcon open={!state.locked} />
        <span>{state.locked ? t('calc.locked') : t('calc.unlocked')}</span>
      </button>

      {/* One row per measure, tension and result side by side; rows sit with width, stitches with height. */}
      <div className="calc-grid" role="group" aria-label={calculator.name}>
        <span className="calc-grid__corner" />
        <span id={`${uid}-tension`} className="calc-grid__head">{t('calc.tension')}</span>
        <span id={`${uid}-result`} className="calc-grid__head calc-grid__head--result">{t('calc.result')}</span>
        {ROWS.map(({ label, tension, result }, i) => (
          <div key={label} className={`calc-grid__row${i === 2 ? ' calc-grid__row--pair' : ''}`}>
            <span id={`${uid}-${label}`} className="calc-grid__label">{t(`calc.${label}`)}</span>
            {([['tension', tension], ['result', result]] as const).map(([side, key]) => (
              <input key={key} className={`field__input calc-input calc-input--${side}`} type="text" inputMode="decimal" autoComplete="off"
                aria-labelledby={`${uid}-${side} ${uid}-${label}`} data-measure={key} value={boxText(state, key)}
                onChange={(e) => dispatch({ type: 'edit', key, raw: e.target.value })}
                onBlur={() => dispatch({ type: 'blur', key })}
                onFocus={(e) => e.target.select()} />
            ))}
          </div>
        ))}
      </div>

      {changed && (
        <div className="calc-card__actions">
          <button type="button" className="button button--primary button--small" disabled={busy}
            onClick={() => { void onApply(calculator.id, state.current); }}>
            {t('calc.apply')}
          </button>
          <button type="button" className="button button--ghost button--small" onClick={() => dispatch({ type: 'cancel' })}>
            {t('calc.cancel')}
          </button>
        </div>
      )}
    </article>
  );
}
