/** A round user picture with its fallbacks: the picture, the empty avatar if it fails, a login icon for visitors. */
import { useEffect, useState } from 'react';
import { LoginIcon, UserIcon } from './Icons';

export interface AvatarProps {
  /** Picture URL; null or a failed load shows the empty avatar. */
  src?: string | null;
  /** Diameter in px. */
  size?: number;
  /** Accessible text for the picture. */
  alt?: string;
  /** Show the login icon (the visitor's avatar) instead of a picture. */
  loggedOut?: boolean;
  /** Called once when the picture fails to load (e.g. to drop a stale URL). */
  onError?: () => void;
  className?: string;
}

/** The avatar: user picture, else the empty avatar icon, or the login icon when logged out. */
export function Avatar({ src, size = 40, alt = '', loggedOut = false, onError, className = '' }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  useEffect(() => { setFailed(false); }, [src]);
  const style = { width: size, height: size };
  const iconSize = Math.round(size * 0.55);

  if (loggedOut) {
    return <span className={`avatar avatar--login ${className}`} style={style} data-avatar="login"><LoginIcon size={iconSize} /></span>;
  }
  if (!src || failed) {
    return <span className={`avatar avatar--empty ${className}`} style={style} data-avatar="empty"><UserIcon size={iconSize} /></span>;
  }
  return (
    <span className={`avatar ${className}`} style={style} data-avatar="picture">
      <img src={src} alt={alt} width={size} height={size} onError={() => { setFailed(true); onError?.(); }} />
    </span>
  );
}
