/** Small line icons (24x24, currentColor) used across the interface. */
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size = 20, children, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
      {children}
    </svg>
  );
}

/** Magnifying glass. */
export const SearchIcon = (p: IconProps) => <Svg {...p}><circle cx="11" cy="11" r="6.5" /><path d="m20 20-4.2-4.2" /></Svg>;
/** Three lines: opens the menu. */
export const MenuIcon = (p: IconProps) => <Svg {...p}><path d="M4 7h16M4 12h16M4 17h16" /></Svg>;
/** A cross: closes. */
export const CloseIcon = (p: IconProps) => <Svg {...p}><path d="M6 6l12 12M18 6 6 18" /></Svg>;
/** Plus sign. */
export const PlusIcon = (p: IconProps) => <Svg {...p}><path d="M12 5v14M5 12h14" /></Svg>;
/** Minus sign. */
export const MinusIcon = (p: IconProps) => <Svg {...p}><path d="M5 12h14" /></Svg>;
/** Magnifier with a plus: zoom in. */
export const ZoomInIcon = (p: IconProps) => <Svg {...p}><circle cx="11" cy="11" r="6.5" /><path d="m20 20-4.2-4.2M8.5 11h5M11 8.5v5" /></Svg>;
/** Magnifier with a minus: zoom out. */
export const ZoomOutIcon = (p: IconProps) => <Svg {...p}><circle cx="11" cy="11" r="6.5" /><path d="m20 20-4.2-4.2M8.5 11h5" /></Svg>;
/** Funnel: filter. */
export const FilterIcon = (p: IconProps) => <Svg {...p}><path d="M4 5h16l-6 7.5V19l-4-2v-4.5z" /></Svg>;
/** Up and down arrows: sort. */
export const SortIcon = (p: IconProps) => <Svg {...p}><path d="M8 4v16M4.5 7.5 8 4l3.5 3.5M16 20V4M12.5 16.5 16 20l3.5-3.5" /></Svg>;
/** Pencil: edit. */
export const EditIcon = (p: IconProps) => <Svg {...p}><path d="M4 20h4L19 9l-4-4L4 16z" /><path d="m13.5 6.5 4 4" /></Svg>;
/** Bin: delete. */
export const TrashIcon = (p: IconProps) => <Svg {...p}><path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" /></Svg>;
/** Arrow to the left: back. */
export const BackIcon = (p: IconProps) => <Svg {...p}><path d="M19 12H5M11 6l-6 6 6 6" /></Svg>;
/** Chevron down: a menu opens. */
export const ChevronDownIcon = (p: IconProps) => <Svg {...p}><path d="m6 9 6 6 6-6" /></Svg>;
/** Tick. */
export const CheckIcon = (p: IconProps) => <Svg {...p}><path d="m5 12.5 4.5 4.5L19 7.5" /></Svg>;
/** Gear: settings. */
export const SettingsIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </Svg>
);
/** Door with an arrow: log in. */
export const LoginIcon = (p: IconProps) => <Svg {...p}><path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l4-4-4-4M14 12H4" /></Svg>;
/** Door with an arrow out: log out. */
export const LogoutIcon = (p: IconProps) => <Svg {...p}><path d="M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4M16 16l4-4-4-4M20 12H10" /></Svg>;
/** Person outline: the empty avatar. */
export const UserIcon = (p: IconProps) => <Svg {...p}><circle cx="12" cy="8.5" r="4" /><path d="M4.5 20.5c1.2-4 4.2-6 7.5-6s6.3 2 7.5 6" /></Svg>;
/** Heart: favorites. */
export const HeartIcon = (p: IconProps) => <Svg {...p}><path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z" /></Svg>;
/** Compass: explore. */
export const CompassIcon = (p: IconProps) => <Svg {...p}><circle cx="12" cy="12" r="8.5" /><path d="m15.5 8.5-2 5-5 2 2-5z" /></Svg>;
/** Location pin. */
export const PinIcon = (p: IconProps) => <Svg {...p}><path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z" /><circle cx="12" cy="10" r="2.3" /></Svg>;
/** Camera: change a picture. */
export const CameraIcon = (p: IconProps) => <Svg {...p}><path d="M4 8h3l1.5-2.5h7L17 8h3v11H4z" /><circle cx="12" cy="13" r="3.5" /></Svg>;

/** The Purlwise mark: a ball of yarn with a needle. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="19" cy="21" r="14" fill="var(--berry)" />
      <g fill="none" stroke="var(--cream)" strokeWidth="1.8" strokeLinecap="round" opacity="0.9">
        <path d="M7 16c6 2 16 2 24-3" />
        <path d="M6 22c8 2 18 1 26-5" />
        <path d="M9 29c7 0 15-3 21-9" />
        <path d="M14 8c-2 6-1 18 5 26" />
      </g>
      <path d="M27 5 37 2" stroke="var(--teal)" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="37.4" cy="1.9" r="1.6" fill="var(--teal)" />
    </svg>
  );
}

/** A small flag for the language toggle (drawn, since emoji flags are missing on some systems). */
export function Flag({ locale }: { locale: 'en' | 'fr' }) {
  if (locale === 'fr') {
    return (
      <svg width="22" height="15" viewBox="0 0 3 2" aria-hidden="true" focusable="false" className="flag">
        <rect width="1" height="2" fill="#0055a4" /><rect x="1" width="1" height="2" fill="#fff" /><rect x="2" width="1" height="2" fill="#ef4135" />
      </svg>
    );
  }
  return (
    <svg width="22" height="15" viewBox="0 0 60 30" aria-hidden="true" focusable="false" className="flag">
      <clipPath id="flag-uk-s"><path d="M0,0 v30 h60 v-30 z" /></clipPath>
      <clipPath id="flag-uk-t"><path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" /></clipPath>
      <g clipPath="url(#flag-uk-s)">
        <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
        <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
        <path d="M0,0 L60,30 M60,0 L0,30" clipPath="url(#flag-uk-t)" stroke="#C8102E" strokeWidth="4" />
        <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
        <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
      </g>
    </svg>
  );
}
