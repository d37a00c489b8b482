import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import type { OnboardingStartResponse } from '@portal/contract/onboarding';
import { cardNumber, invitationCode } from '@portal/contract/rules';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { isApiError } from '../../../lib/api/ApiError';
import { formErrorKey, isCaptchaError } from '../../../lib/api/error-actions';
import { useCaptcha } from '../../../lib/captcha/useCaptcha';
import { errorKey, fieldErrorKey } from '../../../lib/i18n/errorKeys';
import { startOnboarding } from '../api/onboardingApi';

export type StartKind = 'card' | 'code' | 'existing_card';

const cardForm = z.object({ value: cardNumber });
const codeForm = z.object({ value: invitationCode });

/** These answers are about what was typed: shown under the input. */
const fieldCodes = ['onboarding.card_invalid', 'onboarding.code_invalid', 'validation.invalid'];

interface Props {
  kind: StartKind;
  onStarted: (answer: OnboardingStartResponse) => void | Promise<void>;
}

/**
 * The card number or invitation code that opens an onboarding. After repeated wrong guesses the
 * server asks for the captcha (auth.captcha_required); from then on the widget stays and each
 * submission spends its proof.
 */
export function StartForm({ kind, onStarted }: Props) {
  const { t } = useTranslation();
  const isCode = kind === 'code';
  const { register, handleSubmit, formState } = useForm<{ value: string }>({
    resolver: zodResolver(isCode ? codeForm : cardForm),
    defaultValues: { value: '' },
  });
  const captcha = useCaptcha();
  const start = useMutation({
    mutationFn: ({ value, captcha: payload }: { value: string; captcha: string | undefined }) =>
      startOnboarding(isCode ? { kind: 'code', code: value, captcha: payload } : { kind, card_number: value, captcha: payload }),
    onSuccess: onStarted,
    onError: captcha.onError,
  });
  const serverFieldError = start.error && fieldCodes.some((code) => isApiError(start.error, code)) ? t(errorKey(start.error)) : undefined;
  const typedError = formState.errors.value && t(fieldErrorKey(formState.errors.value.message, isCode ? 'invitationCode' : 'card'));
  const alertKey = serverFieldError ? null : formErrorKey(start.error);
  const locked = isApiError(start.error, 'auth.too_many_attempts');
  return (
    <form className="stack" noValidate onSubmit={handleSubmit(({ value }) => start.mutate({ value, captcha: captcha.take() }))}>
      {/* The captcha's request speaks of signing in (the login's text): here the widget appearing is the answer. */}
      {alertKey && !isCaptchaError(start.error) && <Alert tone="error">{t(alertKey)}</Alert>}
      {locked && <Alert tone="error">{t('errors.auth.too_many_attempts')}</Alert>}
      <TextField
        label={t(isCode ? 'onboarding.code.label' : 'onboarding.card.label')}
        hint={t(isCode ? 'onboarding.code.hint' : 'onboarding.card.hint')}
        inputMode={isCode ? 'text' : 'numeric'}
        autoComplete="off"
        autoCapitalize={isCode ? 'characters' : 'none'}
        spellCheck={false}
        autoFocus
        className="code-field code-field--long"
        error={typedError ?? serverFieldError}
        {...register('value')}
      />
      {captcha.element}
      <Button type="submit" busy={start.isPending} fullWidth>
        {t('onboarding.next')}
      </Button>
    </form>
  );
}
