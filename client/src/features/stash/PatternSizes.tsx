/** A pattern's sizes (issue #24 point 5): listed with what each calls for; its owner adds and removes them; "Do I have enough?". */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lengthInUnit } from '@purlwise/core';
import { usePreferredUnit } from '../units/usePreferredUnit';
import { useNumberFormat } from '../units/useNumberFormat';
import type { PatternSizes_SizeFragment } from '../../gql/graphql';
import { usePatternSizesDeleteMutation } from '../../gql/hooks';
import { EnoughPanel } from './EnoughPanel';
import { PatternSizeForm } from './PatternSizeForm';
import './stash.css';

/** The block; `onChanged` reloads the pattern after a change. */
export function PatternSizes({ itemId, sizes, editable, onChanged }: { itemId: string; sizes: readonly PatternSizes_SizeFragment[]; editable: boolean; onChanged: () => void }) {
  const { t } = useTranslation();
  const imperial = usePreferredUnit() === 'IMPERIAL';
  const format = useNumberFormat();
  const [asked, setAsked] = useState<string | null>(null);
  const [remove] = usePatternSizesDeleteMutation();
  const facts = (s: PatternSizes_SizeFragment) => [
    s.yardageM != null ? `${format(lengthInUnit(s.yardageM, imperial))} ${imperial ? 'yd' : 'm'}` : '',
    s.weightClass ? t(`yarn.weight.${s.weightClass}`) : '',
    s.stitchesPer10cm != null ? t('sizes.gaugeText', { stitches: format(s.stitchesPer10cm), rows: format(s.rowsPer10cm ?? 0) }) : '',
    s.needleMm != null ? `${format(s.needleMm)} mm` : '',
  ].filter(Boolean).join(' · ');
  return (
    <section className="item-card" aria-labelledby="pattern-sizes-title" data-testid="pattern-sizes">
      <h2 id="pattern-sizes-title" className="item-card__title">{t('sizes.title')}</h2>
      {sizes.length === 0 && <p className="item-hint">{t('sizes.none')}</p>}
      <ul className="stash-list">
        {sizes.map((s) => (
          <li key={s.id} data-testid="pattern-size">
            <span className="stash-list__name">{s.name}</span>
            <span className="stash-list__meta">{facts(s)}</span>
            <span>
              <button type="button" className="button button--small" onClick={() => setAsked(asked === s.id ? null : s.id)} aria-expanded={asked === s.id}>
                {t('sizes.enough.ask')}
              </button>
              {editable && (
                <button type="button" className="button button--small button--ghost" onClick={() => void remove({ variables: { input: { id: s.id } } }).then(onChanged)}>
                  {t('sizes.delete')}
                </button>
              )}
            </span>
            {asked === s.id && <EnoughPanel sizeId={s.id} />}
          </li>
        ))}
      </ul>
      {editable && <PatternSizeForm itemId={itemId} onAdded={onChanged} />}
    </section>
  );
}
