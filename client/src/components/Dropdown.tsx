/**
 * A button that opens a small menu of choices; closes on a choice, an outside click or Escape. Keyboard as the WAI-ARIA
 * menu button: the arrow keys, Home and End move among the choices (useMenuKeyboard).
 */
import type { ReactNode } from 'react';
import { useMenu } from '../lib/useMenu';
import { useMenuKeyboard } from '../lib/useMenuKeyboard';
import { CheckIcon, ChevronDownIcon } from './Icons';

export interface DropdownItem<K extends string> {
  key: K;
  label: ReactNode;
  icon?: ReactNode;
}

export interface DropdownProps<K extends string> {
  /** Content of the toggle button. */
  label: ReactNode;
  /** Accessible name of the toggle button. */
  ariaLabel?: string;
  items: readonly DropdownItem<K>[];
  /** The chosen key, marked with a tick. */
  selected?: K;
  onSelect: (key: K) => void;
  /** Align the popup with the right edge of the button. */
  alignRight?: boolean;
  className?: string;
  testId?: string;
}

/** A dropdown menu. */
export function Dropdown<K extends string>({ label, ariaLabel, items, selected, onSelect, alignRight, className = '', testId }: DropdownProps<K>) {
  const menu = useMenu();
  const { open, toggle, close, toggleRef, popupRef } = menu;
  const keys = useMenuKeyboard(menu);
  return (
    <div className={`dropdown ${className}`} data-testid={testId}>
      <button
        type="button"
        ref={(el) => { toggleRef.current = el; }}
        className={`button button--ghost dropdown__toggle${open ? ' is-open' : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={ariaLabel}
        onClick={toggle}
        onKeyDown={keys.onButtonKeyDown}
      >
        {label}
        <ChevronDownIcon size={16} className="dropdown__chevron" />
      </button>
      {open && (
        <ul ref={(el) => { popupRef.current = el; }} className={`dropdown__menu${alignRight ? ' dropdown__menu--right' : ''}`} role="menu" onKeyDown={keys.onMenuKeyDown}>
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                tabIndex={-1}
                role={selected === undefined ? 'menuitem' : 'menuitemradio'}
                aria-checked={selected === undefined ? undefined : selected === item.key}
                className={`dropdown__item${selected === item.key ? ' is-selected' : ''}`}
                data-key={item.key}
                onClick={() => { close(); onSelect(item.key); }}
              >
                {item.icon}
                <span>{item.label}</span>
                {selected === item.key && <CheckIcon size={16} className="dropdown__tick" />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
