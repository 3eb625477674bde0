/** Stash totals in the knitter's unit: length (m or yd), weight (g or oz) and skeins (issue #24 point 1). */
import { useTranslation } from 'react-i18next';
import { lengthInUnit, weightInUnit } from '@purlwise/core';
import { usePreferredUnit } from '../units/usePreferredUnit';
import { useNumberFormat } from '../units/useNumberFormat';

/** The totals as the server sends them (metres and grams). */
export interface Totals { skeins: number; metres: number; grams: number; skeinsWithoutLength: number; yarns?: number }

/** Three figures side by side; a note when some skeins have no known length. */
export function StashTotals({ totals, testId }: { totals: Totals; testId: string }) {
  const { t } = useTranslation();
  const imperial = usePreferredUnit() === 'IMPERIAL';
  const format = useNumberFormat();
  const length = `${format(lengthInUnit(totals.metres, imperial))} ${imperial ? 'yd' : 'm'}`;
  const weight = `${format(weightInUnit(totals.grams, imperial))} ${imperial ? 'oz' : 'g'}`;
  return (
    <div className="stash-totals" data-testid={testId}>
      <dl className="stash-totals__figures">
        <div><dt>{t('stash.totals.length')}</dt><dd data-testid={`${testId}-length`}>{length}</dd></div>
        <div><dt>{t('stash.totals.weight')}</dt><dd data-testid={`${testId}-weight`}>{weight}</dd></div>
        <div><dt>{t('stash.totals.skeins')}</dt><dd data-testid={`${testId}-skeins`}>{format(totals.skeins)}</dd></div>
      </dl>
      {totals.skeinsWithoutLength > 0 && <p className="item-hint">{t('stash.totals.unknownLength', { count: totals.skeinsWithoutLength, skeins: format(totals.skeinsWithoutLength) })}</p>}
    </div>
  );
}
