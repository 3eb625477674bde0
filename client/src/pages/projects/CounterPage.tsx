/** /projects/:id/counters/:counterId: a row counter for a phone held in one hand (big + and −, screen kept awake). */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Message } from '../../components/Message';
import { useCounterPageQuery } from '../../gql/hooks';
import { useOfflineStatus } from '../../features/offline/status';
import { useCounterTaps } from './useCounterTaps';
import { useWakeLock } from './useWakeLock';
import './projects.css';

/** The counter page. */
export default function CounterPage() {
  const { t } = useTranslation();
  const { id = '', counterId = '' } = useParams();
  const { data, error: loadError } = useCounterPageQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const counter = data?.project?.rowCounters.find((c) => String(c.databaseId) === counterId);
  if (!counter) {
    return <div className="counter-page">{loadError ? <Message kind="error" text={t('projects.notFound')} /> : <p>{t('projects.loading')}</p>}</div>;
  }
  return <Counter projectId={id} projectName={data!.project!.name} counter={counter} />;
}

interface CounterProps {
  projectId: string;
  projectName: string;
  counter: { id: string; name: string; row: number; targetRows?: number | null; repeatEvery?: number | null };
}

function Counter({ projectId, projectName, counter }: CounterProps) {
  const { t } = useTranslation();
  const awake = useWakeLock();
  const { offline } = useOfflineStatus();
  const taps = useCounterTaps(counter.id, counter.name || projectName, counter.row);
  const repeatRow = counter.repeatEvery ? (taps.row === 0 ? 0 : ((taps.row - 1) % counter.repeatEvery) + 1) : null;
  return (
    <div className="counter-page" data-testid="counter-page">
      <div className="counter-page__top">
        <Link to={`/projects/${projectId}`} className="button button--ghost button--small">{t('projects.back')}</Link>
        <h1 className="counter-page__title">{projectName}{counter.name ? ` · ${counter.name}` : ''}</h1>
      </div>
      <p className="counter-page__row" aria-live="polite" data-testid="counter-row">{taps.row}</p>
      <p className="counter-page__facts">
        {counter.targetRows ? t('projects.ofTarget', { count: counter.targetRows }) : null}
        {repeatRow !== null && <> {t('projects.repeatRow', { row: repeatRow, every: counter.repeatEvery })}</>}
      </p>
      {offline && <p className="counter-page__offline" role="status">{t('projects.countingOffline')}</p>}
      {taps.waiting !== 0 && <p className="counter-page__waiting" data-testid="counter-waiting">{t('projects.waiting', { count: Math.abs(taps.waiting) })}</p>}
      <Message kind="error" text={taps.error} />
      <div className="counter-page__buttons">
        <button type="button" className="counter-page__minus" aria-label={t('projects.minus')} onClick={() => taps.tap(-1)} data-testid="counter-minus">−</button>
        <button type="button" className="counter-page__plus" aria-label={t('projects.plus')} onClick={() => taps.tap(1)} data-testid="counter-plus">+</button>
      </div>
      <button type="button" className="button button--ghost counter-page__undo" disabled={!taps.undo} onClick={() => taps.undo?.()} data-testid="counter-undo">
        {t('projects.undoTap')}
      </button>
      <p className="counter-page__awake">{awake ? t('projects.awake') : ''}</p>
    </div>
  );
}
