import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import type { CardActivateResponse, CardActivationChallenge, CardActivationStartRequest } from '@portal/contract/onboarding';
import { cardNumber } from '@portal/contract/rules';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';
import { isApiError } from '../../../lib/api/ApiError';
import { formErrorKey } from '../../../lib/api/error-actions';
import { errorKey, fieldErrorKey } from '../../../lib/i18n/errorKeys';
import { CodeForm, ResendCode } from '../../mfa';
import { confirmCardActivation, resendCardActivation, startCardActivation } from '../api/cardActivationApi';
import './CardActivationModal.css';

interface Props {
  open: boolean;
  /** The token of an existing_card start kept from before the sign-in: its card needs no typing. */
  keptToken: string | null;
  onClose: () => void;
  onDone: (outcome: CardActivateResponse['outcome']) => void;
}

/**
 * The two-factor validation code modal of the specification: the card number, then the code sent
 * to the person, each confirmed with Next. The steps live only while the modal is open, so each
 * opening starts afresh.
 */
export function CardActivationModal({ open, keptToken, onClose, onDone }: Props) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('dashboardExtra.activation.title')} onClose={onClose}>
      {open && <ActivationSteps keptToken={keptToken} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function ActivationSteps({ keptToken, onClose, onDone }: Omit<Props, 'open'>) {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useState<CardActivationChallenge | null>(null);
  const start = useMutation({ mutationFn: (body: CardActivationStartRequest) => startCardActivation(body), onSuccess: setChallenge });
  const started = useRef(false);
  useEffect(() => {
    // Once, though React may run effects twice while developing: the token opens one activation.
    if (!keptToken || started.current) return;
    started.current = true;
    start.mutate({ token: keptToken });
  }, [keptToken, start]);
  const cancel = (
    <Button variant="secondary" fullWidth onClick={onClose}>
      {t('dashboardExtra.activation.cancel')}
    </Button>
  );
  if (challenge) return <CodeStep challenge={challenge} onRestart={() => setChallenge(null)} onDone={onDone} cancel={cancel} />;
  if (start.isPending && start.variables && 'token' in start.variables) return <Loading />;
  return <CardStep start={start} cancel={cancel} />;
}

const cardForm = z.object({ card: cardNumber });
/** These answers are about the typed card: shown under the input. */
const cardCodes = ['onboarding.card_invalid', 'validation.invalid'];

function CardStep({ start, cancel }: { start: UseMutationResult<CardActivationChallenge, Error, CardActivationStartRequest>; cancel: ReactNode }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<z.input<typeof cardForm>, unknown, z.output<typeof cardForm>>({ resolver: zodResolver(cardForm), defaultValues: { card: '' } });
  const typed = formState.errors.card && t(fieldErrorKey(formState.errors.card.message, 'card'));
  const server = cardCodes.some((code) => isApiError(start.error, code)) ? errorKey(start.error) : null;
  const alert = server ? null : formErrorKey(start.error);
  return (
    <form className="stack" noValidate onSubmit={handleSubmit(({ card }) => start.mutate({ card_number: card }))}>
      <p className="muted">{t('dashboardExtra.activation.intro')}</p>
      {alert && <Alert tone="error">{t(alert)}</Alert>}
      <TextField
        label={t('dashboardExtra.activation.cardLabel')}
        hint={t('dashboardExtra.activation.cardHint')}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        autoFocus
        className="code-field code-field--long"
        error={typed ?? (server ? t(server) : undefined)}
        {...register('card')}
      />
      <div className="card-activation__actions">
        <Button type="submit" busy={start.isPending} fullWidth>
          {t('dashboardExtra.activation.next')}
        </Button>
        {cancel}
      </div>
    </form>
  );
}

interface CodeStepProps {
  challenge: CardActivationChallenge;
  onRestart: () => void;
  onDone: Props['onDone'];
  cancel: ReactNode;
}

function CodeStep({ challenge, onRestart, onDone, cancel }: CodeStepProps) {
  const { t } = useTranslation();
  const confirm = useMutation({
    mutationFn: (code: string) => confirmCardActivation(challenge.payload, code),
    onSuccess: (answer) => onDone(answer.outcome),
  });
  const alert = formErrorKey(confirm.error);
  return (
    <div className="stack">
      <TextField label={t('dashboardExtra.activation.cardLabel')} value={`•••• •••• •••• ${challenge.card_last4}`} readOnly className="code-field code-field--long card-activation__card" />
      <p className="muted">{t('dashboardExtra.activation.sent', { target: challenge.target })}</p>
      {alert && <Alert tone="error">{t(alert)}</Alert>}
      <CodeForm
        kind={challenge.channel}
        withTrustDevice={false}
        busy={confirm.isPending}
        disabled={false}
        error={confirm.error}
        submitLabel={t('dashboardExtra.activation.next')}
        onCodeInput={() => confirm.reset()}
        onSubmit={({ code }) => confirm.mutate(code)}
      />
      <ResendCode resend={() => resendCardActivation(challenge.payload)} onExpired={onRestart} />
      {cancel}
    </div>
  );
}
