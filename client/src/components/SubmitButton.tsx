/** A form's submit button in its actions row: "Please wait" while the form is busy. */
import { useTranslation } from 'react-i18next';

export interface SubmitButtonProps {
  label: string;
  busy: boolean;
  /** Disabled though not busy (a confirmation not ticked yet). */
  disabled?: boolean;
  /** A button that deletes something for good. */
  danger?: boolean;
}

/** The submit button. */
export function SubmitButton({ label, busy, disabled = false, danger = false }: SubmitButtonProps) {
  const { t } = useTranslation();
  return (
    <div className="form__actions">
      <button type="submit" className={`button button--${danger ? 'danger' : 'primary'}`} disabled={busy || disabled}>{busy ? t('common.wait') : label}</button>
    </div>
  );
}
