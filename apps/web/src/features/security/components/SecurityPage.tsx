import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RECOVERY_KEY_COUNT } from '@portal/contract/rules';
import { Alert } from '../../../components/ui/Alert';
import { QueryState } from '../../../components/ui/QueryState';
import { TextLink } from '../../../components/ui/TextLink';
import { pathOf } from '../../../lib/routes/routes';
import type { SecurityToastState } from '../toast';
import { LaterSection } from './LaterSection';
import { MethodsSummary } from './MethodsSummary';
import { SectionCard } from './SectionCard';
import { TrustedDevicesList } from './TrustedDevicesList';
import './Security.css';
import { mfaMethodsQuery } from '../../mfa';
import { useUser } from '../../session';
import { PasskeysSection } from '../../passkeys';

/**
 * /security: password, two-step verification, recovery keys and trusted devices. Changing methods
 * and keys happens on their own pages, which ask for a fresh second factor first.
 */
export default function SecurityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = (location.state as SecurityToastState | null)?.toast;
  const user = useUser();
  const methods = useQuery(mfaMethodsQuery);
  const hasTotp = methods.data?.some((m) => m.method === 'totp') ?? false;
  const unused = user?.totpRecovery.filter((key) => key.used_at === null).length ?? 0;
  return (
    <div className="security">
      <header className="security__header">
        <h1>{t('titles.security')}</h1>
        <p className="muted">{t('security.intro')}</p>
      </header>
      {toast && (
        <Alert tone="success" onClose={() => void navigate(location.pathname, { replace: true, state: null })}>
          {t(`mfaEdit.toast.${toast}`)}
        </Alert>
      )}
      <SectionCard
        icon="lock"
        title={t('security.password.title')}
        text={t('security.password.text')}
        action={<TextLink to={pathOf('edit-password')}>{t('security.password.action')}</TextLink>}
      />
      <SectionCard
        icon="shield"
        title={t('security.twoStep.title')}
        text={t('security.twoStep.text')}
        action={<TextLink to={pathOf('mfa-edit')}>{t('security.twoStep.manage')}</TextLink>}
      >
        <MethodsSummary />
      </SectionCard>
      <SectionCard
        icon="key"
        title={t('security.recovery.title')}
        text={
          !methods.isSuccess
            ? undefined
            : hasTotp
              ? t('security.recovery.count', { count: unused, total: Math.max(user?.totpRecovery.length ?? 0, RECOVERY_KEY_COUNT) })
              : t('security.recovery.noTotp')
        }
        action={hasTotp && <TextLink to={pathOf('edit-recovery')}>{t('security.recovery.manage')}</TextLink>}
      >
        {/* Whether keys exist depends on the authenticator: without the method list, say nothing about them. */}
        {!methods.isSuccess && <QueryState query={methods}>{() => null}</QueryState>}
      </SectionCard>
      <SectionCard icon="device" title={t('trustedDevices.title')} text={t('trustedDevices.text')}>
        <TrustedDevicesList />
      </SectionCard>
      <PasskeysSection />
      <LaterSection />
    </div>
  );
}
