import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/TextField';
import { fieldErrorKey } from '../../../lib/i18n/errorKeys';
import { NewPasswordFields } from '../../password';
import { recoverWithCard } from '../api';
import { cardForm, type CardValues } from '../forms';
import { ProofLayout } from './ProofLayout';
import { RecoveryExpired } from './RecoveryExpired';
import { useProof } from './useProof';

/** /account-recovery/card: the card number and the national register number, and a new password. */
export default function CardPage() {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, watch, setError } = useForm<CardValues>({
    resolver: zodResolver(cardForm),
    defaultValues: { card_number: '', national_register_number: '', password: '', confirm: '' },
  });
  const proof = useProof<CardValues>(
    (v, recovery, captcha) => recoverWithCard({ recovery, card_number: v.card_number, national_register_number: v.national_register_number, password: v.password, captcha }),
    setError,
    ['password', 'card_number', 'national_register_number'],
  );
  if (!proof.flow) return <RecoveryExpired />;
  const { errors } = formState;
  return (
    <ProofLayout
      id="recovery-card-title"
      title={t('titles.accountRecoveryCard')}
      intro={t('recovery.card.intro')}
      alert={proof.alert}
      busy={proof.busy}
      onSubmit={() => void handleSubmit(proof.submit)()}
    >
      <TextField
        label={t('recovery.card.cardNumber')}
        hint={t('recovery.card.cardHint')}
        inputMode="numeric"
        autoComplete="off"
        error={errors.card_number && t(fieldErrorKey(errors.card_number.message, 'card'))}
        {...register('card_number')}
      />
      <TextField
        label={t('recovery.card.nationalRegisterNumber')}
        hint={t('recovery.card.nrnHint')}
        inputMode="numeric"
        autoComplete="off"
        error={errors.national_register_number && t(fieldErrorKey(errors.national_register_number.message, 'nationalRegisterNumber'))}
        {...register('national_register_number')}
      />
      <NewPasswordFields fields={{ password: register('password'), confirm: register('confirm') }} errors={errors} password={watch('password')} />
      {proof.captcha}
    </ProofLayout>
  );
}
