import { useTranslation } from 'react-i18next';
import { brokenPasswordRules, passwordRuleMinimums, passwordRules, passwordStrength } from '@portal/contract/password';
import './PasswordMeter.css';

const levels = ['empty', 'weak', 'fair', 'good', 'strong'] as const;

/**
 * How strong the new password looks, from the contract's rules and its length: a bar and a word
 * (the colour is never the only signal), then each rule with its number from the contract ("At least
 * 12 characters") and whether it is met. The word is a
 * polite live region so screen readers hear it change without being interrupted on every key.
 */
export function PasswordMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  const strength = passwordStrength(password);
  const broken = new Set(brokenPasswordRules(password));
  const level = levels[strength];
  return (
    <div className="password-meter">
      <div className={`password-meter__bar password-meter__bar--${level}`} aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={step <= strength ? 'password-meter__step is-on' : 'password-meter__step'} />
        ))}
      </div>
      <p className="password-meter__label" aria-live="polite">
        {t('password.meter.label')}: <strong>{t(`password.meter.${level}`)}</strong>
      </p>
      <ul className="password-meter__rules">
        {passwordRules.map((rule) => {
          const met = password.length > 0 && !broken.has(rule);
          return (
            <li key={rule} className={met ? 'is-met' : undefined}>
              <span aria-hidden="true">{met ? '✓' : '•'}</span> {t(`password.rules.${rule}`, { count: passwordRuleMinimums[rule] })}
              <span className="visually-hidden">{t(met ? 'password.rules.met' : 'password.rules.notMet')}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
