/** The page body: an optional side panel and a main column, stacked on small screens. */
import type { ReactNode, Ref } from 'react';

export interface PageLayoutProps {
  /** The side column, usually a ProfilePanel or SidePanel. */
  aside?: ReactNode;
  /** Optional page heading shown above the content. */
  title?: ReactNode;
  /** Actions shown on the heading's right. */
  actions?: ReactNode;
  /** The heading, for pages that move focus to it (after a save, say): it can then take focus, though not by Tab. */
  titleRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
  className?: string;
}

/** The layout wrapper every page uses inside the app shell. */
export function PageLayout({ aside, title, actions, titleRef, children, className = '' }: PageLayoutProps) {
  return (
    <div className={`page ${aside ? 'page--with-aside' : ''} ${className}`}>
      {aside}
      <section className="page__main">
        {(title || actions) && (
          <div className="page__head">
            {title && <h1 className="page__title" ref={titleRef} tabIndex={titleRef ? -1 : undefined}>{title}</h1>}
            {actions && <div className="page__actions">{actions}</div>}
          </div>
        )}
        {children}
      </section>
    </div>
  );
}
