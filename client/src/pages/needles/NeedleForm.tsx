/** The form that adds a needle, set or hook to the inventory. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { Message } from '../../components/Message';
import { SelectField } from '../../components/SelectField';
import { parseAmount } from '../../features/colours/colourStash';
import type { NeedleKind } from '../../gql/graphql';
import { useNeedlesPageCreateMutation } from '../../gql/hooks';

/** The kinds, in the order the form offers them. */
export const NEEDLE_KINDS: readonly NeedleKind[] = ['STRAIGHT', 'CIRCULAR', 'DOUBLE_POINTED', 'INTERCHANGEABLE_TIPS', 'CABLE', 'CROCHET_HOOK'];

/** The kind's select, as the form and the question (NeedleQuestion) offer it. */
export function NeedleKindField({ value, onChange, name }: { value: NeedleKind; onChange: (kind: NeedleKind) => void; name: string }) {
  const { t } = useTranslation();
  return (
    <SelectField className="stash-select" label={t('needles.kind.label')} value={value} onChange={(e) => onChange(e.target.value as NeedleKind)} name={name}>
      {NEEDLE_KINDS.map((k) => <option key={k} value={k}>{t(`needles.kind.${k}`)}</option>)}
    </SelectField>
  );
}

/** Adds a needle; `onAdded` runs once the server has it. */
export function NeedleForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<NeedleKind>('CIRCULAR');
  const [size, setSize] = useState('');
  const [length, setLength] = useState('');
  const [material, setMaterial] = useState('');
  const [count, setCount] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const [create, { loading }] = useNeedlesPageCreateMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const sizeMm = parseAmount(size);
    const lengthCm = parseAmount(length);
    const n = Number(count);
    if (sizeMm == null || Number.isNaN(sizeMm) || sizeMm <= 0) { setError(t('needles.badSize')); return; }
    if (Number.isNaN(lengthCm ?? 0) || !Number.isInteger(n) || n < 0) { setError(t('needles.badNumber')); return; }
    setError(null);
    try {
      await create({ variables: { input: { kind, sizeMm, lengthCm, material: material.trim(), count: n } } });
      setSize(''); setLength(''); setMaterial(''); setCount('1');
      onAdded();
    } catch {
      setError(t('needles.saveFailed'));
    }
  };
  return (
    <form className="stash-form" onSubmit={(e) => void submit(e)} noValidate data-testid="needle-form">
      <NeedleKindField value={kind} onChange={setKind} name="kind" />
      <Field label={t('needles.size')} value={size} onChange={(e) => setSize(e.target.value)} inputMode="decimal" name="sizeMm" autoComplete="off" />
      <Field label={t('needles.length')} value={length} onChange={(e) => setLength(e.target.value)} inputMode="decimal" name="lengthCm" autoComplete="off" />
      <Field label={t('needles.material')} value={material} onChange={(e) => setMaterial(e.target.value)} maxLength={200} name="material" autoComplete="off" />
      <Field label={t('needles.count')} value={count} onChange={(e) => setCount(e.target.value)} inputMode="numeric" name="count" autoComplete="off" />
      <button type="submit" className="button button--primary" disabled={loading}>{t('needles.add')}</button>
      <Message kind="error" text={error} testId="needle-error" />
    </form>
  );
}
