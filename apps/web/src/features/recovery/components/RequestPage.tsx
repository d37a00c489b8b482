import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../../../lib/routes/routes';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/TextLink';
import { errorKey } from '../../../lib/i18n/errorKeys';
import { requestRecovery } from '../api';
import { useRecoveryFlow } from '../hooks';
import { forgetFlow, saveRequest } from '../flowState';
import { RecoveryExpired } from './RecoveryExpired';
import './Recovery.css';

/** State handed to the wait screen: the request was just made, so its secret is shown once. */
export interface FreshRequestState {
  fresh: true;
}

/** /account-recovery/request: what the 72-hour request does, and the button that makes it. */
export default function RequestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { flow, act } = useRecoveryFlow();
  const request = useMutation({
    mutationFn: () => requestRecovery(flow ?? ''),
    onSuccess: async (answer) => {
      saveRequest(answer);
      forgetFlow();
      const state: FreshRequestState = { fresh: true };
      await navigate(pathOf('account-recovery.wait'), { replace: true, state });
    },
    onError: (error) => act(error),
  });
  if (!flow) return <RecoveryExpired />;
  return (
    <Card as="section" className="public-card stack recovery" aria-labelledby="recovery-request-title">
      <h1 id="recovery-request-title">{t('titles.accountRecoveryRequest')}</h1>
      <p className="recovery__intro">{t('recovery.request.intro')}</p>
      <ol className="recovery__steps">
        <li>{t('recovery.request.steps.tell')}</li>
        <li>{t('recovery.request.steps.wait')}</li>
        <li>{t('recovery.request.steps.code')}</li>
      </ol>
      {request.isError && <Alert tone="error">{t(errorKey(request.error))}</Alert>}
      <Button fullWidth busy={request.isPending} onClick={() => request.mutate()}>
        {t('recovery.request.submit')}
      </Button>
      <TextLink to={pathOf('account-recovery.options')}>{t('recovery.back')}</TextLink>
    </Card>
  );
}
