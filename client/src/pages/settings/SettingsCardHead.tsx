/** The head every settings card starts with. */
import { Message } from '../../components/Message';

export interface SettingsCardHeadProps {
  title: string;
  hint?: string;
  success?: string | null;
  error?: string | null;
  /** Names the card's lines for tests: `<name>-success`, `<name>-error`. */
  name: string;
}

/** The card's title, its hint if any, then its success and error lines. */
export function SettingsCardHead({ title, hint, success, error, name }: SettingsCardHeadProps) {
  return (
    <>
      <h2 className="settings-card__title">{title}</h2>
      {hint && <p className="settings-card__hint">{hint}</p>}
      <Message kind="success" text={success} testId={`${name}-success`} />
      <Message kind="error" text={error} testId={`${name}-error`} />
    </>
  );
}
