/** The UI kit every remote needs: accessible pieces styled by tokens.css (import it once). */
export { Button } from './button';
export type { ButtonProps } from './button';
export { Dialog, useModalDialog } from './dialog';
export type { DialogProps } from './dialog';
export { Loader, LOADING_TEXT, OFFLINE_LOADER_GRACE_MS } from './loader';
export {
  NeedsConnection,
  SCREEN_NEEDS_CONNECTION_TEXT,
  VIDEO_NEEDS_CONNECTION_TEXT,
  WhenOffline,
} from './needs-connection';
export { useOnline } from './online';
export { EmptyState } from './empty-state';
export { PageFrame } from './page-frame';
export { Toaster, showToast, TOAST_MS } from './toaster';
export { SignInForm } from './sign-in-form';
export { StandaloneShell } from './standalone-shell';
export { useTitle, pageTitle, ROOT_NAME } from './title';
export { ANOTHER_DEVICE_TEXT, ErrorPage, ERROR_PAGE_TEXT } from './error-page';
export { whenIdle } from './idle';
export { afterNextPaint } from './paint';
export type { IdleDeadlineLike } from './idle';
