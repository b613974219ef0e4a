/**
 * The UI kit's `Button busy` for the player's controls that are not that Button (the section tabs): props for a control
 * that must not act while a call is in flight yet keeps keyboard focus (WAI-ARIA: `aria-disabled`
 * stays focusable, the `disabled` attribute would drop focus to the page's body on every save). While `busy` the
 * control is announced as unavailable and busy and its click does nothing; otherwise it runs `onClick`.
 */
export function busyControl(
  busy: boolean,
  onClick: () => void,
): { 'aria-disabled'?: true; 'aria-busy'?: true; onClick: () => void } {
  return busy ? { 'aria-disabled': true, 'aria-busy': true, onClick: ignore } : { onClick };
}

function ignore(): void {}

/**
 * busyControl's two attributes set or cleared on `element` directly, without a render: a list of many controls (the
 * palette's tiles) follows the busy flag of decision 0023 without rendering each control twice per save. Does nothing
 * when the element is already so.
 */
export function markBusy(element: Element, busy: boolean): void {
  if (element.hasAttribute('aria-busy') === busy) return;
  if (busy) {
    element.setAttribute('aria-disabled', 'true');
    element.setAttribute('aria-busy', 'true');
  } else {
    element.removeAttribute('aria-disabled');
    element.removeAttribute('aria-busy');
  }
}
