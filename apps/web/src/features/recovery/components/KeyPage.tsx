import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/TextField';
import { fieldErrorKey } from '../../../lib/i18n/errorKeys';
import { NewPasswordFields } from '../../password';
import { recoverWithKey } from '../api';
import { keyForm, type KeyValues } from '../forms';
import { ProofLayout } from './ProofLayout';
import { RecoveryExpired } from './RecoveryExpired';
import { useProof } from './useProof';

/** /account-recovery/key: an unused recovery key and a new password. */
export default function KeyPage() {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, watch, setError } = useForm<KeyValues>({ resolver: zodResolver(keyForm), defaultValues: { key: '', password: '', confirm: '' } });
  const proof = useProof<KeyValues>((v, recovery, captcha) => recoverWithKey({ recovery, key: v.key, password: v.password, captcha }), setError, ['password']);
  if (!proof.flow) return <RecoveryExpired />;
  const { errors } = formState;
  return (
    <ProofLayout
      id="recovery-key-title"
      title={t('titles.accountRecoveryKey')}
      intro={t('recovery.key.intro')}
      alert={proof.alert}
      busy={proof.busy}
      onSubmit={() => void handleSubmit(proof.submit)()}
    >
      <TextField
        label={t('recovery.key.label')}
        hint={t('recovery.key.hint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.key && t(fieldErrorKey(errors.key.message, 'code'))}
        {...register('key')}
      />
      <NewPasswordFields fields={{ password: register('password'), confirm: register('confirm') }} errors={errors} password={watch('password')} />
      {proof.captcha}
    </ProofLayout>
  );
}
