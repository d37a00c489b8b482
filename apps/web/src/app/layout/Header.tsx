import type { ReactNode } from 'react';
import { LanguageSelect } from './LanguageSelect';
import { Logo } from './Logo';
import './Header.css';

/** The top bar: logo and language switch, plus the signed-in actions passed by the layout. */
export function Header({ actions }: { actions?: ReactNode }) {
  return (
    <header className="header">
      <Logo />
      <div className="header__tools">
        <LanguageSelect />
        {actions}
      </div>
    </header>
  );
}
