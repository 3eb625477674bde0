/** A dialog over a dimmed page: fades in and out (docs/product.md §9), Escape or a backdrop click closes it. */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './Icons';

/** Fade-in and fade-out durations (ms), as in docs/product.md §9. */
export const MODAL_FADE_IN_MS = 600;
export const MODAL_FADE_OUT_MS = 1000;

export interface ModalProps {
  /** Whether the dialog is shown; it stays mounted while it fades out. */
  open: boolean;
  /** Called on Escape, on the close button and on a backdrop click. */
  onClose: () => void;
  /** The heading, also the dialog's accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Extra class on the dialog box (e.g. 'modal--wide'). */
  className?: string;
  /** alertdialog for a question that needs an answer (a deletion). */
  role?: 'dialog' | 'alertdialog';
}

/** A modal dialog rendered into document.body. */
export function Modal({ open, onClose, title, children, className, role = 'dialog' }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [mounted, setMounted] = useState(open);
  const [visible, setVisible] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (open) {
      setMounted(true);
      // Next frame, so the transition starts from the hidden state.
      const id = requestAnimationFrame(() => requestAnimationFrame(() => setVisible(true)));
      return () => cancelAnimationFrame(id);
    }
    setVisible(false);
    const timer = setTimeout(() => setMounted(false), MODAL_FADE_OUT_MS);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') { e.stopPropagation(); closeRef.current(); }
      if (e.key === 'Tab') keepFocusInside(boxRef.current, e);
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('has-modal');
    const focusTarget = boxRef.current?.querySelector<HTMLElement>('[autofocus], input, button:not(.modal__close)') ?? boxRef.current;
    focusTarget?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('has-modal');
      previous?.focus?.();
    };
  }, [open]);

  if (!mounted) return null;
  return createPortal(
    <div
      className={`modal-backdrop${visible ? ' is-visible' : ''}`}
      style={{ transitionDuration: `${visible ? MODAL_FADE_IN_MS : MODAL_FADE_OUT_MS}ms` }}
      onMouseDown={(e) => { if (e.target === e.currentTarget) onClose(); }}
      aria-hidden={!open}
    >
      <div ref={boxRef} className={`modal ${className ?? ''}`} role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <button type="button" className="modal__close icon-button" onClick={onClose} aria-label={t('common.close')}>
          <CloseIcon />
        </button>
        <h2 id={titleId} className="modal__title">{title}</h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** Tab and Shift+Tab cycle through the dialog's own controls: focus never leaves an open dialog. */
function keepFocusInside(box: HTMLElement | null, e: KeyboardEvent): void {
  const items = Array.from(box?.querySelectorAll<HTMLElement>('button:not([disabled]), input:not([disabled]), textarea, select, a[href]') ?? []);
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  if (e.shiftKey && (document.activeElement === first || !box?.contains(document.activeElement))) { e.preventDefault(); last.focus(); }
  else if (!e.shiftKey && (document.activeElement === last || !box?.contains(document.activeElement))) { e.preventDefault(); first.focus(); }
}
