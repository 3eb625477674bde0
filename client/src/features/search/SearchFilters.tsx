/** The type filter of the results page, and the recent searches offered when there is no query. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { KnitType } from '../../gql/graphql';
import { searchPath } from './recent';

/** The kinds the results can be narrowed to. */
export const SEARCH_TYPES: readonly KnitType[] = ['YARN', 'PATTERN', 'DETAIL', 'MODEL'];

/** Buttons: every kind, or one. */
export function TypeFilter({ value, onChange }: { value: KnitType | null; onChange: (type: KnitType | null) => void }) {
  const { t } = useTranslation();
  const options: Array<[KnitType | null, string]> = [[null, t('search.allTypes')], ...SEARCH_TYPES.map((k): [KnitType, string] => [k, t(`library.type.${k.toLowerCase()}`)])];
  return (
    <div className="search-types" role="group" aria-label={t('search.typeFilter')} data-testid="search-types">
      {options.map(([type, label]) => (
        <button key={type ?? 'all'} type="button" className="search-types__option" aria-pressed={value === type} onClick={() => onChange(type)} data-type={type ?? 'ALL'}>
          {label}
        </button>
      ))}
    </div>
  );
}

/** Links to the recent searches of this browser, with a way to forget them. */
export function RecentSearches({ recent, onClear }: { recent: readonly string[]; onClear: () => void }) {
  const { t } = useTranslation();
  if (recent.length === 0) return <div className="empty-state" data-testid="search-start"><p>{t('search.start')}</p></div>;
  return (
    <section className="search-recent" data-testid="search-recent" aria-labelledby="search-recent-title">
      <h2 id="search-recent-title" className="search-recent__title">{t('search.recent')}</h2>
      <ul className="search-recent__list">
        {recent.map((q) => <li key={q}><Link to={searchPath(q)}>{q}</Link></li>)}
      </ul>
      <button type="button" className="button button--ghost" onClick={onClear}>{t('search.clearRecent')}</button>
    </section>
  );
}

/** KnitType from a URL parameter (anything else: every kind). */
export function parseType(value: string | null): KnitType | null {
  return SEARCH_TYPES.find((k) => k === value?.toUpperCase()) ?? null;
}
