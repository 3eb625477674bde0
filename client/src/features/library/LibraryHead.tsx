/** The head of a page of cards (feed, explore, account, favourites): its title and subtitle, then its toolbar. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface LibraryHeadProps {
  title: string;
  subtitle: string;
  /** The search the page is narrowed by: the subtitle then says what is searched for. */
  search?: string;
  /** Shown under the subtitle. */
  note?: ReactNode;
  /** The toolbar, on the right. */
  children?: ReactNode;
}

/** The page's head. */
export function LibraryHead({ title, subtitle, search, note, children }: LibraryHeadProps) {
  const { t } = useTranslation();
  return (
    <div className="page__head">
      <div>
        <h1 className="page__title">{title}</h1>
        <p className="page__subtitle">{search ? t('feed.searching', { search }) : subtitle}</p>
        {note}
      </div>
      {children}
    </div>
  );
}
