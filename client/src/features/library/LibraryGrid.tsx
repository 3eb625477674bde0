/** Cards dealt round-robin into columns (docs/product.md §4.5), with load-more on scroll. */
import { useCallback, useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { columnCount, dealRoundRobin } from '@purlwise/core';
import type { KnitCard_ItemFragment } from '../../gql/graphql';
import { useNumberFormat } from '../units/useNumberFormat';
import { usePreferredUnit } from '../units/usePreferredUnit';
import { useWithoutPendingDeletes } from '../undo/useUndo';
import { KnitCard } from './KnitCard';
import { useCardLinks, type CardLinks } from './useCardLinks';
import type { CardZoom } from './useCardWidth';
import { EAGER_CARDS } from './eager';

export interface LibraryGridProps {
  items: readonly KnitCard_ItemFragment[];
  /** The page's zoom (useCardWidth): the nominal card width (px), which the columns share, and where the grid tells
   * its content width whenever it changes (zoom needs it to change the columns at every press). */
  zoom: Pick<CardZoom, 'width' | 'onContentWidth'>;
  /** Where the cards lead: to the editor (`mine`), the preview (`others`), or either (`public`, see useCardLinks). */
  links: CardLinks;
  loading?: boolean;
  /** More pages exist: a sentinel at the bottom calls onLoadMore when it scrolls into view. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** Shown when there is nothing and nothing is loading. */
  empty?: ReactNode;
}

/** Cards rendered at once when a page arrives; the others follow in a background render (see visibleCards). */
const FIRST_CARDS = 8;

/** No cards: what the grid renders before it knows its width. */
const NO_CARDS: readonly never[] = [];

/**
 * The cards to render now. When a page of cards arrives, rendering every card in one go holds a phone's main thread
 * for a quarter of a second and more (a long task: the page cannot answer a tap meanwhile). The first rows are rendered
 * at once; the rest through useDeferredValue, which React renders as a transition, in slices that let the browser paint
 * and answer input between them. Cards already shown stay in place (the columns deal the same order).
 *
 * Nothing is rendered until the grid is measured (`ready`). The measure is not a transition, so the deferred value
 * keeps its empty start in the render it causes: that render holds only the first rows, even when the page's cards
 * were all there at the first render (the feed's first page, answered before the app ran).
 */
function useVisibleCards<T>(items: readonly T[], ready: boolean): readonly T[] {
  const deferred = useDeferredValue<readonly T[]>(ready ? items : NO_CARDS, NO_CARDS);
  if (!ready) return NO_CARDS;
  return deferred.length >= items.length ? items : items.slice(0, Math.max(deferred.length, FIRST_CARDS));
}

/**
 * The first picture goes first. The first of the eager cards that has a picture (the page's largest paint, whose
 * thumbnail the feed's index.html has usually preloaded) loads alone; the other cards' pictures are asked for once it
 * has been painted (or has failed). Asked for together, a dozen pictures share a phone's slow network with the one
 * the knitter looks at first, and Lighthouse's simulation charges every request started before that paint to it.
 * Returns the lead card's id (null when no eager card has a picture), whether the others wait, and what the lead calls.
 */
function usePictureLead(items: readonly KnitCard_ItemFragment[]) {
  const [released, setReleased] = useState(false);
  const lead = released ? null : items.slice(0, EAGER_CARDS).find((item) => item.firstPicture?.thumbnailUrl)?.id ?? null;
  const shown = useCallback(() => setReleased(true), []);
  return { lead, waits: lead !== null, shown };
}

/**
 * Width of an element, kept up to date, and whether it was measured yet. The first measure comes from the
 * ResizeObserver's first report, which the browser delivers after the frame's own layout, before it paints: the grid
 * renders no cards until then. Reading `clientWidth` in a layout effect instead forced that first layout of the whole
 * page (header, toolbar, the empty grid) inside the task that commits the app, making it one long task; now the layout
 * runs in the frame's rendering step, a task of its own, and the cards render in the next task.
 */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const ro = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width, width > 0] as const;
}

/** The card grid. */
export function LibraryGrid({ items: listed, zoom, links, loading, hasMore, onLoadMore, empty }: LibraryGridProps) {
  const { width: cardWidth, onContentWidth } = zoom;
  const { t } = useTranslation();
  const { hrefOf, onOpen } = useCardLinks(links);
  // An item whose delete waits for its Undo time is already gone for the knitter (features/undo).
  const items = useWithoutPendingDeletes(listed);
  const [ref, width, measured] = useWidth<HTMLDivElement>();
  const unit = usePreferredUnit();
  const format = useNumberFormat();
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  loadMore.current = onLoadMore;
  useEffect(() => { if (width > 0) onContentWidth(width); }, [width, onContentWidth]);
  const shown = useVisibleCards(items, measured);
  // More is asked for only once every card of the pages so far is drawn: while the background render lags, the page is
  // short and the sentinel near, and asking then would fetch page after page before a knitter has scrolled at all.
  const caughtUp = shown.length === items.length;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || loading || !caughtUp) return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadMore.current?.();
    }, { rootMargin: '600px 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, loading, caughtUp, items.length]);

  const eager = new Set(items.slice(0, EAGER_CARDS).map((item) => item.id));
  const pictures = usePictureLead(items);
  const columns = dealRoundRobin(shown, columnCount(width || cardWidth, cardWidth));

  return (
    <div className="library" ref={ref}>
      {items.length === 0 && !loading && empty}
      {items.length > 0 && measured && (
        <div className="library__columns" data-testid="library-columns" data-columns={columns.length} style={{ ['--card-width' as string]: `${cardWidth}px` }}>
          {columns.map((column, i) => (
            <div className="library__column" key={i}>
              {column.map((item) => (
                <KnitCard key={item.id} item={item} href={hrefOf(item)} onOpen={onOpen} unit={unit} format={format} eager={eager.has(item.id)}
                  pictureWaits={pictures.waits && item.id !== pictures.lead} onPictureShown={item.id === pictures.lead ? pictures.shown : undefined} />
              ))}
            </div>
          ))}
        </div>
      )}
      {loading && <div className="library__loading" role="status"><span className="spinner" aria-hidden="true" />{t('common.loading')}</div>}
      {hasMore && !loading && caughtUp && <div ref={sentinel} className="library__sentinel" aria-hidden="true" />}
    </div>
  );
}

/** The grid's cards and paging from a paginated query of items: its last page (`nodes` and `pageInfo`), whether it is
 * loading, and its `fetchMore`. */
export function fromConnection(
  page: { nodes: readonly KnitCard_ItemFragment[]; pageInfo: { hasNextPage: boolean; endCursor?: string | null } } | null | undefined,
  query: { loading: boolean; fetchMore: (options: { variables: { after: string } }) => Promise<unknown> },
): Pick<LibraryGridProps, 'items' | 'loading' | 'hasMore' | 'onLoadMore'> {
  return { items: page?.nodes ?? [], loading: query.loading, hasMore: page?.pageInfo.hasNextPage, onLoadMore: loadNextPage(page, query.fetchMore) };
}

/** The grid's onLoadMore for a paginated query: fetches the page after the last one loaded. */
export function loadNextPage(
  page: { pageInfo: { endCursor?: string | null } } | null | undefined,
  fetchMore: (options: { variables: { after: string } }) => Promise<unknown>,
): () => void {
  return () => {
    const after = page?.pageInfo.endCursor;
    if (!after) return;
    fetchMore({ variables: { after } }).catch((err: unknown) => console.warn('loading more failed', err));
  };
}
