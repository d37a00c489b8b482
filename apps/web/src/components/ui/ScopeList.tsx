import { useTranslation } from 'react-i18next';
import type { ScopeKey } from '@portal/contract/scopes';
import { Icon } from '../icons/Icon';
import '../../styles/screens.css';
import './ScopeList.css';

/** What an app may do, one translated line per scope. */
export function ScopeList({ scopes, labelledBy }: { scopes: ScopeKey[]; labelledBy?: string }) {
  const { t } = useTranslation();
  return (
    <ul className="stack-list" aria-labelledby={labelledBy}>
      {scopes.map((scope) => (
        <li key={scope} className="scope-list__item">
          <Icon name="check" className="scope-list__icon" />
          <span>{t(`scopes.${scope}`)}</span>
        </li>
      ))}
    </ul>
  );
}
