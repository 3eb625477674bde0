/**
 * react-style-singleton's API (used by react-remove-scroll, under GraphiQL's Radix dialogs) on constructed
 * stylesheets instead of <style> elements: the server's CSP allows no inline <style> but its hashed ones, and a
 * stylesheet made through the CSSOM is not inline markup. client/vite.config.ts aliases the package to this module.
 */
import { useEffect, type FC } from 'react';

/** A stylesheet shared by its users: added with the first, removed with the last. */
export function stylesheetSingleton(): { add(style: string): void; remove(): void } {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(style) {
      if (counter === 0 && typeof document !== 'undefined') {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(style);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      counter++;
    },
    remove() {
      counter--;
      if (!counter && sheet) {
        const gone = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== gone);
        sheet = null;
      }
    },
  };
}

/** A hook that keeps `styles` applied while a component using it is mounted. */
export function styleHookSingleton(): (styles: string, isDynamic?: boolean) => void {
  const sheet = stylesheetSingleton();
  return (styles, isDynamic) => {
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
    }, [styles, isDynamic]);
  };
}

/** A component form of the hook: renders nothing, keeps `styles` applied while mounted. */
export function styleSingleton(): FC<{ styles: string; dynamic?: boolean }> {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }) {
    useStyle(styles, dynamic);
    return null;
  };
}
