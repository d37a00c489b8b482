import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/Checkbox';
import { loginPath } from '../../../lib/routes/paths';
import { isLockedError } from '../../../lib/api/error-actions';
import { passkeyErrorKey } from '../../passkeys';
import { useSecondFactorPasskey } from '../hooks/useSecondFactorPasskey';
import type { LoginAttempt } from '../flowState';
import { LoginFactorFooter } from './LoginFactorFooter';
import { PasskeyFactorCard } from '../../mfa';

interface Props {
  attempt: LoginAttempt;
  redirect: string | null;
  restart: () => void;
}

/** The second factor of a sign-in by passkey; five failures lock the attempt: the person starts again from the password. */
export function LoginPasskeyScreen({ attempt, redirect, restart }: Props) {
  const { t } = useTranslation();
  const [trusted, setTrusted] = useState(false);
  const confirm = useSecondFactorPasskey(attempt.payload, redirect, restart);
  return (
    <PasskeyFactorCard
      error={confirm.error}
      errorKey={passkeyErrorKey}
      pending={confirm.isPending}
      onConfirm={() => confirm.mutate(trusted)}
      restart={{ to: loginPath(redirect), label: t('mfa.confirm.backToLogin') }}
      footer={<LoginFactorFooter attempt={attempt} redirect={redirect} />}
    >
      <Checkbox
        label={t('mfa.confirm.trustDevice')}
        hint={t('mfa.confirm.trustHint')}
        checked={trusted}
        disabled={isLockedError(confirm.error)}
        onChange={(event) => setTrusted(event.target.checked)}
      />
    </PasskeyFactorCard>
  );
}
