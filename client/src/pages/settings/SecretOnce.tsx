/** A secret shown once, right after it is created (a token's, a webhook's), with a button that copies it. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SecretOnceProps {
  secret: string | null;
  /** Says that the secret is shown only now. */
  lead: string;
  /** `<testId>` for the box, `<testId>-value` for the secret itself. */
  testId: string;
  copyTestId?: string;
}

/** The secret's box; nothing while there is no secret. */
export function SecretOnce({ secret, lead, testId, copyTestId }: SecretOnceProps) {
  const { t } = useTranslation();
  // The secret last copied: a new secret shows "Copy" again.
  const [copied, setCopied] = useState<string | null>(null);
  if (!secret) return null;
  const copy = async () => {
    await navigator.clipboard?.writeText(secret).then(() => setCopied(secret), () => setCopied(null));
  };
  return (
    <div className="token-secret" role="status" data-testid={testId}>
      <p>{lead}</p>
      <code className="token-secret__value" data-testid={`${testId}-value`}>{secret}</code>
      <button type="button" className="button" onClick={copy} data-testid={copyTestId}>{copied === secret ? t('common.copied') : t('common.copy')}</button>
    </div>
  );
}
