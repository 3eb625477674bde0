/** One saved calculator: inline rename, the lock, eight measure boxes wired through core, Apply and Cancel. */
import { useEffect, useId, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { measuresEqual, type MeasureKey, type Measures } from '@purlwise/core';
import type { CalculatorCard_CalculatorFragment } from '../../gql/graphql';
import { CalculatorCardHead } from './CalculatorCardHead';
import { usePreferredUnit } from '../units/usePreferredUnit';
import { cardReducer, initialCard, isChanged, measuresOf } from './cardState';
import { measuresFromUnit, measuresToUnit } from './cardUnits';
import { LockIcon } from './icons';
import { MeasureGrid } from './MeasureGrid';
import { draftKey } from '../drafts/draftStore';
import { RestoreOffer } from '../drafts/RestoreOffer';
import { useDraft } from '../drafts/useDraft';
import './calculator.css';
import { UseGauge } from '../projects/UseGauge';

/** A calculator as the card shows it: the generated fragment's id, name and measures. */
export type CalculatorCardData = Pick<CalculatorCard_CalculatorFragment, 'id' | 'name' | MeasureKey>;

/** What the card asks its page to do; each returns when the write (and the refetch) is done. */
export interface CalculatorCardProps {
  calculator: CalculatorCardData;
  busy?: boolean;
  /** Resolves to true once saved, 'queued' when kept offline until the connection returns, false on failure. */
  onApply: (id: string, measures: Measures, draftKey: string) => Promise<boolean | 'queued'>;
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
  // When the unit changes (the knitter's preference arrives after the first render), the measures are converted in the
  // same render as the labels: from an effect, one frame showed "Tension Width (in)" over the centimetres.
  const [shownUnit, setShownUnit] = useState(unit);
  if (shownUnit !== unit) {
    setShownUnit(unit);
    dispatch({ type: 'loaded', measures: loaded });
  }

  // After a write the list is refetched: new values from the server replace the loaded ones.
  const loadedKey = JSON.stringify(loaded);
  useEffect(() => {
    dispatch({ type: 'loaded', measures: JSON.parse(loadedKey) as Measures });
  }, [loadedKey]);

  // The measures being typed, kept as a draft in stored cm (the unit may change before they come back; issue #26).
  const key = draftKey.calculator(calculator.id);
  const { current, loaded: shownLoaded } = state;
  const typed = useMemo(() => measuresFromUnit(current, stored, unit), [current, stored, unit]);
  const kept = useMemo(() => measuresFromUnit(shownLoaded, stored, unit), [shownLoaded, stored, unit]);
  const draft = useDraft<Measures>({ key, value: typed, saved: kept, same: measuresEqual,
    apply: (m) => dispatch({ type: 'restore', measures: measuresToUnit(m, unit) }) });

  async function apply() {
    const outcome = await onApply(calculator.id, typed, key);
    if (outcome === true) await draft.clear();
    if (outcome) dispatch({ type: 'kept' });
  }

  return (
    <article className="calc-card" data-testid="calc-card" data-calc-id={calculator.id} aria-labelledby={`${uid}-name`}>
      <CalculatorCardHead nameId={`${uid}-name`} id={calculator.id} name={calculator.name} state={state} dispatch={dispatch}
        busy={busy} onRename={onRename} onCopy={onCopy} onDelete={onDelete} />

      <button type="button" className={`calc-lock${state.locked ? ' calc-lock--on' : ''}`} aria-pressed={state.locked}
        onClick={() => dispatch({ type: 'toggleLock' })} data-testid="calc-lock">
        <LockIcon open={!state.locked} />
        <span>{state.locked ? t('calc.locked') : t('calc.unlocked')}</span>
      </button>

      {draft.offer && <RestoreOffer onRestore={draft.restore} onDiscard={draft.discard} testId="calc-restore" />}

      <MeasureGrid uid={uid} label={calculator.name} state={state} dispatch={dispatch} unit={unit} />

      {isChanged(state) && (
        <div className="calc-card__actions">
          <button type="button" className="button button--primary button--small" disabled={busy}
            onClick={() => { void apply(); }}>
            {t('calc.apply')}
          </button>
          <button type="button" className="button button--ghost button--small" onClick={() => dispatch({ type: 'cancel' })}>
            {t('calc.cancel')}
          </button>
        </div>
      )}
      <UseGauge calculator={calculator} />
    </article>
  );
}
