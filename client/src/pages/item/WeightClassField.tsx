/**
 * The yarn form's weight class: a select of the Craft Yarn Council classes or none. A select cannot wrap, so each
 * option names the class with its first common name ("4 Medium (Worsted)"), short enough to show whole on a phone;
 * the chosen class's other names are a hint under it.
 */
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
  const chosen = WEIGHT_CLASSES.find((w) => w.key === value);
  return (
    <div className="field weight-class-field">
      <label htmlFor={id} className="field__label">{t('weightClass.label')}</label>
      <select id={id} name="weightClass" className="field__input" value={value} onChange={(e) => onChange(e.target.value as WeightClass | '')}
        aria-describedby={chosen ? `${id}-common` : undefined}>
        <option value="">{t('weightClass.none')}</option>
        {WEIGHT_CLASSES.map((w) => (
          <option key={w.key} value={w.key}>
            {t('weightClass.option', { number: w.value, name: t(`yarn.weight.${w.key}`), common: t(`yarn.common.${w.key}`).split(',')[0].trim() })}
          </option>
        ))}
      </select>
      {chosen && <p id={`${id}-common`} className="field__hint">{t('weightClass.commonNames', { common: t(`yarn.common.${chosen.key}`) })}</p>}
    </div>
  );
}
