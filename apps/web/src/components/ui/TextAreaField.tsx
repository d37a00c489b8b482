import type { ComponentProps } from 'react';
import { FieldFrame } from './FieldFrame';
import { useFieldIds } from './useFieldIds';

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled text area drawn like the text field (a list of URIs, a line each). */
export function TextAreaField({ label, hint, error, id, className, ...area }: TextAreaFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <textarea id={ids.input} className="field__control field__control--area" rows={3} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} {...area} />
    </FieldFrame>
  );
}
