/**
 * Whether the header's links go into the drop-down panel (docs/product.md §2.2): at 640 px wide and below, and
 * wherever they do not fit in the bar beside the logo and the tools. How wide the links are depends on the language
 * and on who is logged in, so it is measured, not guessed from the window's width: the links are laid out in the bar
 * once (`linksKey` names what they say), their width is kept, and every change of the bar's width compares it with
 * the room the bar has for them. Both happen before the browser paints, so a cut link is never shown; a test that
 * resizes the window waits for the header to follow, since it follows at the next frame.
 */
import { MENU_BREAKPOINT } from '@purlwise/core';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** The width the bar leaves for the links: its content box minus the other items beside them and the gaps. */
function roomForLinks(bar: HTMLElement, nav: HTMLElement, toggle: Element | null): number {
  const style = getComputedStyle(bar);
  const others = Array.from(bar.children).filter((c): c is HTMLElement => c !== nav && c !== toggle && c instanceof HTMLElement);
  const content = bar.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return content - others.reduce((sum, el) => sum + el.offsetWidth, 0) - others.length * (parseFloat(style.columnGap) || 0);
}

const narrow = () => window.innerWidth <= MENU_BREAKPOINT;

/** True while the links of `navRef` (a child of the header bar, beside `toggleRef`) belong in the drop-down panel. */
export function useCollapsedNav(navRef: RefObject<HTMLElement | null>, toggleRef: RefObject<HTMLElement | null>, linksKey: string): boolean {
  const [collapsed, setCollapsed] = useState(narrow);
  const linksWidth = useRef<number | null>(null);

  // Other links (another language, logged in or out): measure them again, laid out in the bar.
  useLayoutEffect(() => {
    linksWidth.current = null;
    setCollapsed(narrow());
  }, [linksKey]);

  useLayoutEffect(() => {
    const nav = navRef.current;
    const bar = nav?.parentElement;
    if (!nav || !bar) return undefined;
    const update = () => {
      if (linksWidth.current === null && !collapsed) linksWidth.current = nav.scrollWidth;
      const width = linksWidth.current;
      setCollapsed(narrow() || (width !== null && width > roomForLinks(bar, nav, toggleRef.current) + 0.5));
    };
    update();
    // The observer reports a new width after layout and before paint: render the header at once, so the links are
    // never painted cut in between.
    const observer = new ResizeObserver(() => flushSync(update));
    observer.observe(bar);
    return () => observer.disconnect();
  }, [collapsed, linksKey, navRef, toggleRef]);

  return collapsed;
}
