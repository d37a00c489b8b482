import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localesByVariant, type Locale } from '@portal/contract/variants';
import { Icon } from '../icons/Icon';
import { config } from '../../config/runtime';
import { changeLocale } from '../../lib/i18n/i18n';
import { htmlLang, localeNames } from '../../lib/i18n/localeRules';
import './LanguageSelect.css';

/**
 * The languages of this variant, each named in itself. `onChoose` defaults to this device only; the
 * signed-in header passes one that also stores the choice on the account.
 */
export function LanguageSelect({ onChoose = changeLocale }: { onChoose?: (locale: Locale) => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const locales: readonly Locale[] = localesByVariant[config.variant];
  return (
    <div className="language-select">
      <label htmlFor={id} className="language-select__label">
        <Icon name="globe" className="language-select__icon" />
        <span className="language-select__text">{t('header.language')}</span>
      </label>
      <select id={id} className="language-select__control" value={i18n.language} onChange={(e) => void onChoose(e.target.value as Locale)}>
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={htmlLang(locale)}>
            {localeNames[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
