import { useTranslation } from 'react-i18next';
import type { Passkey } from '@portal/contract/passkeys';
import { Button } from '../../../components/ui/Button';
import { useRemovePasskey } from '../hooks/usePasskeys';
import { PasskeyErrorAlert } from './PasskeyErrorAlert';

interface Props {
  passkey: Passkey;
  onCancel: () => void;
  onRemoved: () => void;
}

/** Removing is final (the passkey stays on the device but no longer opens the account): ask first. */
export function RemovePasskeyConfirm({ passkey, onCancel, onRemoved }: Props) {
  const { t } = useTranslation();
  const remove = useRemovePasskey();
  return (
    <div className="passkey__form" role="group" aria-label={t('passkeys.remove.confirm')}>
      {remove.isError && <PasskeyErrorAlert error={remove.error} />}
      <p>{t('passkeys.remove.question', { name: passkey.name })}</p>
      <div className="passkey__buttons">
        <Button autoFocus busy={remove.isPending} onClick={() => remove.mutate(passkey, { onSuccess: onRemoved })}>
          {t('passkeys.remove.confirm')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('passkeys.remove.cancel')}
        </Button>
      </div>
    </div>
  );
}
