import type { ComponentProps, ReactNode } from 'react';
import { useFieldIds } from './useFieldIds';
import './Field.css';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  hint?: string;
  /** Translated error; linked to the input with aria-describedby and announced. */
  error?: string;
  /** A control drawn at the input's end (a password's show button), after it in the tab order. */
  action?: ReactNode;
}

export function TextField({ label, hint, error, action, id, className, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  const control = <input id={ids.input} className="field__control" aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} {...input} />;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={ids.input}>
        {label}
      </label>
      {action ? (
        <div className="field__with-action">
          {control}
          {action}
        </div>
      ) : (
        control
      )}
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
