import type { ComponentProps, ReactNode } from 'react';
import { useFieldIds } from './useFieldIds';
import './Checkbox.css';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  hint?: string;
  /** Below the label and outside it, so that clicking it does not tick the box: a link to what is accepted. */
  children?: ReactNode;
}

export function Checkbox({ label, hint, id, children, ...input }: CheckboxProps) {
  const ids = useFieldIds(id, hint, undefined);
  return (
    <div className="checkbox">
      <input id={ids.input} type="checkbox" className="checkbox__input" aria-describedby={ids.describedBy} {...input} />
      <div>
        <label htmlFor={ids.input} className="checkbox__label">
          {label}
        </label>
        {hint && (
          <p id={ids.hint} className="checkbox__hint">
            {hint}
          </p>
        )}
        {children && <div className="checkbox__more">{children}</div>}
      </div>
    </div>
  );
}
