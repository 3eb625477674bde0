/** Filter, sort and zoom controls over a card grid (docs/product.md §2.4, §4.3, §4.5), plus optional page actions. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_KEYS, SORT_KEYS } from '@purlwise/core';
import { Dropdown } from '../../components/Dropdown';
import { FilterIcon, SortIcon, ZoomInIcon, ZoomOutIcon } from '../../components/Icons';
import type { LibraryControls } from './useLibraryControls';

export interface LibraryToolbarProps {
  /** The page's filter, sort and zoom (useLibraryControls): a zoom button that could change nothing is disabled. */
  controls: Pick<LibraryControls, 'filter' | 'setFilter' | 'sort' | 'setSort' | 'zoom'>;
  /** Shown first (e.g. the Add menu). */
  children?: ReactNode;
}

/**
 * The toolbar. Each menu's button shows the chosen value, but for the default sort, whose name "No" reads as an answer
 * beside an icon, it shows "Sort" (its accessible name still says "Sort: No").
 */
export function LibraryToolbar({ controls, children }: LibraryToolbarProps) {
  const { t } = useTranslation();
  const { filter, setFilter, sort, setSort, zoom } = controls;
  return (
    <div className="toolbar" data-testid="library-toolbar">
      {children}
      <Dropdown
        testId="filter-menu"
        label={<><FilterIcon size={18} /><span className="toolbar__label">{t(`library.filter.${filter}`)}</span></>}
        ariaLabel={t('library.filter.named', { value: t(`library.filter.${filter}`) })}
        items={FILTER_KEYS.map((key) => ({ key, label: t(`library.filter.${key}`) }))}
        selected={filter}
        onSelect={setFilter}
      />
      <Dropdown
        testId="sort-menu"
        label={<><SortIcon size={18} /><span className="toolbar__label">{sort === 'none' ? t('library.sort.label') : t(`library.sort.${sort}`)}</span></>}
        ariaLabel={t('library.sort.named', { value: t(`library.sort.${sort}`) })}
        items={SORT_KEYS.map((key) => ({ key, label: t(`library.sort.${key}`) }))}
        selected={sort}
        onSelect={setSort}
      />
      <div className="toolbar__zoom" role="group" aria-label={t('library.zoom')}>
        <button type="button" className="icon-button" onClick={zoom.zoomOut} disabled={!zoom.canZoomOut} aria-label={t('library.zoomOut')} title={t('library.zoomOut')} data-testid="zoom-out"><ZoomOutIcon /></button>
        <button type="button" className="icon-button" onClick={zoom.zoomIn} disabled={!zoom.canZoomIn} aria-label={t('library.zoomIn')} title={t('library.zoomIn')} data-testid="zoom-in"><ZoomInIcon /></button>
      </div>
      {/* On phones one button grows the cards and starts again from the smallest (core's zoomIn reset). */}
      <button type="button" className="icon-button toolbar__zoom-mobile" onClick={zoom.zoomIn} aria-label={t('library.zoomCycle')} title={t('library.zoomCycle')} data-testid="zoom-mobile"><ZoomInIcon /></button>
    </div>
  );
}
