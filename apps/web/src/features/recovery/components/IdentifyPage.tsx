import { useNavigate } from 'react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../../../lib/routes/routes';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { TextField } from '../../../components/ui/TextField';
import { TextLink } from '../../../components/ui/TextLink';
import { config } from '../../../config/runtime';
import { errorKey, fieldErrorKey } from '../../../lib/i18n/errorKeys';
import { Captcha } from '../../login';
import { startRecovery } from '../api';
import { identifyForm, type IdentifyValues } from '../forms';
import { saveFlow } from '../store';
import { loginName } from '../username';
import './Recovery.css';

/**
 * /account-recovery: the login name and a captcha the browser solves by itself. The answer is the
 * same whether or not the name has an account (docs/recovery.md), so the next step always opens.
 */
export default function IdentifyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const { register, handleSubmit, formState } = useForm<IdentifyValues>({ resolver: zodResolver(identifyForm), defaultValues: { username: '' } });
  const start = useMutation({
    mutationFn: (values: IdentifyValues) => startRecovery({ username: loginName(values.username, config.variant), captcha: captcha ?? undefined }),
    onSuccess: async (answer) => {
      saveFlow(answer.recovery, answer.expires_in);
      await navigate(pathOf('account-recovery.options'));
    },
    // The captcha payload works once: solve a new one for the next try.
    onSettled: () => setRound((n) => n + 1),
  });
  return (
    <Card as="section" className="public-card stack recovery" aria-labelledby="recovery-title">
      <h1 id="recovery-title">{t('titles.accountRecovery')}</h1>
      <p className="recovery__intro muted">{t('recovery.identify.intro')}</p>
      {start.isError && <Alert tone="error">{t(errorKey(start.error))}</Alert>}
      <form className="stack" noValidate onSubmit={handleSubmit((values) => start.mutate(values))}>
        <TextField
          label={t('recovery.identify.username')}
          hint={t('recovery.identify.usernameHint')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={formState.errors.username && t(fieldErrorKey(formState.errors.username.message))}
          {...register('username')}
        />
        <Captcha onPayload={setCaptcha} round={round} intro={t('recovery.identify.captcha')} />
        <Button type="submit" busy={start.isPending || !captcha} fullWidth>
          {t('recovery.identify.submit')}
        </Button>
        {!captcha && <p className="muted" role="status">{t('recovery.identify.waiting')}</p>}
      </form>
      <TextLink to={pathOf('login.email')}>{t('recovery.identify.backToLogin')}</TextLink>
    </Card>
  );
}
