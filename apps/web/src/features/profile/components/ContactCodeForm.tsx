import { useNavigate } from 'react-router';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import type { FuzzionOffer } from '@portal/contract/fuzzion';
import type { ContactChallenge } from '@portal/contract/profile';
import { SMS_CODE_LENGTH } from '@portal/contract/rules';
import { useApiErrorAction } from '../../../lib/api/useApiErrorAction';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { shownError } from '../../../lib/api/error-actions';
import { formatTarget } from '../../../lib/format/phone';
import { fieldErrorKey } from '../../../lib/i18n/errorKeys';
import { confirmContact, resendContactCode } from '../api/profileApi';
import { contactCodeForm } from '../contactRules';
import { useProfileChange } from '../hooks/useProfileUpdate';
import { offerMerge } from '../../merge';

interface Props {
  challenge: ContactChallenge;
  onDone: () => void;
  onCancel: () => void;
  /** The verification expired or was spent: back to step one, which says so. */
  onExpired: () => void;
}

/** Step two: the 8-digit code sent to the new address or number; it counts only once confirmed. */
export function ContactCodeForm({ challenge, onDone, onCancel, onExpired }: Props) {
  const { t } = useTranslation();
  const act = useApiErrorAction({ restartFlow: onExpired });
  const { register, handleSubmit, formState, watch } = useForm({ resolver: zodResolver(contactCodeForm), defaultValues: { code: '' } });
  const code = register('code');
  const [wait, setWait] = useState(challenge.resend_in);
  const navigate = useNavigate();
  // The confirmation's merge offer, read once the profile change has been applied.
  const offer = useRef<FuzzionOffer>({});
  const confirm = useProfileChange(async (typed: string) => {
    const answer = await confirmContact(challenge.payload, typed);
    offer.current = answer.offer;
    return answer.user;
  });
  // Another account uses this address too (specification section 5): the merge offer instead of "added".
  const confirmed = () => {
    const { fuzzion, fuzzion_payload: payload } = offer.current;
    if (!fuzzion || !payload) return onDone();
    void offerMerge(navigate, { payload, target: challenge.target, method: challenge.kind, redirect: 'profile' });
  };
  const resend = useMutation({ mutationFn: () => resendContactCode(challenge.payload), onSuccess: setWait, onError: (e) => act(e) });
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  const error = shownError(confirm.error) ?? shownError(resend.error);
  const typedError = formState.errors.code && t(fieldErrorKey(formState.errors.code.message, 'code'));
  const target = formatTarget(challenge.kind, challenge.target);
  return (
    <form className="stack" noValidate onSubmit={handleSubmit((values) => confirm.mutate(values.code, { onSuccess: confirmed, onError: (err) => act(err) }))}>
      <p>{t('contacts.codeSent', { target })}</p>
      <TextField
        label={t('contacts.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_LENGTH}
        autoFocus
        error={error ? t(error.key) : typedError}
        {...code}
        onChange={(event) => {
          // Digits only, as they are typed; a new code clears the server's answer to the last one.
          event.target.value = event.target.value.replace(/\D/g, '');
          confirm.reset();
          void code.onChange(event);
        }}
      />
      <div className="profile-form__actions">
        <Button type="submit" busy={confirm.isPending} disabled={watch('code').length !== SMS_CODE_LENGTH}>
          {t('contacts.confirm')}
        </Button>
        <Button variant="link" disabled={wait > 0 || resend.isPending} onClick={() => resend.mutate()}>
          {wait > 0 ? t('contacts.resendIn', { seconds: wait }) : t('contacts.resend')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('contacts.cancel')}
        </Button>
      </div>
    </form>
  );
}
