/** The header search box; '/' anywhere outside a field focuses it, typing filters the feed, Enter opens the results page. */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { SearchIcon } from '../../components/Icons';
import { shouldFocusSearch } from '../../lib/menu';
import { searchPath } from '../search/recent';
import { useSearch } from '../search/SearchContext';

const SEARCHABLE = new Set(['/', '/feed', '/account', '/search']);

/** The search input with its '/' hint. */
export function SearchBox() {
  const { t } = useTranslation();
  const { text, setText, recent } = useSearch();
  const inputRef = useRef<HTMLInputElement>(null);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (shouldFocusSearch({ key: e.key, ctrlKey: e.ctrlKey, metaKey: e.metaKey, altKey: e.altKey, target: e.target as HTMLElement | null })) {
        e.preventDefault();
        inputRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const onChange = (value: string) => {
    setText(value);
    // Search filters the lists: from any other page, typing takes you to the feed.
    if (!SEARCHABLE.has(pathname)) navigate('/feed');
  };

  const onSubmit = () => {
    if (text.trim() === '') return;
    navigate(searchPath(text));
  };

  return (
    <form className="search" role="search" onSubmit={(e) => { e.preventDefault(); onSubmit(); }}>
      <SearchIcon size={18} className="search__icon" />
      <input
        ref={inputRef}
        type="search"
        className="search__input"
        value={text}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => { if (e.key === 'Escape') { setText(''); inputRef.current?.blur(); } }}
        list="recent-searches"
        autoComplete="off"
        data-testid="search-input"
      />
      <datalist id="recent-searches">{recent.map((q) => <option key={q} value={q} />)}</datalist>
      {text === '' && <kbd className="search__hint" title={t('search.hint')} aria-hidden="true">/</kbd>}
    </form>
  );
}
