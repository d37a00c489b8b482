import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CardActivateResponse } from '@portal/contract/onboarding';
import { Icon } from '../../../components/icons/Icon';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { loadTextGroups } from '../../../lib/i18n/i18n';
import { takeExistingCardToken } from '../../onboarding';
import { userQueryKey } from '../../session';
import './CardActivation.css';

// The modal's form, code entry and their libraries load when it is about to open (pointer or focus
// on its button): on the dashboard's first visit they were some fifteen files queued before its data.
// Its code entry shows the MFA screens' texts.
const loadModal = () => Promise.all([import('./CardActivationModal'), loadTextGroups(['mfa'])]).then(([module]) => module);
const CardActivationModal = lazy(() => loadModal().then((m) => ({ default: m.CardActivationModal })));

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
  // Once opened it stays mounted, so that closing it hands focus back to the button.
  const [opened, setOpened] = useState(open);
  const [outcome, setOutcome] = useState<CardActivateResponse['outcome'] | null>(null);
  const preload = () => void loadModal();
  const openModal = () => {
    setOpened(true);
    setOpen(true);
  };
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
      <h2 id="card-activation-title" className="dashboard-card__title">
        {t('dashboardExtra.activation.heading')}
      </h2>
      <div className="card-activation__row">
        <span className="icon-badge">
          <Icon name="card" />
        </span>
        <p className="card-activation__lead muted">{t('dashboardExtra.activation.lead')}</p>
        <Button variant="secondary" className="card-activation__button" onPointerEnter={preload} onFocus={preload} onClick={openModal}>
          {t('dashboardExtra.activation.open')}
        </Button>
      </div>
      {opened && (
        <Suspense fallback={null}>
          <CardActivationModal open={open} keptToken={keptToken} onClose={() => setOpen(false)} onDone={done} />
        </Suspense>
      )}
    </Card>
  );
}
