/** /stash: the knitter's yarns with skeins on hand, their totals, filtered by weight class, fibre, colour and place. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FIBRES, WEIGHT_CLASSES } from '@purlwise/core';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import { PageLayout } from '../../components/PageLayout';
import { loadNextPage } from '../../features/library/LibraryGrid';
import { StashTotals } from '../../features/stash/StashTotals';
import { useNumberFormat } from '../../features/units/useNumberFormat';
import type { WeightClass } from '../../gql/graphql';
import { useStashPageQuery } from '../../gql/hooks';
import '../../features/stash/stash.css';

/** A filter by one of core's lists (weight classes, fibres): any entry, or one, named by the catalogue's `names`. */
function ListFilter({ label, value, onChange, entries, names, testId }: {
  label: string; value: string; onChange: (key: string) => void; entries: readonly { key: string }[]; names: string; testId: string;
}) {
  const { t } = useTranslation();
  return (
    <SelectField className="stash-select" label={label} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
      <option value="">{t('stash.filter.any')}</option>
      {entries.map(({ key }) => <option key={key} value={key}>{t(`${names}.${key}`)}</option>)}
    </SelectField>
  );
}

/** The stash page (login required: see the routes). */
export default function StashPage() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const [weightClass, setWeightClass] = useState('');
  const [fibre, setFibre] = useState('');
  const [colour, setColour] = useState('');
  const [place, setPlace] = useState('');
  const { data, loading, fetchMore } = useStashPageQuery({
    variables: { weightClass: (weightClass || null) as WeightClass | null, fibre: fibre || null, colour: colour.trim() || null, place: place.trim() || null },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.myStash;
  const yarns = page?.nodes ?? [];
  return (
    <PageLayout className="stash-page" title={t('stash.title')}>
      <p className="page__subtitle">{t('stash.subtitle')}</p>
      <div className="stash-filters" data-testid="stash-filters">
        <ListFilter label={t('stash.filter.weightClass')} value={weightClass} onChange={setWeightClass} entries={WEIGHT_CLASSES} names="yarn.weight" testId="stash-filter-weight" />
        <ListFilter label={t('stash.filter.fibre')} value={fibre} onChange={setFibre} entries={FIBRES} names="yarn.fibre" testId="stash-filter-fibre" />
        <Field label={t('stash.filter.colour')} value={colour} onChange={(e) => setColour(e.target.value)} name="stashColour" autoComplete="off" />
        <Field label={t('stash.filter.place')} value={place} onChange={(e) => setPlace(e.target.value)} name="stashPlace" autoComplete="off" list="stash-places" />
        <datalist id="stash-places">{(data?.myStoragePlaces ?? []).map((p) => <option key={p} value={p} />)}</datalist>
      </div>
      {data?.myStashTotals && <StashTotals totals={data.myStashTotals} testId="stash-totals" />}
      {yarns.length === 0 && !loading && (
        <div className="empty-state" data-testid="stash-empty"><h2>{t('stash.empty')}</h2><p>{t('stash.emptyText')}</p></div>
      )}
      <ul className="stash-list" data-testid="stash-list">
        {yarns.map((y) => (
          <li key={y.id}>
            <Link className="stash-list__name" to={`/yarn-preview/${y.databaseId}`}>{y.name || t('stash.unnamed')}</Link>
            <span className="stash-list__meta">
              {[y.producer, y.weightClass ? t(`yarn.weight.${y.weightClass}`) : '', t('stash.skeinsCount', { count: y.stashTotals.skeins, skeins: format(y.stashTotals.skeins) })].filter(Boolean).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      {page?.pageInfo.hasNextPage && (
        <button type="button" className="button" data-testid="stash-more" onClick={loadNextPage(page, fetchMore)}>{t('stash.more')}</button>
      )}
    </PageLayout>
  );
}
