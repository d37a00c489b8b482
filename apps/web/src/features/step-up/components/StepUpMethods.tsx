import { useEffect, useRef } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MfaMethod } from '@portal/contract/mfa';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { Loading } from '../../../components/ui/Loading';
import { QueryState } from '../../../components/ui/QueryState';
import { TextLink } from '../../../components/ui/TextLink';
import { stepUpCodePath, type StepUpResume } from '../../../lib/routes/paths';
import { pathOf } from '../../../lib/routes/routes';
import { shownError } from '../../../lib/api/error-actions';
import { startStepUp } from '../api/startStepUp';
import { mfaStatusQuery } from '../../session';
import '../../../styles/screens.css';
import { codeChallenge, MethodButton, mfaMethodsQuery } from '../../mfa';

export interface StepUpNotice {
  restarted?: boolean;
}

/**
 * /mfa/methods?single=true&redirect=ROUTE: pick the method of a step-up check. When the card is the
 * account's method (need_card) there is nothing to pick: the card check opens at once.
 */
export function StepUpMethods({ redirect, resume }: { redirect: string | null; resume: StepUpResume }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notice = (useLocation().state as StepUpNotice | null) ?? {};
  const methods = useQuery(mfaMethodsQuery);
  const status = useQuery(mfaStatusQuery);
  const start = useMutation({
    mutationFn: (method: MfaMethod) => startStepUp({ single: true, mfaId: method.id }),
    onSuccess: (challenge) => {
      codeChallenge.save({ purpose: 'sudo', payload: challenge.payload, kind: challenge.method.method, target: challenge.method.target, resendIn: challenge.resend_in });
      void navigate(stepUpCodePath(challenge.method.id, redirect, resume));
    },
  });
  const card = status.data?.need_card ? methods.data?.find((m) => m.method === 'card') : undefined;
  const started = useRef(false);
  useEffect(() => {
    if (card && !started.current) {
      started.current = true;
      start.mutate(card);
    }
  }, [card, start]);

  // The card check opens by itself, so nothing to pick while it starts; a failed start shows the list.
  const starting = status.isPending || (!!card && !start.isError);
  const startError = shownError(start.error);
  return (
    <Card className="public-card mfa-screen">
      <h1>{t('stepUp.title')}</h1>
      <p className="muted">{card ? t('stepUp.cardIntro') : t('stepUp.intro')}</p>
      {notice.restarted && <Alert tone="info">{t('stepUp.restarted')}</Alert>}
      {startError && <Alert tone="error">{t(startError.key)}</Alert>}
      {starting ? (
        <Loading />
      ) : (
        <QueryState query={methods} empty={t('stepUp.noMethods')}>
          {(list) => (
            <ul className="mfa-methods">
              {list.map((method) => (
                <li key={method.id}>
                  <MethodButton method={method} busy={start.isPending && start.variables?.id === method.id} disabled={start.isPending} onPick={() => start.mutate(method)} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      )}
      <TextLink to={pathOf('security')} className="mfa-screen__back">
        {t('stepUp.back')}
      </TextLink>
    </Card>
  );
}
