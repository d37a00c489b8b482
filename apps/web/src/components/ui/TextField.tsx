import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame } from './FieldFrame';
import { useFieldIds } from './useFieldIds';

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
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      {action ? (
        <div className="field__with-action">
          {control}
          {action}
        </div>
      ) : (
        control
      )}
    </FieldFrame>
  );
}
