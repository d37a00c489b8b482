import type { ReactNode } from 'react';
import type { useFieldIds } from './useFieldIds';
import './Field.css';

interface FieldFrameProps {
  ids: ReturnType<typeof useFieldIds>;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** What every text control of the design system has around it: its label above, its hint and its announced error below. */
export function FieldFrame({ ids, label, hint, error, className, children }: FieldFrameProps) {
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={ids.input}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={ids.hint} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.error} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
