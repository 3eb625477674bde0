/**
 * Explore's side panel: each dimension's values with their counts, every one a link to the narrowed view; the tag
 * cloud. Where the panel stands above the items (narrow screens) it is one "Filters" button that opens it, so the items
 * come first; choosing a value closes it again.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { WEIGHT_CLASSES } from '@purlwise/core';
import { ChevronDownIcon, FilterIcon } from '../../components/Icons';
import { useNumberFormat } from '../../features/units/useNumberFormat';
import type { ExploreFacets_FacetsFragment } from '../../gql/graphql';
import { cloudSize, DIMENSIONS, viewLink, type Dimension } from './exploreParams';

type Facet = { value: string; count: number };

/** The text of a facet value in the current language. */
function useValueLabel() {
  const { t } = useTranslation();
  return (dim: Dimension, value: string): string => {
    switch (dim.key) {
      case 'types': return t(`library.type.${value.toLowerCase()}`);
      case 'weightClasses': {
        const w = WEIGHT_CLASSES.find((c) => c.key === value);
        return w ? `${w.value} ${t(`yarn.weight.${w.key}`)}` : value;
      }
      case 'fibres': return t(`yarn.fibre.${value}`, { defaultValue: value });
      default: return value;
    }
  };
}

interface GroupProps { dim: Dimension; facets: Facet[]; params: URLSearchParams }

/** One dimension: its values as links (the chosen one links back to the view without it). */
function FacetGroup({ dim, facets, params }: GroupProps) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const format = useNumberFormat();
  const active = params.get(dim.param);
  if (facets.length === 0 && !active) return null;
  const max = Math.max(1, ...facets.map((f) => f.count));
  const min = Math.min(max, ...facets.map((f) => f.count));
  const cloud = dim.key === 'tags';
  return (
    <section className={`facet ${cloud ? 'facet--cloud' : ''}`} data-testid={`facet-${dim.param}`} aria-labelledby={`facet-${dim.param}-title`}>
      <h2 id={`facet-${dim.param}-title`} className="facet__title">{t(`explore.${dim.param === 'weight' ? 'weightClass' : dim.key === 'tags' ? 'tags' : dim.param}`)}</h2>
      <ul className="facet__list">
        {facets.map((f) => {
          const on = active === f.value;
          return (
            <li key={f.value}>
              <Link to={viewLink(params, dim.param, on ? null : f.value)} className={`facet__link ${on ? 'facet__link--on' : ''}`}
                aria-current={on ? 'true' : undefined} data-value={f.value}
                style={cloud ? { fontSize: `${cloudSize(f.count, min, max)}rem` } : undefined}
                aria-label={on ? t('explore.remove', { value: label(dim, f.value) }) : undefined}>
                <span className="facet__value">{label(dim, f.value)}</span> <span className="facet__count">{format(f.count)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {active && <Link to={viewLink(params, dim.param, null)} className="facet__clear">{t('explore.clear')}</Link>}
    </section>
  );
}

/** The panel. */
export function ExploreFacets({ facets, params }: { facets: ExploreFacets_FacetsFragment | undefined; params: URLSearchParams }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const view = params.toString();
  // A value chosen (or cleared) shows its items: the panel closes.
  useEffect(() => setOpen(false), [view]);
  const chosen = DIMENSIONS.filter((dim) => params.get(dim.param) !== null).length;
  return (
    <aside className={`explore-facets${open ? ' is-open' : ''}`} aria-label={t('explore.filters')} data-testid="explore-facets">
      <button type="button" className="explore-facets__toggle" aria-expanded={open} aria-controls={id}
        onClick={() => setOpen((o) => !o)} data-testid="filters-toggle">
        <FilterIcon size={18} />{chosen > 0 ? t('explore.toggleActive', { count: chosen }) : t('explore.toggle')}
        <ChevronDownIcon size={16} className="explore-facets__chevron" />
      </button>
      <div id={id} className="explore-facets__groups">
        {DIMENSIONS.map((dim) => <FacetGroup key={dim.key} dim={dim} facets={facets?.[dim.key] ?? []} params={params} />)}
        {[...params.keys()].length > 0 && <Link to="/explore" className="button button--small facet__all">{t('explore.clearAll')}</Link>}
      </div>
    </aside>
  );
}
