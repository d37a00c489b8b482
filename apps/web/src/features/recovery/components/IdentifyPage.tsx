import { useNavigate } from 'react-router';
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
import { useCaptcha } from '../../../lib/captcha/useCaptcha';
import { errorKey, fieldErrorKey } from '../../../lib/i18n/errorKeys';
import { startRecovery } from '../api';
import { identifyForm, type IdentifyValues } from '../forms';
import { saveFlow } from '../flowState';
import { loginName } from '../username';
import './Recovery.css';

/**
 * /account-recovery: the login name and a captcha the browser solves by itself. The answer is the
 * same whether or not the name has an account (docs/recovery.md), so the next step always opens.
 */
export default function IdentifyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const captcha = useCaptcha({ always: true, intro: t('recovery.identify.captcha') });
  const { register, handleSubmit, formState } = useForm<IdentifyValues>({ resolver: zodResolver(identifyForm), defaultValues: { username: '' } });
  const start = useMutation({
    mutationFn: ({ username, captcha: solved }: IdentifyValues & { captcha: string | undefined }) => startRecovery({ username: loginName(username, config.variant), captcha: solved }),
    onSuccess: async (answer) => {
      saveFlow(answer.recovery, answer.expires_in);
      await navigate(pathOf('account-recovery.options'));
    },
  });
  return (
    <Card as="section" className="public-card stack recovery" aria-labelledby="recovery-title">
      <h1 id="recovery-title">{t('titles.accountRecovery')}</h1>
      <p className="recovery__intro muted">{t('recovery.identify.intro')}</p>
      {start.isError && <Alert tone="error">{t(errorKey(start.error))}</Alert>}
      <form className="stack" noValidate onSubmit={handleSubmit((values) => start.mutate({ ...values, captcha: captcha.take() }))}>
        <TextField
          label={t('recovery.identify.username')}
          hint={t('recovery.identify.usernameHint')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={formState.errors.username && t(fieldErrorKey(formState.errors.username.message, 'username'))}
          {...register('username')}
        />
        {captcha.element}
        <Button type="submit" busy={start.isPending || !captcha.payload} fullWidth>
          {t('recovery.identify.submit')}
        </Button>
        {!captcha.payload && <p className="muted" role="status">{t('recovery.identify.waiting')}</p>}
      </form>
      <TextLink to={pathOf('login.email')}>{t('recovery.identify.backToLogin')}</TextLink>
    </Card>
  );
}
