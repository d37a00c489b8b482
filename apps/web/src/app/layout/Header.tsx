import type { ReactNode } from 'react';
import type { Locale } from '@portal/contract/variants';
import { LanguageSelect } from '../../components/ui/LanguageSelect';
import { Logo } from './Logo';
import '../../styles/shell/Header.css';

interface HeaderProps {
  actions?: ReactNode;
  onChooseLanguage?: (locale: Locale) => Promise<void>;
  /** The public layout's navbar: beside the tools from 768 px, on a row of its own below. */
  nav?: ReactNode;
}

/**
 * The top bar: logo and language switch, plus the signed-in actions passed by the layout (and how a
 * signed-in person's language choice is kept: on the account).
 */
export function Header({ actions, onChooseLanguage, nav }: HeaderProps) {
  return (
    <header className="header">
      <Logo />
      {nav}
      <div className="header__tools">
        <LanguageSelect onChoose={onChooseLanguage} />
        {actions}
      </div>
    </header>
  );
}
