/**
 * The client's shared building blocks in one place (for pages built elsewhere, e.g. the item and
 * calculator pages). Importing the individual modules works just as well.
 */
export { apolloClient, createApolloClient } from './app/apollo';
export { AuthProvider } from './features/auth/AuthProvider';
export { useAuth, type AuthState, type AuthModal } from './features/auth/useAuth';
export { RequireLogin } from './features/auth/RequireLogin';
export { getAccessToken, setAccessToken, loggedInUsername } from './features/auth/session';
export { ProfilePanel, type ProfilePanelProps } from './features/profile/ProfilePanel';
export { useUpload, UploadError, type UploadOptions, type UploadState } from './features/upload/useUpload';
export { KnitCard } from './features/library/KnitCard';
export { itemPath, newItemPath, isOwnItem } from './features/library/itemPath';
export { Modal, MODAL_FADE_IN_MS, MODAL_FADE_OUT_MS, type ModalProps } from './components/Modal';
export { SidePanel, type SidePanelProps } from './components/SidePanel';
export { Card, type CardProps } from './components/Card';
export { Avatar, type AvatarProps } from './components/Avatar';
export { PageLayout, type PageLayoutProps } from './components/PageLayout';
export { Dropdown, type DropdownProps, type DropdownItem } from './components/Dropdown';
export { Field } from './components/Field';
export { Message } from './components/Message';
export { EMPTY_PICTURES, emptyPictureUrl } from './components/EmptyPicture';
export * as Icons from './components/Icons';
export { errorMessage, errorCode, translateMessage } from './lib/errors';
export { useMenu } from './lib/useMenu';
export { setLocale, storedLocale } from './i18n';
