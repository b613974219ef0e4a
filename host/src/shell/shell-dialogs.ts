/** The top bar's popups, loaded together when first wanted (top-bar.tsx `loadShellDialogs`). */
export { SideMenu } from './side-menu';
export { SwitchBatchDialog } from './switch-batch';
