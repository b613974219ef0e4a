import type { ButtonHTMLAttributes, MouseEvent } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Look of the button; 'primary' for the one main action of a screen. */
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  /**
   * True while the button's own action is in flight (a payment opening, a class starting): it is announced busy and
   * unavailable (`aria-busy`, `aria-disabled`) and a press does nothing, but unlike `disabled` it keeps keyboard focus,
   * so focus does not fall to the page's body and a popup the action opens can give it back (decision 0023).
   */
  busy?: boolean;
}

const ignore = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/**
 * A native button with the portal's look; at least 44 × 44 px (DESIGN). Defaults to type="button". `busy` keeps it
 * focusable while its action runs (decision 0023); `disabled` is for a button that cannot act at all.
 */
export function Button({ variant = 'primary', className, type = 'button', busy, onClick, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={['cp-button', `cp-button--${variant}`, className].filter(Boolean).join(' ')}
      {...(busy ? { 'aria-disabled': true, 'aria-busy': true, onClick: ignore } : { onClick })}
      {...rest}
    />
  );
}
