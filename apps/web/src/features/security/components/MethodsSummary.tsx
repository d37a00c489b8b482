import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/Icon';
import { QueryState } from '../../../components/ui/QueryState';
import { methodIcon, mfaMethodsQuery } from '../../mfa';

/** The two-step verification methods, primary first, read-only (changes happen on mfa-edit). */
export function MethodsSummary() {
  const { t } = useTranslation();
  const methods = useQuery(mfaMethodsQuery);
  return (
    <QueryState query={methods} empty={t('security.twoStep.none')}>
      {(list) => (
        <ul className="security-list">
          {list.map((method) => (
            <li key={method.id} className="security-list__item">
              <Icon name={methodIcon[method.method]} className="security-list__icon" />
              <span className="security-list__text">
                <span className="security-list__name">
                  {t(`mfa.kind.${method.method}`)} {method.primary && <span className="badge">{t('security.twoStep.primary')}</span>}
                </span>
                {method.target && <span className="security-list__detail">{method.target}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
