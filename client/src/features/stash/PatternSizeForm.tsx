/** The form that adds a size to a pattern: name, yardage (in the knitter's unit), weight class, gauge, needle. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { METRES_PER_YARD, WEIGHT_CLASSES } from '@purlwise/core';
import { Field } from '../../components/Field';
import { Message } from '../../components/Message';
import { SelectField } from '../../components/SelectField';
import { parseAmount } from '../colours/colourStash';
import { usePreferredUnit } from '../units/usePreferredUnit';
import type { WeightClass } from '../../gql/graphql';
import { usePatternSizesAddMutation } from '../../gql/hooks';

const EMPTY = { name: '', yardage: '', weightClass: '', stitches: '', rows: '', needle: '' };

/** Adds a size; `onAdded` runs once the server has it. */
export function PatternSizeForm({ itemId, onAdded }: { itemId: string; onAdded: () => void }) {
  const { t } = useTranslation();
  const imperial = usePreferredUnit() === 'IMPERIAL';
  const [v, setV] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [add, { loading }] = usePatternSizesAddMutation();
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setV({ ...v, [key]: e.target.value });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const nums = [v.yardage, v.stitches, v.rows, v.needle].map(parseAmount);
    if (!v.name.trim()) { setError(t('sizes.needName')); return; }
    if (nums.some((n) => n !== null && (Number.isNaN(n) || n <= 0))) { setError(t('sizes.badNumber')); return; }
    const [yardage, stitchesPer10cm, rowsPer10cm, needleMm] = nums;
    const yardageM = yardage == null ? null : Math.round((imperial ? yardage * METRES_PER_YARD : yardage) * 10) / 10;
    setError(null);
    try {
      await add({ variables: { input: { itemId, name: v.name.trim(), yardageM, weightClass: (v.weightClass || null) as WeightClass | null, stitchesPer10cm, rowsPer10cm, needleMm } } });
      setV(EMPTY);
      onAdded();
    } catch {
      setError(t('sizes.saveFailed'));
    }
  };
  return (
    <form className="stash-form" onSubmit={(e) => void submit(e)} noValidate data-testid="pattern-size-form">
      <Field label={t('sizes.name')} value={v.name} onChange={set('name')} maxLength={60} name="sizeName" autoComplete="off" />
      <Field label={t(imperial ? 'sizes.yardageYd' : 'sizes.yardageM')} value={v.yardage} onChange={set('yardage')} inputMode="decimal" name="sizeYardage" autoComplete="off" />
      <SelectField className="stash-select" label={t('sizes.weightClass')} value={v.weightClass} onChange={set('weightClass')} name="sizeWeightClass">
        <option value="">—</option>
        {WEIGHT_CLASSES.map((w) => <option key={w.key} value={w.key}>{t(`yarn.weight.${w.key}`)}</option>)}
      </SelectField>
      <Field label={t('sizes.stitches')} value={v.stitches} onChange={set('stitches')} inputMode="decimal" name="sizeStitches" autoComplete="off" />
      <Field label={t('sizes.rows')} value={v.rows} onChange={set('rows')} inputMode="decimal" name="sizeRows" autoComplete="off" />
      <Field label={t('sizes.needle')} value={v.needle} onChange={set('needle')} inputMode="decimal" name="sizeNeedle" autoComplete="off" />
      <button type="submit" className="button button--primary" disabled={loading}>{t('sizes.add')}</button>
      <Message kind="error" text={error} testId="size-error" />
    </form>
  );
}
