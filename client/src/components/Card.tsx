/** A rounded, softly shadowed card; clickable when given onClick (keyboard included). */
import type { KeyboardEvent, ReactNode } from 'react';

export interface CardProps {
  children: ReactNode;
  onClick?: () => void;
  /** Accessible name when the card is clickable; without it the name is the card's text. */
  label?: string;
  className?: string;
  /** Extra attributes for tests and styling hooks. */
  'data-testid'?: string;
}

/** A card surface. */
export function Card({ children, onClick, label, className = '', ...rest }: CardProps) {
  if (!onClick) return <article className={`card ${className}`} {...rest}>{children}</article>;
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onClick(); }
  };
  return (
    <article className={`card card--clickable ${className}`} role="button" tabIndex={0} aria-label={label} onClick={onClick} onKeyDown={onKey} {...rest}>
      {children}
    </article>
  );
}
