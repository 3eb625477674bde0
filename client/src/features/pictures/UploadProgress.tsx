/** An upload's progress bar with its percentage, in the shared .progress style. */
import { useTranslation } from 'react-i18next';

/** Progress of an upload; `fraction` is 0..1. `label` replaces the default "Uploading… N%". */
export default function UploadProgress({ fraction, label, testId }: { fraction: number; label?: string; testId?: string }) {
  const { t } = useTranslation();
  const percent = Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
  return (
    <div className="upload-progress" role="status" data-testid={testId}>
      <div className="progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('pictures.uploading')}>
        <div className="progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <span className="upload-progress__text">{label ?? t('pictures.uploadingOne', { percent })}</span>
    </div>
  );
}
