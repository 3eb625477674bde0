/** The preferred unit (Imperial or Metric), sent whenever the choice changes after loading (docs/product.md §4.9). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Message } from '../../components/Message';
import type { Unit } from '../../gql/graphql';
import { useSettingsPageSetUnitMutation } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { useClearMessages, useScopedMessage } from '../../lib/messages';

/** Two radio buttons; only a user's change sends an update. */
export function UnitChoice({ unit }: { unit: Unit | null }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<Unit | null>(unit);
  const [success, setSuccess] = useScopedMessage();
  const clearMessages = useClearMessages();
  const [error, setError] = useScopedMessage();
  const [setUnit] = useSettingsPageSetUnitMutation();

  const change = async (next: Unit) => {
    const previous = value;
    setValue(next); clearMessages();
    try {
      await setUnit({ variables: { input: { unit: next } } });
      setSuccess(t('settings.unitSaved'));
    } catch (err) {
      setValue(previous);
      setError(errorMessage(err, t));
    }
  };

  return (
    <section className="settings-card" data-testid="unit-choice">
      <h2 className="settings-card__title">{t('settings.unit')}</h2>
      <p className="settings-card__hint">{t('settings.unitHint')}</p>
      <Message kind="success" text={success} testId="unit-success" />
      <Message kind="error" text={error} />
      <div className="segmented" role="radiogroup" aria-label={t('settings.unit')}>
        {(['IMPERIAL', 'METRIC'] as const).map((u) => (
          <label key={u} className={`segmented__option${value === u ? ' is-selected' : ''}`}>
            <input type="radio" name="unit" value={u} checked={value === u} onChange={() => void change(u)} />
            <span>{t(u === 'IMPERIAL' ? 'settings.imperial' : 'settings.metric')}</span>
          </label>
        ))}
      </div>
    </section>
  );
}
