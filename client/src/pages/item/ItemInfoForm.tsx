/** The Info card of the item editor: the text fields of the kind, tags, notes, visibility, Save and Delete. */
import { useId, type Dispatch, type FormEvent, type ReactNode, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { textFieldsOf, type KnitTypeName } from '@purlwise/core';
import { usePreferredUnit } from '../../features/units/usePreferredUnit';
import { Field } from '../../components/Field';
import { Message } from '../../components/Message';
import type { Visibility } from '../../gql/graphql';
import { inUnitHint } from '../../features/units/inUnit';
import { useNumberFormat } from '../../features/units/useNumberFormat';
import type { ItemForm } from './itemForm';
import { WeightClassField } from './WeightClassField';

const VISIBILITIES: readonly Visibility[] = ['PUBLIC', 'PRIVATE'];

export interface ItemInfoFormProps {
  kind: KnitTypeName;
  form: ItemForm;
  setForm: Dispatch<SetStateAction<ItemForm | null>>;
  /** True once the item is saved: Delete is offered. */
  saved: boolean;
  success: string | null;
  /** An information line: the save is kept offline. */
  notice: string | null;
  error: string | null;
  /** The offer to restore a kept draft, shown above the form. */
  offer?: ReactNode;
  busy: 'save' | 'delete' | null;
  onSave: (e: FormEvent) => void;
  onDelete: () => void;
}

/** The Info card. */
export function ItemInfoForm({ kind, form, setForm, saved, success, notice, error, offer, busy, onSave, onDelete }: ItemInfoFormProps) {
  const { t } = useTranslation();
  const uid = useId();
  const unit = usePreferredUnit();
  const format = useNumberFormat();
  const set = (field: keyof ItemForm) => (e: { target: { value: string } }) =>
    setForm((f) => (f ? { ...f, [field]: e.target.value } : f));
  // The kind's text fields from the field table (core/src/fields.ts): one-line ones in the grid, boxes under the tags.
  const fields = textFieldsOf(kind);

  return (
    <section className="item-card item-info" aria-labelledby={`${uid}-info`}>
      <h2 id={`${uid}-info`} className="item-card__title">{t(`item.info.${kind}`)}</h2>
      {offer}
      <Message kind="success" text={success} testId="item-success" />
      <Message kind="info" text={notice} testId="item-notice" />
      <Message kind="error" text={error} testId="item-error" />
      <form className="form item-form" onSubmit={onSave} noValidate>
        <div className="item-form__grid">
          {fields.filter((f) => f.control === 'line').map(({ name, max }) => (
            <Field key={name} label={t(`item.field.${name}`)} name={name} value={form[name]} onChange={set(name)}
              maxLength={max} autoComplete="off" className={name === 'name' ? 'item-form__wide' : ''}
              hint={inUnitHint(name, form[name], unit, format)} />
          ))}
          {kind === 'yarn' && <WeightClassField value={form.weightClass} onChange={(weightClass) => setForm((f) => (f ? { ...f, weightClass } : f))} />}
        </div>
        <Field multiline label={t('item.field.tags')} name="tags" rows={3} value={form.tags} onChange={set('tags')}
          aria-describedby={`${uid}-tags-hint`} className="item-form__tags" />
        <p id={`${uid}-tags-hint`} className="item-hint item-hint--under">{t('item.tagsHint')}</p>
        {fields.filter((f) => f.control === 'box').map(({ name, max }) => (
          <Field key={name} multiline label={t(`item.field.${name}`)} name={name} rows={6} value={form[name]} onChange={set(name)}
            maxLength={max} />
        ))}
        <fieldset className="choice item-form__visibility">
          <legend className="field__label">{t('item.field.visibility')}</legend>
          {VISIBILITIES.map((v) => (
            <label key={v} className="choice__option">
              <input type="radio" name={`${uid}-visibility`} value={v} checked={form.visibility === v}
                onChange={() => setForm((f) => (f ? { ...f, visibility: v } : f))} />
              <span>{t(`item.visibility.${v.toLowerCase()}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className="form__actions item-form__actions">
          <button type="submit" className="button button--primary" disabled={busy !== null}>
            {busy === 'save' ? t('item.saving') : t('item.save')}
          </button>
        </div>
      </form>
      {saved && (
        <div className="item-danger">
          <hr className="item-divider" />
          <button type="button" className="button button--danger" onClick={onDelete} disabled={busy !== null}>
            {busy === 'delete' ? t('item.deleting') : t(`item.delete.${kind}`)}
          </button>
        </div>
      )}
    </section>
  );
}
