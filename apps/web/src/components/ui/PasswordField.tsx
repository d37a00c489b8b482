import { useCallback, useId, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon';
import { TextField } from './TextField';
import './PasswordField.css';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'action' | 'autoComplete'> & {
  /** Which password this is, for password managers ('off': another site's): kept whether shown or not. */
  autoComplete: 'current-password' | 'new-password' | 'off';
};

/**
 * A password input with a button at its end that shows what was typed. The button is a toggle
 * (aria-pressed) whose name stays "Show password": a toggle's name does not change with its state,
 * or a screen reader would say "Hide password, pressed" for a password that is shown. Sending the
 * form hides the password again, so the browser sees a password field when it offers to save it and
 * keeps no history of the typed text.
 */
export function PasswordField({ id, ...field }: PasswordFieldProps) {
  const { t } = useTranslation();
  const generated = useId();
  const inputId = id ?? generated;
  const [shown, setShown] = useState(false);
  // The button is in the input's form: it listens there, leaving the input's own ref to its owner.
  const hideOnSubmit = useCallback((button: HTMLButtonElement | null) => {
    const form = button?.form;
    if (!form) return;
    const hide = () => setShown(false);
    form.addEventListener('submit', hide);
    return () => form.removeEventListener('submit', hide);
  }, []);
  return (
    <TextField
      {...field}
      id={inputId}
      type={shown ? 'text' : 'password'}
      // Shown, the password is plain text to the keyboard too: nothing may correct or capitalise it.
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      action={
        <button
          ref={hideOnSubmit}
          type="button"
          className="password-field__toggle"
          aria-pressed={shown}
          aria-controls={inputId}
          onClick={() => setShown((now) => !now)}
        >
          <Icon name={shown ? 'eyeOff' : 'eye'} />
          <span className="visually-hidden">{t('common.showPassword')}</span>
        </button>
      }
    />
  );
}
