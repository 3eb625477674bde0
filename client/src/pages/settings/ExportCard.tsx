/** "Export my data": one click downloads the zip, with the bytes received shown against the server's estimate. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Message } from '../../components/Message';
import { attachmentName, formatBytes, readWithProgress, saveBlob } from '../../features/account-data/download';
import { useSettingsPageExportDataMutation } from '../../gql/hooks';
import { useScopedMessage } from '../../lib/messages';
import { useAttempt } from '../../lib/useAttempt';

interface Progress { received: number; total: number }

/** The export card of the settings page. */
export function ExportCard() {
  const { t, i18n } = useTranslation();
  const [exportData] = useSettingsPageExportDataMutation();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [done, setDone] = useScopedMessage();
  const { error, attempt } = useAttempt();
  const size = (n: number) => formatBytes(n, i18n.language);

  const start = async () => {
    await attempt(async () => {
      const { data } = await exportData();
      if (!data) throw new Error('no export link');
      setProgress({ received: 0, total: data.exportData.estimatedBytes });
      const res = await fetch(data.exportData.url, { credentials: 'same-origin' });
      if (!res.ok || !res.body) {
        // The route answers { message, code } like the other doors: let the code choose the text.
        const body = (await res.json().catch(() => ({}))) as { message?: string; code?: string };
        throw Object.assign(new Error(`HTTP status: ${res.status}`), { errors: [{ message: body.message, extensions: { code: body.code } }] });
      }
      const total = Number(res.headers.get('x-export-estimated-bytes')) || data.exportData.estimatedBytes;
      const chunks = await readWithProgress(res.body, (received) => setProgress({ received, total: Math.max(total, received) }));
      const blob = new Blob(chunks as BlobPart[], { type: 'application/zip' });
      saveBlob(blob, attachmentName(res.headers.get('content-disposition'), 'purlwise-export.zip'));
      setDone(t('data.export.done', { size: size(blob.size) }));
    });
    setProgress(null);
  };

  const percent = progress && progress.total > 0 ? Math.min(100, Math.round((progress.received / progress.total) * 100)) : 0;
  return (
    <section className="settings-card" data-testid="export-card">
      <h2 className="settings-card__title">{t('data.export.title')}</h2>
      <p className="settings-card__hint">{t('data.export.lead')}</p>
      <Message kind="success" text={done} testId="export-done" />
      <Message kind="error" text={error} testId="export-error" />
      {progress && (
        <>
          <div className="progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('data.export.title')}>
            <div className="progress__bar" style={{ width: `${percent}%` }} />
          </div>
          <p className="muted" role="status" data-testid="export-progress">
            {t('data.export.progress', { received: size(progress.received), total: size(progress.total) })}
          </p>
        </>
      )}
      <div className="form__actions">
        <button type="button" className="button button--primary" onClick={() => void start()} disabled={progress !== null} data-testid="export-button">
          {progress ? t('common.wait') : t('data.export.submit')}
        </button>
      </div>
    </section>
  );
}
