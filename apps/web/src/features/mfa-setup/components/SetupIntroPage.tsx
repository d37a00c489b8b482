import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Icon } from '../../../components/icons/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { Loading } from '../../../components/ui/Loading';
import { TextLink } from '../../../components/ui/TextLink';
import { resolveTarget, setupStepPath } from '../../../lib/routes/paths';
import { pathOf } from '../../../lib/routes/routes';
import { forcedSetup } from '../../session';
import { nextSetupStep, setupToDo } from '../setupSteps';
import { useSetupFlow } from '../useSetupFlow';
import { useSetupStep } from '../useSetupStep';
import { SetupWayOut } from './SetupWayOut';
import { ScreenTitle } from '../../../components/ui/ScreenTitle';
import './Setup.css';
import '../../../styles/screens.css';
import { followTarget } from '../../../lib/routes/followTarget';
import { MfaIllustration } from '../../mfa';
import { mfaStatusQuery } from '../../session';
import { redirectScope } from '../../../config/redirect-scope';
import { useFormat } from '../../../lib/format/useFormat';

const reasonKeys = { default: ['one', 'two', 'three'], customer: ['one', 'two'] } as const;

/**
 * /setup-mfa, the Force-MFA screen: why, then the first step. Customer accounts whose MFA is not
 * yet forced may skip, and see a warning that links to the security settings. On the reminder
 * schedule (the dashboard's banner links here) it says from when it is mandatory, and may wait.
 */
export default function SetupIntroPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { redirect } = useSetupFlow();
  const status = useQuery(mfaStatusQuery);
  const formatDate = useFormat().date;
  const step = useSetupStep('intro');
  const leaveSetup = () => forcedSetup.clear();
  const skip = () => {
    leaveSetup();
    followTarget(navigate, resolveTarget(redirect, redirectScope()));
  };
  if (status.isPending || status.isError) {
    return (
      <Card className="public-card mfa-screen">
        <h1>{t('setup.intro.title')}</h1>
        {status.isPending ? <Loading /> : <LoadError error={status.error} retrying={status.isFetching} onRetry={() => void status.refetch()} />}
      </Card>
    );
  }
  const todo = setupToDo(status.data);
  const setup = todo?.setup ?? null;
  const audience = setup?.audience ?? 'default';
  const reminder = todo?.early ? status.data.reminder : null;
  return (
    <Card className="public-card mfa-screen">
      <MfaIllustration kind="sms" />
      <ScreenTitle step={step}>{t('setup.intro.title')}</ScreenTitle>
      {setup ? (
        <>
          <p className="muted">{reminder ? t('setup.intro.reminderLead', { date: formatDate(reminder.mandatory_on) }) : t('setup.intro.lead')}</p>
          <ul className="setup-reasons">
            {reasonKeys[audience].map((key) => (
              <li key={key}>
                <Icon name="check" className="setup-reasons__icon" />
                <span>{t(`setup.intro.reasons.${audience}.${key}` as 'setup.intro.reasons.default.one')}</span>
              </li>
            ))}
          </ul>
          {setup.skippable && (
            <Alert tone="info">
              {t('setup.intro.warning')}
              <TextLink to={pathOf('security')} onClick={leaveSetup}>
                {t('setup.intro.warningLink')}
              </TextLink>
            </Alert>
          )}
          <Button fullWidth onClick={() => void navigate(setupStepPath(nextSetupStep(setup), redirect))}>
            {t('setup.intro.activate')}
          </Button>
          {setup.skippable || reminder ? (
            <Button variant="secondary" fullWidth onClick={skip}>
              {t('setup.intro.skip')}
            </Button>
          ) : (
            <div className="mfa-screen__footer">
              <SetupWayOut redirect={redirect} />
            </div>
          )}
        </>
      ) : (
        <>
          <p className="muted">{t('setup.intro.done')}</p>
          <Button fullWidth onClick={() => void navigate(setupStepPath('setup-mfa-success', redirect))}>
            {t('setup.success.continue')}
          </Button>
        </>
      )}
    </Card>
  );
}
