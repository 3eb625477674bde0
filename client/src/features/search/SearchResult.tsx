/** One search result: thumbnail, type, name (its matched words marked), author, owner, and the other fields that matched. */
import { useTranslation } from 'react-i18next';
import { emptyPictureUrl } from '../../components/EmptyPicture';
import type { KnitCard_ItemFragment, SearchPageQuery } from '../../gql/graphql';

/** One edge of the search page. */
export type SearchEdgeData = SearchPageQuery['search']['edges'][number];
type Parts = SearchEdgeData['highlights'][number]['parts'];

/** Text with its matched words in <mark>. */
export function Marked({ parts }: { parts: Parts }) {
  return <>{parts.map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}</>;
}

/** The fields other than the name that matched, each with its label. */
function Matches({ highlights }: { highlights: SearchEdgeData['highlights'] }) {
  const { t } = useTranslation();
  if (highlights.length === 0) return null;
  return (
    <dl className="search-result__matches">
      {highlights.map((h) => (
        <div key={h.field} className="search-result__match" data-field={h.field}>
          <dt>{t(`search.field.${h.field}`)}</dt>
          <dd><Marked parts={h.parts} /></dd>
        </div>
      ))}
    </dl>
  );
}

/** A result of the list; the title opens the item. */
export function SearchResult({ edge, onOpen }: { edge: SearchEdgeData; onOpen: (item: KnitCard_ItemFragment) => void }) {
  const { t } = useTranslation();
  const item = edge.node;
  const type = item.type.toLowerCase();
  const name = edge.highlights.find((h) => h.field === 'NAME');
  return (
    <li className="search-result" data-testid="search-result" data-id={item.id}>
      <img className="search-result__picture" src={item.firstPicture?.thumbnailUrl ?? emptyPictureUrl(type)} alt="" width={96} height={72} loading="lazy" />
      <div className="search-result__text">
        <span className={`chip chip--${type}`}>{t(`library.type.${type}`)}</span>
        <h2 className="search-result__title">
          <button type="button" className="search-result__open" onClick={() => onOpen(item)}>
            {name ? <Marked parts={name.parts} /> : item.name || t('library.untitled')}
          </button>
        </h2>
        <p className="search-result__author">{t('library.by', { author: item.author })}</p>
        <p className="search-result__owner" data-testid="search-result-owner">{t('library.owner', { username: item.owner.username })}</p>
        <Matches highlights={edge.highlights.filter((h) => h.field !== 'NAME')} />
      </div>
    </li>
  );
}
