/** The account info form (docs/product.md §2.8): username (disabled), email, name, country, city, bio, visibility. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkForm, LIMITS } from '@purlwise/core';
import { Field } from '../../components/Field';
import { SubmitButton } from '../../components/SubmitButton';
import type { SettingsPageQuery } from '../../gql/graphql';
import { useSettingsPageUpdateProfileMutation } from '../../gql/hooks';
import { translateMessage } from '../../lib/errors';
import { useScopedMessage } from '../../lib/messages';
import { useAttempt } from '../../lib/useAttempt';
import { SettingsCardHead } from './SettingsCardHead';

type Me = SettingsPageQuery['me'];

/** The profile form, prefilled from `me`. */
export function ProfileForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({
    email: me.email ?? '', name: me.name ?? '', country: me.country ?? '', city: me.city ?? '', bio: me.bio ?? '',
    visibility: me.visibility,
  });
  const [success, setSuccess] = useScopedMessage();
  const { error, fail, attempt } = useAttempt();
  const [update, { loading }] = useSettingsPageUpdateProfileMutation();
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = checkForm({ email: form.email });
    if (problem) { fail(translateMessage(problem, t)); return; }
    await attempt(async () => {
      await update({ variables: { input: { ...form, email: form.email.trim() } } });
      setSuccess(t('settings.profileSaved'));
    });
  };

  return (
    <form className="form settings-card" onSubmit={submit} noValidate data-testid="profile-form">
      <SettingsCardHead title={t('settings.accountInfo')} success={success} error={error} name="profile" />
      <div className="form__grid">
        <Field label={t('settings.username')} name="username" value={me.username} disabled readOnly />
        <Field label={t('settings.email')} name="email" type="email" autoComplete="email" value={form.email} onChange={set('email')} maxLength={LIMITS.email.max} />
        <Field label={t('settings.name')} name="name" autoComplete="name" value={form.name} onChange={set('name')} maxLength={LIMITS.name.max} />
        <Field label={t('settings.country')} name="country" autoComplete="country-name" value={form.country} onChange={set('country')} maxLength={LIMITS.country.max} />
        <Field label={t('settings.city')} name="city" autoComplete="address-level2" value={form.city} onChange={set('city')} maxLength={LIMITS.city.max} />
      </div>
      <Field multiline label={t('settings.bio')} name="bio" rows={4} value={form.bio} onChange={set('bio')} maxLength={LIMITS.bio.max} />
      <fieldset className="choice">
        <legend className="field__label">{t('settings.visibility')}</legend>
        {(['PUBLIC', 'PRIVATE'] as const).map((v) => (
          <label key={v} className="choice__option">
            <input type="radio" name="visibility" value={v} checked={form.visibility === v} onChange={() => setForm((f) => ({ ...f, visibility: v }))} />
            <span>{t(v === 'PUBLIC' ? 'settings.public' : 'settings.private')}</span>
          </label>
        ))}
      </fieldset>
      <SubmitButton label={t('settings.save')} busy={loading} />
    </form>
  );
}
