/** The yarn form's weight class: a select of the Craft Yarn Council classes ("3 Light (DK, Light Worsted)") or none. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WEIGHT_CLASSES } from '@purlwise/core';
import type { WeightClass } from '../../gql/graphql';

export interface WeightClassFieldProps {
  value: WeightClass | '';
  onChange: (value: WeightClass | '') => void;
}

/** The field. */
export function WeightClassField({ value, onChange }: WeightClassFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">{t('weightClass.label')}</label>
      <select id={id} name="weightClass" className="field__input" value={value} onChange={(e) => onChange(e.target.value as WeightClass | '')}>
        <option value="">{t('weightClass.none')}</option>
        {WEIGHT_CLASSES.map((w) => (
          <option key={w.key} value={w.key}>{t('weightClass.option', { number: w.value, name: t(`yarn.weight.${w.key}`), common: t(`yarn.common.${w.key}`) })}</option>
        ))}
      </select>
    </div>
  );
}
