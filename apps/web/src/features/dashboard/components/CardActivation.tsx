import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CardActivateResponse } from '@portal/contract/onboarding';
import { Icon } from '../../../components/icons/Icon';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { takeExistingCardToken } from '../../onboarding';
import { userQueryKey } from '../../session';
import { CardActivationModal } from './CardActivationModal';

/**
 * "Activate a new card" on the dashboard, and the modal it opens. Arriving from "add an existing
 * card" and the sign-in, the modal opens by itself with that card; how it went stays said here
 * until closed.
 */
export function CardActivation() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [keptToken] = useState(takeExistingCardToken);
  const [open, setOpen] = useState(keptToken !== null);
  const [outcome, setOutcome] = useState<CardActivateResponse['outcome'] | null>(null);
  const done = (result: CardActivateResponse['outcome']) => {
    setOpen(false);
    setOutcome(result);
    // The profile shows the account's card.
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
  };
  return (
    <Card as="section" className="card-activation" aria-labelledby="card-activation-title">
      {outcome && (
        <Alert tone={outcome === 'card_activated' ? 'success' : 'error'} onClose={() => setOutcome(null)}>
          {t(outcome === 'card_activated' ? 'onboarding.dashboard.activated' : 'onboarding.dashboard.failed')}
        </Alert>
      )}
      <div className="card-activation__row">
        <span className="icon-badge">
          <Icon name="card" />
        </span>
        <h2 id="card-activation-title" className="card-activation__title">
          {t('dashboardExtra.activation.heading')}
        </h2>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('dashboardExtra.activation.open')}
        </Button>
      </div>
      <CardActivationModal open={open} keptToken={keptToken} onClose={() => setOpen(false)} onDone={done} />
    </Card>
  );
}
