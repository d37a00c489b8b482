import type { ComponentProps } from 'react';
import { useFieldIds } from '../../../../components/ui/useFieldIds';

interface Props extends ComponentProps<'textarea'> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled text area drawn like the design system's text field (a list of URIs, a line each). */
export function TextAreaField({ label, hint, error, id, ...area }: Props) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className="field">
      <label className="field__label" htmlFor={ids.input}>
        {label}
      </label>
      <textarea id={ids.input} className="field__control desk-textarea" rows={3} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} {...area} />
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
