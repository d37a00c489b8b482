import type { ComponentProps } from 'react';
import { useFieldIds } from './useFieldIds';
import './Field.css';

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  /** Keeps the label for screen readers only (compact header controls). */
  hideLabel?: boolean;
  error?: string;
}

export function SelectField({ label, hideLabel = false, error, id, className, children, ...select }: SelectFieldProps) {
  const ids = useFieldIds(id, undefined, error);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className={hideLabel ? 'visually-hidden' : 'field__label'} htmlFor={ids.input}>
        {label}
      </label>
      <select id={ids.input} className="field__control field__control--select" aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} {...select}>
        {children}
      </select>
      {error && (
        <p id={ids.error} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
