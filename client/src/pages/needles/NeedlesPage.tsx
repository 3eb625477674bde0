/** /needles: the knitter's needles and hooks, and "Do I own a 4 mm 80 cm circular?" on the same screen. */
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/PageLayout';
import { usePreferredUnit } from '../../features/units/usePreferredUnit';
import { useNumberFormat } from '../../features/units/useNumberFormat';
import { useNeedlesPageDeleteMutation, useNeedlesPageQuery } from '../../gql/hooks';
import { NeedleForm } from './NeedleForm';
import { NeedleQuestion } from './NeedleQuestion';
import { needleLengthText, needleSizeText } from './needleText';
import '../../features/stash/stash.css';

/** The needles page (login required: see the routes). */
export default function NeedlesPage() {
  const { t } = useTranslation();
  const imperial = usePreferredUnit() === 'IMPERIAL';
  const format = useNumberFormat();
  const { data, loading, refetch } = useNeedlesPageQuery({ fetchPolicy: 'cache-and-network' });
  const [remove] = useNeedlesPageDeleteMutation();
  const needles = data?.needles.nodes ?? [];
  const del = async (id: string) => {
    await remove({ variables: { input: { id } } });
    await refetch();
  };
  return (
    <PageLayout className="needles-page" title={t('needles.title')}>
      <NeedleQuestion />
      <h2>{t('needles.addTitle')}</h2>
      <NeedleForm onAdded={() => void refetch()} />
      <h2>{t('needles.listTitle')}</h2>
      {needles.length === 0 && !loading && <p className="empty-state" data-testid="needles-empty">{t('needles.empty')}</p>}
      <ul className="stash-list" data-testid="needle-list">
        {needles.map((n) => (
          <li key={n.id}>
            <span className="stash-list__name">{t(`needles.kind.${n.kind}`)} · {needleSizeText(n, imperial, format)}</span>
            <span className="stash-list__meta">
              {[needleLengthText(n.lengthCm, imperial, format), n.material, t('needles.countOf', { count: n.count })].filter(Boolean).join(' · ')}
            </span>
            {n.busy && <span className="stash-list__busy" data-testid="needle-busy">{t('needles.busy')}</span>}
            <button type="button" className="button button--small button--ghost" onClick={() => void del(n.id)} aria-label={t('needles.deleteLabel', { size: needleSizeText(n, imperial, format) })}>
              {t('needles.delete')}
            </button>
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}
