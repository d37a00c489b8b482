import type { ComponentProps } from 'react';
import { useFieldIds } from './useFieldIds';
import './Field.css';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  hint?: string;
  /** Translated error; linked to the input with aria-describedby and announced. */
  error?: string;
}

export function TextField({ label, hint, error, id, className, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={ids.input}>
        {label}
      </label>
      <input
        id={ids.input}
        className="field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
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
