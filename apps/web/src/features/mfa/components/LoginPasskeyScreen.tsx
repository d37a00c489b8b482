import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/Icon';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Checkbox } from '../../../components/ui/Checkbox';
import { TextLink } from '../../../components/ui/TextLink';
import { loginMethodsPath, loginPath } from '../../../app/paths';
import { isLockedError } from '../../../lib/api/error-actions';
import { canChangeMethod } from '../methodRules';
import { MfaIllustration } from './MfaIllustration';
import '../../../styles/screens.css';
import { passkeyErrorKey, useSecondFactorPasskey } from '../../passkeys';
import { type LoginAttempt } from '../../session';

interface Props {
  attempt: LoginAttempt;
  redirect: string | null;
  restart: () => void;
}

/** The second factor by passkey: the browser's passkey dialog instead of a code input. */
export function LoginPasskeyScreen({ attempt, redirect, restart }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [trusted, setTrusted] = useState(false);
  const confirm = useSecondFactorPasskey(attempt.payload, redirect, restart);
  // Five failures lock the attempt, as with codes: the person starts again from the password.
  const locked = isLockedError(confirm.error);

  return (
    <Card className="public-card mfa-screen">
      <MfaIllustration kind="passkey" />
      <h1>{t('mfa.confirm.title.passkey')}</h1>
      <p className="muted">{t('mfa.confirm.instruction.passkey')}</p>
      {locked ? (
        <Alert tone="error">
          {t('errors.auth.too_many_attempts')}
          <TextLink to={loginPath(redirect)}>{t('mfa.confirm.backToLogin')}</TextLink>
        </Alert>
      ) : (
        confirm.isError && <Alert tone="error">{t(passkeyErrorKey(confirm.error))}</Alert>
      )}
      <Checkbox
        label={t('mfa.confirm.trustDevice')}
        hint={t('mfa.confirm.trustHint')}
        checked={trusted}
        disabled={locked}
        onChange={(event) => setTrusted(event.target.checked)}
      />
      <Button fullWidth busy={confirm.isPending} disabled={locked} onClick={() => confirm.mutate(trusted)}>
        <Icon name="passkey" />
        {t('passkeys.secondFactor.button')}
      </Button>
      <div className="mfa-screen__footer">
        <TextLink to={loginMethodsPath(redirect)}>{t('mfa.confirm.back')}</TextLink>
        {canChangeMethod(attempt.methods) && (
          <Button variant="secondary" onClick={() => void navigate(loginMethodsPath(redirect))}>
            {t('mfa.confirm.changeMethod')}
          </Button>
        )}
      </div>
    </Card>
  );
}
