/**
 * Props for a control that must not act while a call is in flight yet keeps keyboard focus (WAI-ARIA: `aria-disabled`
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
