import { useNavigate } from 'react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Checkbox } from '../../../components/ui/Checkbox';
import { TextLink } from '../../../components/ui/TextLink';
import { loginMethodsPath, loginPath } from '../../../lib/routes/paths';
import { isLockedError } from '../../../lib/api/error-actions';
import { canChangeMethod } from '../methodRules';
import { passkeyErrorKey } from '../../passkeys';
import { useSecondFactorPasskey } from '../hooks/useSecondFactorPasskey';
import type { LoginAttempt } from '../flowState';
import { PasskeyFactorCard } from '../../mfa';

interface Props {
  attempt: LoginAttempt;
  redirect: string | null;
  restart: () => void;
}

/** The second factor of a sign-in by passkey; five failures lock the attempt: the person starts again from the password. */
export function LoginPasskeyScreen({ attempt, redirect, restart }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [trusted, setTrusted] = useState(false);
  const confirm = useSecondFactorPasskey(attempt.payload, redirect, restart);
  return (
    <PasskeyFactorCard
      error={confirm.error}
      errorKey={passkeyErrorKey}
      pending={confirm.isPending}
      onConfirm={() => confirm.mutate(trusted)}
      restart={{ to: loginPath(redirect), label: t('mfa.confirm.backToLogin') }}
      footer={
        <>
          <TextLink to={loginMethodsPath(redirect)}>{t('mfa.confirm.back')}</TextLink>
          {canChangeMethod(attempt.methods) && (
            <Button variant="secondary" onClick={() => void navigate(loginMethodsPath(redirect))}>
              {t('mfa.confirm.changeMethod')}
            </Button>
          )}
        </>
      }
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
