/**
 * A rounded, softly shadowed card. A clickable card is still an article (not role=button, which axe's
 * aria-allowed-role refuses): it holds its own link or button with the `card__action` class, stretched over the whole
 * card by CSS, so a click anywhere on it follows that link and screen readers meet an ordinary link or button.
 */
import type { ReactNode } from 'react';

export interface CardProps {
  children: ReactNode;
  /** The card holds a `card__action` element: it lifts on hover and shows the action's keyboard focus. */
  clickable?: boolean;
  className?: string;
  /** Extra attributes for tests and styling hooks. */
  'data-testid'?: string;
}

/** A card surface. */
export function Card({ children, clickable = false, className = '', ...rest }: CardProps) {
  return <article className={`card${clickable ? ' card--clickable' : ''} ${className}`} {...rest}>{children}</article>;
}
