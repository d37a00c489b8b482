import type { ComponentProps } from 'react';
import { useFieldIds } from './useFieldIds';
import './Checkbox.css';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  hint?: string;
}

export function Checkbox({ label, hint, id, ...input }: CheckboxProps) {
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
      </div>
    </div>
  );
}
