/** The preview's yarn facts that come from the weight class table and the fibres found in the content. */
import { useTranslation } from 'react-i18next';
import { WEIGHT_CLASSES } from '@purlwise/core';
import type { WeightClass } from '../../gql/graphql';

/** Weight class (with its common names) and fibres, as two facts of the list. */
export function YarnFacts({ weightClass, fibres }: { weightClass: WeightClass | null; fibres: readonly string[] }) {
  const { t } = useTranslation();
  const w = WEIGHT_CLASSES.find((c) => c.key === weightClass);
  return (
    <>
      <div className="item-fact" data-field="weightClass">
        <dt>{t('weightClass.label')}</dt>
        <dd>{w ? `${w.value} ${t(`yarn.weight.${w.key}`)} (${t(`yarn.common.${w.key}`)})` : <span className="item-fact__none">—</span>}</dd>
      </div>
      {fibres.length > 0 && (
        <div className="item-fact" data-field="fibres">
          <dt>{t('explore.fibre')}</dt>
          <dd>{fibres.map((f) => t(`yarn.fibre.${f}`, { defaultValue: f })).join(', ')}</dd>
        </div>
      )}
    </>
  );
}
