/** The eight measure boxes of a calculator card: one row per measure, tension and result side by side. */
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { DERIVED_LENGTH_DECIMALS, lengthUnitName, type MeasureKey, type Unit } from '@purlwise/core';
import { boxText, type CardAction, type CardState } from './cardState';

// Display order: each pair on adjacent lines (docs/product.md §4.6). Knitters count stitches across the width and rows
// up the height, so the count the wire calls "rows" (paired with width) is labelled Stitches and the other Rows
// (docs/decisions.md §8).
const ROWS: ReadonlyArray<{ label: string; tension: MeasureKey; result: MeasureKey }> = [
  { label: 'stitches', tension: 'tensionRows', result: 'resultRows' },
  { label: 'width', tension: 'tensionWidth', result: 'resultWidth' },
  { label: 'rows', tension: 'tensionStitches', result: 'resultStitches' },
  { label: 'height', tension: 'tensionHeight', result: 'resultHeight' },
];

export interface MeasureGridProps {
  /** Prefix of the ids the boxes are labelled by. */
  uid: string;
  /** The calculator's name, the group's label. */
  label: string;
  state: CardState;
  dispatch: Dispatch<CardAction>;
  /** The unit widths and heights are shown in. */
  unit: Unit;
}

/** The measure grid. */
export function MeasureGrid({ uid, label: groupLabel, state, dispatch, unit }: MeasureGridProps) {
  const { t } = useTranslation();
  const lengthDecimals = DERIVED_LENGTH_DECIMALS[unit];
  // A typed value the card changed (a count cut to whole stitches, or anything that counts as 0) is said under its row.
  const hint = state.hint ?? null;
  return (
    <div className="calc-grid" role="group" aria-label={groupLabel}>
      <span className="calc-grid__corner" />
      <span id={`${uid}-tension`} className="calc-grid__head">{t('calc.tension')}</span>
      <span id={`${uid}-result`} className="calc-grid__head calc-grid__head--result">{t('calc.result')}</span>
      {ROWS.map(({ label, tension, result }, i) => (
        <div key={label} className={`calc-grid__row${i === 2 ? ' calc-grid__row--pair' : ''}`}>
          <span id={`${uid}-${label}`} className="calc-grid__label">{t(`calc.${label}`, { unit: lengthUnitName(unit) })}</span>
          {([['tension', tension], ['result', result]] as const).map(([side, key]) => (
            <input key={key} className={`field__input calc-input calc-input--${side}`} type="text" inputMode="decimal" autoComplete="off"
              aria-labelledby={`${uid}-${side} ${uid}-${label}`} data-measure={key} value={boxText(state, key)}
              aria-describedby={hint?.key === key ? `${uid}-hint` : undefined}
              onChange={(e) => dispatch({ type: 'edit', key, raw: e.target.value, lengthDecimals })}
              onBlur={() => dispatch({ type: 'blur', key })}
              onFocus={(e) => e.target.select()} />
          ))}
          {hint && (hint.key === tension || hint.key === result) && (
            <p id={`${uid}-hint`} className="calc-grid__hint" role="status" data-testid="calc-hint" data-measure={hint.key}>
              {t(`calc.hint.${hint.note}`, { value: hint.value })}
            </p>
          )}
        </div>
      ))}
    </div>
  );
}
