/** Open/closed state of a popup menu wired to the menu rules: outside click, Escape, navigation. */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { isOutside, menuReducer, type MenuEvent } from './menu';

export interface MenuOptions {
  /** Close when Escape is pressed (default true). */
  escape?: boolean;
}

/** A menu's state, its dispatcher, and the refs of the toggle and the popup (clicks inside them don't close it). */
export function useMenu({ escape = true }: MenuOptions = {}) {
  const [open, dispatch] = useReducer((state: boolean, e: MenuEvent) => menuReducer(state, e), false);
  const toggleRef = useRef<HTMLElement | null>(null);
  const popupRef = useRef<HTMLElement | null>(null);
  const { pathname } = useLocation();

  useEffect(() => { dispatch({ type: 'navigate' }); }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (isOutside(e.target as Node | null, [toggleRef.current, popupRef.current])) dispatch({ type: 'outsideClick' });
    };
    const onKey = (e: KeyboardEvent) => {
      if (escape && e.key === 'Escape') { dispatch({ type: 'escape' }); toggleRef.current?.focus(); }
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, escape]);

  const toggle = useCallback(() => dispatch({ type: 'toggle' }), []);
  const close = useCallback(() => dispatch({ type: 'close' }), []);
  return { open, toggle, close, toggleRef, popupRef };
}
