import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { renamePasskeyRequest, type Passkey } from '@portal/contract/passkeys';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { fieldErrorKey } from '../../../lib/i18n/errorKeys';
import { useRenamePasskey } from '../hooks/usePasskeys';
import { PasskeyErrorAlert } from './PasskeyErrorAlert';

interface Props {
  passkey: Passkey;
  /** Called with true once the new name is saved, false when the person cancels. */
  onDone: (renamed: boolean) => void;
}

export function RenamePasskeyForm({ passkey, onDone }: Props) {
  const { t } = useTranslation();
  const rename = useRenamePasskey();
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(renamePasskeyRequest), defaultValues: { name: passkey.name } });
  const error = formState.errors.name;
  const submit = handleSubmit(({ name }) => rename.mutate({ id: passkey.id, name }, { onSuccess: () => onDone(true) }));
  return (
    <form className="passkey__form" noValidate onSubmit={submit}>
      {rename.isError && <PasskeyErrorAlert error={rename.error} />}
      <TextField label={t('passkeys.rename.label')} autoFocus autoComplete="off" error={error && t(fieldErrorKey(error.message, 'passkeyName'))} {...register('name')} />
      <div className="passkey__buttons">
        <Button type="submit" busy={rename.isPending}>
          {t('passkeys.rename.save')}
        </Button>
        <Button variant="secondary" onClick={() => onDone(false)}>
          {t('passkeys.rename.cancel')}
        </Button>
      </div>
    </form>
  );
}
