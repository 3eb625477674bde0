/** A yarn's length and weight per skein as numbers (beside the free text), in the knitter's unit; filled from the text. */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { Message } from '../../components/Message';
import { usePreferredUnit } from '../units/usePreferredUnit';
import { useSkeinNumbersSaveMutation } from '../../gql/hooks';
import { skeinForm, skeinInput, type SkeinForm } from './skeinNumbers';

type YarnNumbers = { id: string; metresPerSkein?: number | null; gramsPerSkein?: number | null; yardage?: string | null; weight?: string | null };

/** The block on a yarn's edit page. */
export function SkeinNumbers({ item }: { item: YarnNumbers }) {
  const { t } = useTranslation();
  const imperial = usePreferredUnit() === 'IMPERIAL';
  const [form, setForm] = useState<SkeinForm>(() => skeinForm(item, imperial));
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [save, { loading }] = useSkeinNumbersSaveMutation();
  // The text fields or the unit changed: shown again from them.
  useEffect(() => setForm(skeinForm(item, imperial)), [item.metresPerSkein, item.gramsPerSkein, item.yardage, item.weight, imperial]); // eslint-disable-line react-hooks/exhaustive-deps
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = skeinInput(form, imperial);
    if (Number.isNaN(input.metresPerSkein) || Number.isNaN(input.gramsPerSkein) || input.metresPerSkein === 0 || input.gramsPerSkein === 0) {
      setMessage({ kind: 'error', text: t('stash.skein.bad') });
      return;
    }
    try {
      await save({ variables: { input: { id: item.id, ...input } } });
      setMessage({ kind: 'success', text: t('stash.skein.saved') });
    } catch {
      setMessage({ kind: 'error', text: t('stash.skein.failed') });
    }
  };
  return (
    <section className="item-card" aria-labelledby="skein-numbers-title">
      <h2 id="skein-numbers-title" className="item-card__title">{t('stash.skein.title')}</h2>
      <p className="item-hint">{t('stash.skein.hint')}</p>
      <form className="stash-form" onSubmit={(e) => void submit(e)} noValidate data-testid="skein-numbers">
        <Field label={t(imperial ? 'stash.skein.lengthYd' : 'stash.skein.lengthM')} value={form.length} inputMode="decimal" name="metresPerSkein" autoComplete="off"
          onChange={(e) => setForm({ ...form, length: e.target.value })} />
        <Field label={t(imperial ? 'stash.skein.weightOz' : 'stash.skein.weightG')} value={form.weight} inputMode="decimal" name="gramsPerSkein" autoComplete="off"
          onChange={(e) => setForm({ ...form, weight: e.target.value })} />
        <button type="submit" className="button button--primary" disabled={loading}>{t('stash.skein.save')}</button>
      </form>
      {message && <Message kind={message.kind} text={message.text} testId="skein-message" />}
    </section>
  );
}
