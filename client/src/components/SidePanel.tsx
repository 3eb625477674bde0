/** The left column of a page (profile, item screens), with an optional Back link (one step back in history). */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BackIcon } from './Icons';

export interface SidePanelProps {
  children?: ReactNode;
  /** Show a Back link that goes one step back in history (to / when there is no history). */
  back?: boolean;
  className?: string;
}

/** A side panel. */
export function SidePanel({ children, back = false, className = '' }: SidePanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = () => {
    // A shared link opened in a new tab has no page to go back to.
    const state = window.history.state as { idx?: unknown } | null;
    if (typeof state?.idx === 'number' && state.idx > 0) navigate(-1);
    else navigate('/');
  };
  return (
    <aside className={`side-panel ${className}`}>
      {back && (
        <a href="#" className="side-panel__back" onClick={(e) => { e.preventDefault(); goBack(); }}>
          <BackIcon size={18} /> {t('common.back')}
        </a>
      )}
      {children}
    </aside>
  );
}
