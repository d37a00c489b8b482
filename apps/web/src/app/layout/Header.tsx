import type { ReactNode } from 'react';
import type { Locale } from '@portal/contract/variants';
import { LanguageSelect } from './LanguageSelect';
import { Logo } from './Logo';
import './Header.css';

/**
 * The top bar: logo and language switch, plus the signed-in actions passed by the layout (and how a
 * signed-in person's language choice is kept: on the account).
 */
export function Header({ actions, onChooseLanguage }: { actions?: ReactNode; onChooseLanguage?: (locale: Locale) => Promise<void> }) {
  return (
    <header className="header">
      <Logo />
      <div className="header__tools">
        <LanguageSelect onChoose={onChooseLanguage} />
        {actions}
      </div>
    </header>
  );
}
