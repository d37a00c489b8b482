import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { errorKey } from '../../../lib/i18n/errorKeys';
import { activateExistingCard } from '../api/onboardingApi';
import { existingCardToken } from '../store';

/**
 * On the dashboard after "add an existing card" and the sign-in: activates the card once for this
 * account (the token is forgotten whatever the answer) and says how it went, until closed.
 */
export function CardActivationAlert() {
  const { t } = useTranslation();
  const [token] = useState(existingCardToken.read);
  const [closed, setClosed] = useState(false);
  const started = useRef(false);
  const activate = useMutation({ mutationFn: activateExistingCard, onSettled: () => existingCardToken.forget() });
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    activate.mutate(token);
  }, [token, activate]);
  if (!token || closed || activate.isIdle || activate.isPending) return null;
  const close = () => setClosed(true);
  if (activate.data?.outcome === 'card_activated') {
    return (
      <Alert tone="success" onClose={close}>
        {t('onboarding.dashboard.activated')}
      </Alert>
    );
  }
  return (
    <Alert tone="error" onClose={close}>
      {activate.isError ? `${t('onboarding.dashboard.failed')} ${t(errorKey(activate.error))}` : t('onboarding.dashboard.failed')}
    </Alert>
  );
}
