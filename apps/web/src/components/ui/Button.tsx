import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner';
import './Button.css';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'link';
  /** Shows a spinner and blocks double submits while a call runs; the name stays the same. */
  busy?: boolean;
  fullWidth?: boolean;
}

export function Button({ variant = 'primary', busy = false, fullWidth = false, className, disabled, children, type = 'button', ...rest }: ButtonProps) {
  const classes = ['button', `button--${variant}`, fullWidth && 'button--full', className].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && <Spinner />}
      {children}
    </button>
  );
}
