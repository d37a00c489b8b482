import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import type { OnboardingState } from '@portal/contract/onboarding';
import { onboardingTermsRequest } from '@portal/contract/onboarding';
import { legalDocumentsIn } from '@portal/contract/legal-documents';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Checkbox } from '../../../components/ui/Checkbox';
import { ExternalLink } from '../../../components/ui/ExternalLink';
import { TextLink } from '../../../components/ui/TextLink';
import { pathOf } from '../../../lib/routes/routes';
import { config } from '../../../config/runtime';
import { currentLocale } from '../../../lib/i18n/i18n';
import { formErrorKey } from '../../../lib/api/error-actions';
import { acceptTerms } from '../api/onboardingApi';
import { useStoreState } from '../hooks/useOnboardingState';
import { useStepError } from '../hooks/useStepError';
import { OnboardingCard } from './OnboardingCard';
import { OnboardingStep } from './OnboardingStep';

const termsForm = z.omit(onboardingTermsRequest, { token: true });
type TermsValues = z.output<typeof termsForm>;

function TermsForm({ state, token }: { state: OnboardingState; token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const storeState = useStoreState();
  const onError = useStepError();
  const { register, handleSubmit, formState } = useForm<z.input<typeof termsForm>, unknown, TermsValues>({
    resolver: zodResolver(termsForm),
    defaultValues: {
      terms: state.terms_accepted,
      privacy: state.terms_accepted,
      marketing_email: state.marketing_email,
      marketing_sms: state.marketing_sms,
    },
  });
  const save = useMutation({
    mutationFn: (values: TermsValues) => acceptTerms({ token, ...values }),
    onSuccess: async (answer) => {
      storeState(answer.state);
      await navigate(pathOf('onboarding.create'));
    },
    onError,
  });
  // What is accepted, in the language it is read in (the texts follow a language switch).
  const documents = legalDocumentsIn(config.legal, currentLocale());
  // One message for both required boxes, under the pair (specification section 5).
  const required = formState.errors.terms || formState.errors.privacy;
  const alertKey = formErrorKey(save.error);
  return (
    <form className="stack" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
      {alertKey && <Alert tone="error">{t(alertKey)}</Alert>}
      <fieldset className="onboarding__fieldset" aria-describedby={required ? 'terms-required' : undefined}>
        <legend>{t('onboarding.terms.required')}</legend>
        <Checkbox label={t('onboarding.terms.terms')} aria-invalid={!!formState.errors.terms || undefined} {...register('terms')}>
          {documents && <ExternalLink href={documents.terms} className="text-link">{t('onboarding.terms.readTerms')}</ExternalLink>}
        </Checkbox>
        <Checkbox label={t('onboarding.terms.privacy')} aria-invalid={!!formState.errors.privacy || undefined} {...register('privacy')}>
          {documents && <ExternalLink href={documents.privacy} className="text-link">{t('onboarding.terms.readPrivacy')}</ExternalLink>}
        </Checkbox>
        {required && (
          <p id="terms-required" className="field__error" role="alert">
            {t('validation.terms_required')}
          </p>
        )}
      </fieldset>
      <fieldset className="onboarding__fieldset">
        <legend>{t('onboarding.terms.marketing')}</legend>
        <Checkbox label={t('onboarding.terms.marketingEmail')} {...register('marketing_email')} />
        <Checkbox label={t('onboarding.terms.marketingSms')} {...register('marketing_sms')} />
      </fieldset>
      <Button type="submit" busy={save.isPending} fullWidth>
        {t('onboarding.next')}
      </Button>
    </form>
  );
}

/** /onboarding/terms-conditions: terms and privacy statement (both needed to use the card), marketing optional. */
export default function TermsPage() {
  const { t } = useTranslation();
  return (
    <OnboardingStep title={t('titles.onboardingTerms')}>
      {(state, token) => (
        <OnboardingCard
          title={t('titles.onboardingTerms')}
          lead={t('onboarding.terms.lead')}
          footer={<TextLink to={pathOf('onboarding.welcome')}>{t('onboarding.back')}</TextLink>}
        >
          <TermsForm state={state} token={token} />
        </OnboardingCard>
      )}
    </OnboardingStep>
  );
}
