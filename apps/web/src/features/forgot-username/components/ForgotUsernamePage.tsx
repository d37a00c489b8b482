import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { TextField } from '../../../components/ui/TextField';
import { TextLink } from '../../../components/ui/TextLink';
import { loginPath } from '../../../lib/routes/paths';
import { pathOf } from '../../../lib/routes/routes';
import { isApiError } from '../../../lib/api/ApiError';
import { errorKey, fieldErrorKey } from '../../../lib/i18n/errorKeys';
import { isLockedError } from '../../../lib/api/error-actions';
import { useCaptcha } from '../../../lib/captcha/useCaptcha';
import { lookUpUsernames } from '../api/lookUpUsernames';
import { forgotUsernameForm, type ForgotUsernameValues } from '../forms';
import { resultState } from '../result';
import { LookupKindChoice } from './LookupKindChoice';
import './ForgotUsername.css';
import '../../../styles/screens.css';

/**
 * /forgot-username: the card number or the national register number, and the captcha every
 * look-up needs (it starts solving when the page opens). The answer, found or not, is shown on
 * /forgot-username-response.
 */
export default function ForgotUsernamePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const captcha = useCaptcha({ always: true, intro: t('forgotUsername.captchaIntro') });
  // A submit before the check was done: said until the check is done.
  const [captchaMissing, setCaptchaMissing] = useState(false);

  const { register, handleSubmit, formState, watch, resetField, setError } = useForm<ForgotUsernameValues, unknown, ReturnType<typeof forgotUsernameForm.parse>>({
    resolver: zodResolver(forgotUsernameForm),
    defaultValues: { kind: 'card_number', number: '' },
  });
  const kind = watch('kind');
  const lookUp = useMutation({
    mutationFn: lookUpUsernames,
    onSuccess: async ({ usernames }) => {
      const search = redirect ? `?${new URLSearchParams({ redirect })}` : '';
      await navigate(`${pathOf('forgot-username-response')}${search}`, { state: resultState(usernames) });
    },
    onError: (error) => {
      // A number the server refused (its rules are the form's own, so this is rare) goes under the input.
      const fields = isApiError(error, 'validation.invalid') ? ((error.body as { fields?: { code: string }[] } | null)?.fields ?? []) : [];
      if (fields[0]) setError('number', { type: 'server', message: fields[0].code }, { shouldFocus: true });
    },
  });

  const submit = handleSubmit((values) => {
    const payload = captcha.take();
    setCaptchaMissing(!payload);
    if (payload) lookUp.mutate({ ...values, captcha: payload });
  });

  const numberError = formState.errors.number;
  const alertKey = captchaMissing && !captcha.payload ? 'errors.captcha.invalid' : lookUp.isError && !numberError ? errorKey(lookUp.error) : null;
  const hintKey = kind === 'card_number' ? 'forgotUsername.cardHint' : 'forgotUsername.nrnHint';
  return (
    <Card as="section" className="public-card forgot-username" aria-labelledby="forgot-username-title">
      <div className="screen-heading">
        <h1 id="forgot-username-title">{t('titles.forgotUsername')}</h1>
        <p className="muted">{t('forgotUsername.intro')}</p>
      </div>
      {alertKey && <Alert tone="error">{t(alertKey)}</Alert>}
      <form className="stack" noValidate onSubmit={(event) => void submit(event)}>
        <LookupKindChoice
          field={register('kind', {
            // Another kind of number: what was typed for the first one means nothing for the second.
            onChange: () => resetField('number'),
          })}
        />
        <TextField
          key={kind}
          label={t(`forgotUsername.numberLabel.${kind}`)}
          hint={t(hintKey)}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          error={numberError && t(fieldErrorKey(numberError.message, kind === 'card_number' ? 'card' : 'nationalRegisterNumber'))}
          {...register('number')}
        />
        {captcha.element}
        <Button type="submit" busy={lookUp.isPending} disabled={isLockedError(lookUp.error)} fullWidth>
          {t('forgotUsername.submit')}
        </Button>
      </form>
      <p className="forgot-username__back">
        <TextLink to={loginPath(redirect)}>{t('forgotUsername.backToLogin')}</TextLink>
      </p>
    </Card>
  );
}
