import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mfaMethodKind, type MfaMethodKind } from '@portal/contract/mfa';
import { setupMfaPath } from '../../../lib/routes/paths';
import { pathOf } from '../../../lib/routes/routes';
import { Icon } from '../../../components/icons/Icon';
import { Card } from '../../../components/ui/Card';
import { methodIcon } from '../../mfa';
import '../../../styles/screens.css';

/** The `methods` query: a JSON list of method kinds; anything unreadable counts as none. */
function readMethods(raw: string | null): MfaMethodKind[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((m): m is MfaMethodKind => mfaMethodKind.safeParse(m).success) : [];
  } catch {
    return [];
  }
}

/**
 * /mfa/methods?isFuzzion=true (specification section 4): the merged account needs further methods.
 * It names them and opens the MFA set-up, which returns to the named route (/fuzzion-success).
 */
export function FuzzionMethods({ methods, redirect }: { methods: string | null; redirect: string | null }) {
  const { t } = useTranslation();
  const kinds = readMethods(methods);
  const next = redirect ?? 'fuzzion-success';
  return (
    <Card as="section" className="public-card stack mfa-screen" aria-labelledby="fuzzion-methods-title">
      <h1 id="fuzzion-methods-title">{t('merge.mfa.title')}</h1>
      <p className="muted">{t('merge.mfa.intro')}</p>
      {kinds.length > 0 && (
        <ul className="stack-list">
          {kinds.map((kind) => (
            <li key={kind} className="icon-row">
              <span className="icon-badge" aria-hidden="true">
                <Icon name={methodIcon[kind]} />
              </span>
              <span>{t(`mfa.kind.${kind}`)}</span>
            </li>
          ))}
        </ul>
      )}
      <Link className="button button--primary button--full" to={setupMfaPath(next)}>
        {t('merge.mfa.setUp')}
      </Link>
      <div className="mfa-screen__footer">
        <Link className="text-link" to={pathOf('fuzzion-success')}>
          {t('merge.mfa.later')}
        </Link>
      </div>
    </Card>
  );
}
