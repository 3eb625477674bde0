/**
 * "Import data": uploads an export zip (or its JSON document) with progress to the import route, then follows the
 * background job (accountImport) until it is done: its progress, then what was created, skipped and refused. An
 * import still running when the page opens is picked up again.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { useAttempt } from '../../lib/useAttempt';
import { SettingsCardHead } from './SettingsCardHead';
import { uploadImport } from './importUpload';
import { useImportJob, type ImportJob } from './useImportJob';

type Counts = NonNullable<ImportJob['report']>['items'];

/** The status line of an import: uploading, queued, checking, or how many entries are done. */
function statusText(t: ReturnType<typeof useTranslation>['t'], uploading: boolean, job: ImportJob | null, done: number, total: number): string | null {
  if (uploading) return t('data.import.uploading');
  if (job?.state === 'QUEUED') return t('data.import.queued');
  if (job?.state === 'RUNNING') return total > 0 ? t('data.import.running', { done, total }) : t('data.import.checking');
  return null;
}

/** The import card of the settings page. */
export function ImportCard() {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const { job, follow, clear } = useImportJob();
  const { error, attempt } = useAttempt();
  const input = useRef<HTMLInputElement>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    clear(); setProgress(0);
    await attempt(async () => {
      const id = await uploadImport(file, setProgress);
      setProgress(null);
      await follow(id);
    });
    setProgress(null);
  };

  const busy = progress !== null || job?.state === 'QUEUED' || job?.state === 'RUNNING';
  const failure = job?.state === 'FAILED' && job.error ? errorMessage({ errors: [{ message: job.error.message, extensions: { code: job.error.code } }] }, t) : null;
  const line = (label: string, c: Counts) => `${label}: ${t('data.import.report', { created: c.created, skipped: c.skipped, refused: c.refused })}`;
  const done = job ? job.progress.itemsDone + job.progress.calculatorsDone : 0;
  const total = job ? job.progress.itemsTotal + job.progress.calculatorsTotal : 0;
  // While uploading: the share of the file sent; while importing: the share of the entries handled.
  const fraction = progress ?? (job?.state === 'RUNNING' && total > 0 ? done / total : null);
  const status = statusText(t, progress !== null, job, done, total);
  return (
    <section className="settings-card" data-testid="import-card">
      <SettingsCardHead title={t('data.import.title')} hint={t('data.import.lead')} error={error ?? failure} name="import" />
      {job?.state === 'DONE' && job.report && (
        <div className="message message--success data-report" role="status" data-testid="import-report">
          <span>{line(t('data.import.items'), job.report.items)}</span>
          <span>{line(t('data.import.calculators'), job.report.calculators)}</span>
          {job.report.refusals.length > 0 && (
            <ul>{job.report.refusals.map((r) => <li key={`${r.kind}-${r.index}`}>{t('data.import.refusedItem', { name: r.name || `#${r.index + 1}`, reason: r.message })}</li>)}</ul>
          )}
        </div>
      )}
      {status && <p className="settings-card__hint" role="status" data-testid="import-status">{status}</p>}
      {fraction !== null && (
        <div className="progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(fraction * 100)} aria-label={status ?? t('data.import.uploading')}>
          <div className="progress__bar" style={{ width: `${Math.round(fraction * 100)}%` }} />
        </div>
      )}
      <input ref={input} type="file" accept=".zip,.json,application/zip,application/json" hidden data-testid="import-file"
        onChange={(e) => { void onFile(e.target.files?.[0]); e.target.value = ''; }} />
      <div className="form__actions">
        <button type="button" className="button button--primary" onClick={() => input.current?.click()} disabled={busy}>
          {busy ? status : t('data.import.choose')}
        </button>
      </div>
    </section>
  );
}
