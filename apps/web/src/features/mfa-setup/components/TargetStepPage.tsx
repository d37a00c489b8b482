import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { setupStepPath } from '../../../lib/routes/paths';
import { formErrorKey, inputErrorKey } from '../../../lib/api/error-actions';
import { useSetupFlow } from '../useSetupFlow';
import { useSetupStep } from '../useSetupStep';
import { SetupWayOut } from './SetupWayOut';
import { ScreenTitle } from '../../../components/ui/ScreenTitle';
import '../../../styles/screens.css';
import { MfaIllustration, TargetForm, useStartEnrollment } from '../../mfa';
import { useUser } from '../../session';

/** /setup-mfa/setup-mfa-email and /setup-mfa/setup-mfa-phone: where the set-up code goes. */
export default function TargetStepPage({ kind }: { kind: 'email' | 'sms' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser();
  const flow = useSetupFlow();
  const step = useSetupStep(kind);
  const start = useStartEnrollment(kind, {
    onSkip: () => void flow.goToNextStep(),
    onStarted: () => void navigate(setupStepPath('setup-mfa-confirmation', flow.redirect)),
    onStepUp: () => void flow.stepUp(),
  });
  const texts = kind === 'email' ? 'setup.email' : 'setup.phone';
  const defaultValue = (kind === 'email' ? user?.email[0]?.email : user?.phone[0]?.phone) ?? '';
  // Bad input and duplicates (422) show on the field; the rest above the form.
  const fieldError = inputErrorKey(start.error);
  const formError = formErrorKey(start.error);
  return (
    <Card className="public-card mfa-screen">
      <MfaIllustration kind={kind} />
      <ScreenTitle step={step}>{t(kind === 'email' ? 'titles.setupMfaEmail' : 'titles.setupMfaPhone')}</ScreenTitle>
      <p className="muted">{t(`${texts}.intro`)}</p>
      {formError && <Alert tone="error">{t(formError)}</Alert>}
      {user !== undefined && (
        <TargetForm
          kind={kind}
          defaultValue={defaultValue}
          label={t(`${texts}.label`)}
          hint={kind === 'sms' ? t('setup.phone.hint') : undefined}
          submitLabel={t(`${texts}.submit`)}
          busy={start.isPending}
          serverError={fieldError ? t(fieldError) : undefined}
          onInput={() => start.reset()}
          onSubmit={(target) => start.mutate(target)}
        />
      )}
      <div className="mfa-screen__footer">
        <SetupWayOut redirect={flow.redirect} />
      </div>
    </Card>
  );
}
