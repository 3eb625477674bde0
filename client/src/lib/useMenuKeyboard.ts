/**
 * The keyboard of a menu button (WAI-ARIA Authoring Practices, "Menu Button"): opening the menu focuses its first item
 * (ArrowUp on the button: its last); ArrowDown, ArrowUp, Home and End move among the items; Tab leaves and closes it.
 * Escape is useMenu's (it closes the menu and gives focus back to the button). Items are found by their menuitem roles.
 */
import { useEffect, useRef, type KeyboardEvent, type MutableRefObject } from 'react';
import { menuFocusIndex } from './menu';

/** The parts of useMenu this needs. */
export interface MenuState {
  open: boolean;
  toggle: () => void;
  close: () => void;
  popupRef: MutableRefObject<HTMLElement | null>;
}

const items = (popup: HTMLElement | null): HTMLElement[] =>
  popup ? Array.from(popup.querySelectorAll<HTMLElement>('[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]')) : [];

/** Key handlers for the menu's button and its popup; items should have tabIndex -1 (focus moves by these keys). */
export function useMenuKeyboard(menu: MenuState) {
  const { open, toggle, close, popupRef } = menu;
  const start = useRef<'first' | 'last'>('first');

  useEffect(() => {
    if (!open) return;
    const list = items(popupRef.current);
    (start.current === 'last' ? list[list.length - 1] : list[0])?.focus();
    start.current = 'first';
  }, [open, popupRef]);

  const onButtonKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    if (open) {
      const list = items(popupRef.current);
      list[e.key === 'ArrowUp' ? list.length - 1 : 0]?.focus();
      return;
    }
    start.current = e.key === 'ArrowUp' ? 'last' : 'first';
    toggle();
  };

  const onMenuKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Tab') { close(); return; }
    const list = items(popupRef.current);
    const next = menuFocusIndex(e.key, list.indexOf(document.activeElement as HTMLElement), list.length);
    if (next === null) return;
    e.preventDefault();
    list[next].focus();
  };

  return { onButtonKeyDown, onMenuKeyDown };
}
