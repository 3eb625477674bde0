/** A yarn's weight class as a small chip: its number and name ("3 Light"), the common names in its tooltip. */
import { useTranslation } from 'react-i18next';
import { WEIGHT_CLASSES } from '@purlwise/core';
import type { WeightClass } from '../../gql/graphql';

/** Nothing when the item has no weight class. */
export function WeightChip({ weightClass }: { weightClass: WeightClass | null | undefined }) {
  const { t } = useTranslation();
  const w = WEIGHT_CLASSES.find((c) => c.key === weightClass);
  if (!w) return null;
  return <span className="weight-chip" data-testid="weight-chip" title={t(`yarn.common.${w.key}`)}>{w.value} {t(`yarn.weight.${w.key}`)}</span>;
}
