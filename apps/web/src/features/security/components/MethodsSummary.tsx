import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/ui/QueryState';
import { mfaMethodsQuery } from '../../mfa';
import { MethodText } from './MethodText';

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
              <MethodText method={method} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
