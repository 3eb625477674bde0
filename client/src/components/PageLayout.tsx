/** The page body: an optional side panel and a main column, stacked on small screens. */
import type { ReactNode } from 'react';

export interface PageLayoutProps {
  /** The side column, usually a ProfilePanel or SidePanel. */
  aside?: ReactNode;
  /** Optional page heading shown above the content. */
  title?: ReactNode;
  /** Actions shown on the heading's right. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** The layout wrapper every page uses inside the app shell. */
export function PageLayout({ aside, title, actions, children, className = '' }: PageLayoutProps) {
  return (
    <div className={`page ${aside ? 'page--with-aside' : ''} ${className}`}>
      {aside}
      <section className="page__main">
        {(title || actions) && (
          <div className="page__head">
            {title && <h1 className="page__title">{title}</h1>}
            {actions && <div className="page__actions">{actions}</div>}
          </div>
        )}
        {children}
      </section>
    </div>
  );
}
