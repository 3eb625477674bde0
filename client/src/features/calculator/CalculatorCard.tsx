/** One saved calculator: inline rename, the lock, eight measure boxes wired through core, Apply and Cancel. */
import { useEffect, useId, useMemo, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeasureKey, Measures } from '@purlwise/core';
import type { CalculatorCard_CalculatorFragment } from '../../gql/graphql';
import { CalculatorCardHead } from './CalculatorCardHead';
import { usePreferredUnit } from '../units/usePreferredUnit';
import { cardReducer, initialCard, isChanged, measuresOf } from './cardState';
import { measuresFromUnit, measuresToUnit } from './cardUnits';
import { LockIcon } from './icons';
import { MeasureGrid } from './MeasureGrid';
import './calculator.css';

/** A calculator as the card shows it: the generated fragment's id, name and measures. */
export type CalculatorCardData = Pick<CalculatorCard_CalculatorFragment, 'id' | 'name' | MeasureKey>;

/** What the card asks its page to do; each returns when the write (and the refetch) is done. */
export interface CalculatorCardProps {
  calculator: CalculatorCardData;
  busy?: boolean;
  onApply: (id: string, measures: Measures) => Promise<boolean>;
  onRename: (id: string, name: string) => Promise<boolean>;
  onCopy: (id: string) => void;
  onDelete: (id: string) => void;
}

/** A calculator card. */
export default function CalculatorCard({ calculator, busy = false, onApply, onRename, onCopy, onDelete }: CalculatorCardProps) {
  const { t } = useTranslation();
  const uid = useId();
  const unit = usePreferredUnit();
  const storedKey = JSON.stringify(measuresOf(calculator));
  const stored = useMemo(() => JSON.parse(storedKey) as Measures, [storedKey]);
  // The card edits in the preferred unit; Apply converts back to the stored cm.
  const loaded = measuresToUnit(stored, unit);
  const [state, dispatch] = useReducer(cardReducer, loaded, initialCard);

  // After a write the list is refetched: new values from the server replace the loaded ones.
  const loadedKey = JSON.stringify(loaded);
  useEffect(() => {
    dispatch({ type: 'loaded', measures: JSON.parse(loadedKey) as Measures });
  }, [loadedKey]);

  return (
    <article className="calc-card" data-testid="calc-card" data-calc-id={calculator.id} aria-labelledby={`${uid}-name`}>
      <CalculatorCardHead nameId={`${uid}-name`} id={calculator.id} name={calculator.name} state={state} dispatch={dispatch}
        busy={busy} onRename={onRename} onCopy={onCopy} onDelete={onDelete} />

      <button type="button" className={`calc-lock${state.locked ? ' calc-lock--on' : ''}`} aria-pressed={state.locked}
        onClick={() => dispatch({ type: 'toggleLock' })} data-testid="calc-lock">
        <LockIcon open={!state.locked} />
        <span>{state.locked ? t('calc.locked') : t('calc.unlocked')}</span>
      </button>

      <MeasureGrid uid={uid} label={calculator.name} state={state} dispatch={dispatch} unit={unit} />

      {isChanged(state) && (
        <div className="calc-card__actions">
          <button type="button" className="button button--primary button--small" disabled={busy}
            onClick={() => { void onApply(calculator.id, measuresFromUnit(state.current, stored, unit)); }}>
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
