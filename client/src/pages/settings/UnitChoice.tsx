/** The preferred unit (Imperial or Metric), sent whenever the choice changes after loading (docs/product.md §4.9). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Unit } from '../../gql/graphql';
import { useSettingsPageSetUnitMutation } from '../../gql/hooks';
import { useScopedMessage } from '../../lib/messages';
import { useAttempt } from '../../lib/useAttempt';
import { SettingsCardHead } from './SettingsCardHead';

/** Two radio buttons; only a user's change sends an update. */
export function UnitChoice({ unit }: { unit: Unit | null }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<Unit | null>(unit);
  const [success, setSuccess] = useScopedMessage();
  const { error, attempt } = useAttempt();
  const [setUnit] = useSettingsPageSetUnitMutation();

  const change = async (next: Unit) => {
    const previous = value;
    setValue(next);
    const saved = await attempt(async () => {
      await setUnit({ variables: { input: { unit: next } } });
      setSuccess(t('settings.unitSaved'));
    });
    if (!saved) setValue(previous);
  };

  return (
    <section className="settings-card" data-testid="unit-choice">
      <SettingsCardHead title={t('settings.unit')} hint={t('settings.unitHint')} success={success} error={error} name="unit" />
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
