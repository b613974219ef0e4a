import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Look of the button; 'primary' for the one main action of a screen. */
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
}

/** A native button with the portal's look; at least 44 × 44 px (DESIGN). Defaults to type="button". */
export function Button({ variant = 'primary', className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={['cp-button', `cp-button--${variant}`, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
