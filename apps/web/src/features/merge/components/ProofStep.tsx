import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { PasswordField } from '../../../components/ui/PasswordField';
import { TextField } from '../../../components/ui/TextField';
import { errorAction, shownError } from '../../../lib/api/error-actions';
import { useCaptcha } from '../../../lib/captcha/useCaptcha';
import { fieldErrorKey } from '../../../lib/i18n/errorKeys';
import { proveOwnership, type ProofInput } from '../api/calls';
import { cardProofForm, passwordProofForm, type CardProofValues, type PasswordProofValues } from '../forms';
import type { FuzzionCodeMethod, FuzzionProofKind } from '@portal/contract/fuzzion';

interface Props {
  payload: string;
  proofs: FuzzionProofKind[];
  onProved: (methods: FuzzionCodeMethod[]) => void;
  onBack: () => void;
  onFailed: () => void;
}

/**
 * Proving the other account is the person's own: its card number or its password on the other
 * platform. A wrong proof gets one text for both ("The information you provided is invalid").
 */
export function ProofStep({ payload, proofs, onProved, onBack, onFailed }: Props) {
  const { t } = useTranslation();
  const offered: FuzzionProofKind[] = proofs.length > 0 ? proofs : ['password'];
  const [kind, setKind] = useState<FuzzionProofKind>(offered.includes('password') ? 'password' : offered[0]!);
  const captcha = useCaptcha({ intro: t('merge.proof.captcha') });
  const prove = useMutation({
    mutationFn: ({ proof, captcha: solved }: { proof: ProofInput; captcha: string | undefined }) => proveOwnership(payload, proof, solved),
    onSuccess: (answer) => onProved(answer.methods),
    onError: (error) => {
      captcha.onError(error);
      const { kind } = errorAction(error);
      if (kind === 'page' || kind === 'restartFlow') onFailed();
    },
  });
  const send = (proof: ProofInput) => prove.mutate({ proof, captcha: captcha.take() });
  const failure = shownError(prove.error)?.key ?? null;
  return (
    <Card as="section" className="public-card stack merge" aria-labelledby="merge-proof-title">
      <div className="screen-heading">
        <h1 id="merge-proof-title">{t('merge.proof.title')}</h1>
        <p className="muted">{t('merge.proof.intro')}</p>
      </div>
      {offered.length > 1 && (
        <fieldset className="merge__choice">
          <legend>{t('merge.proof.legend')}</legend>
          {offered.map((option) => (
            <label key={option} className="merge__option">
              <input
                type="radio"
                name="merge-proof"
                value={option}
                checked={kind === option}
                onChange={() => {
                  setKind(option);
                  prove.reset();
                }}
              />
              {t(`merge.proof.kind.${option}`)}
            </label>
          ))}
        </fieldset>
      )}
      {failure && <Alert tone="error">{t(failure)}</Alert>}
      {kind === 'card' ? (
        <CardProof busy={prove.isPending} onSubmit={send} captcha={captcha.element} />
      ) : (
        <PasswordProof busy={prove.isPending} onSubmit={send} captcha={captcha.element} />
      )}
      <Button variant="link" onClick={onBack}>
        {t('merge.back')}
      </Button>
    </Card>
  );
}

interface FormProps<V> {
  busy: boolean;
  onSubmit: (values: V) => void;
  captcha: ReactNode;
}

function CardProof({ busy, onSubmit, captcha }: FormProps<CardProofValues>) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<CardProofValues>({ resolver: zodResolver(cardProofForm), defaultValues: { card_number: '' } });
  const error = formState.errors.card_number;
  return (
    <form className="stack" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <TextField
        label={t('merge.proof.cardNumber')}
        hint={t('merge.proof.cardHint')}
        inputMode="numeric"
        autoComplete="off"
        error={error && t(fieldErrorKey(error.message, 'card'))}
        {...register('card_number')}
      />
      {captcha}
      <Button type="submit" busy={busy} fullWidth>
        {t('merge.proof.submit')}
      </Button>
    </form>
  );
}

function PasswordProof({ busy, onSubmit, captcha }: FormProps<PasswordProofValues>) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<PasswordProofValues>({ resolver: zodResolver(passwordProofForm), defaultValues: { password: '' } });
  const error = formState.errors.password;
  return (
    <form className="stack" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <PasswordField
        label={t('merge.proof.password')}
        hint={t('merge.proof.passwordHint')}
        autoComplete="off"
        error={error && t(fieldErrorKey(error.message))}
        {...register('password')}
      />
      {captcha}
      <Button type="submit" busy={busy} fullWidth>
        {t('merge.proof.submit')}
      </Button>
    </form>
  );
}
