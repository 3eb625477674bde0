/** "Import data": uploads an export zip (or its JSON document) with progress, then shows what was created, skipped and refused. */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Message } from '../../components/Message';
import { useUpload } from '../../features/upload/useUpload';
import { SettingsPageImportDataDocument, type SettingsPageImportDataMutation } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { useClearMessages, useScopedMessage } from '../../lib/messages';

type Report = SettingsPageImportDataMutation['importData'];

/** The import card of the settings page. */
export function ImportCard() {
  const { t } = useTranslation();
  const { upload, progress, uploading } = useUpload(SettingsPageImportDataDocument);
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useScopedMessage();
  const clearMessages = useClearMessages();
  const input = useRef<HTMLInputElement>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    clearMessages(); setReport(null);
    try {
      const data = await upload({ input: { file } });
      setReport(data.importData);
    } catch (err) {
      setError(errorMessage(err, t));
    }
  };

  const line = (label: string, c: Report['items']) => `${label}: ${t('data.import.report', { created: c.created, skipped: c.skipped, refused: c.refused })}`;
  return (
    <section className="settings-card" data-testid="import-card">
      <h2 className="settings-card__title">{t('data.import.title')}</h2>
      <p className="settings-card__hint">{t('data.import.lead')}</p>
      <Message kind="error" text={error} testId="import-error" />
      {report && (
        <div className="message message--success data-report" role="status" data-testid="import-report">
          <span>{line(t('data.import.items'), report.items)}</span>
          <span>{line(t('data.import.calculators'), report.calculators)}</span>
          {report.refusals.length > 0 && (
            <ul>{report.refusals.map((r) => <li key={`${r.kind}-${r.index}`}>{t('data.import.refusedItem', { name: r.name || `#${r.index + 1}`, reason: r.message })}</li>)}</ul>
          )}
        </div>
      )}
      {progress !== null && (
        <div className="progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)} aria-label={t('data.import.uploading')}>
          <div className="progress__bar" style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      )}
      <input ref={input} type="file" accept=".zip,.json,application/zip,application/json" hidden data-testid="import-file"
        onChange={(e) => { void onFile(e.target.files?.[0]); e.target.value = ''; }} />
      <div className="form__actions">
        <button type="button" className="button button--primary" onClick={() => input.current?.click()} disabled={uploading}>
          {uploading ? t('data.import.uploading') : t('data.import.choose')}
        </button>
      </div>
    </section>
  );
}
