import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useFormat } from '../../../lib/format/useFormat';
import { errorKey } from '../../../lib/i18n/errorKeys';
import { restoreAccount } from '../api';

interface Props {
  /** The one-time payload of the sign-in's account.closed answer (this device only). */
  payload: string;
  eraseAt: number;
  /** Restored: the sign-in goes on (the login page sends the same credentials again). */
  onRestored: () => void;
}

/** The sign-in's answer for a closed account and the right password: when it is erased, and a button to restore it. */
export function RestoreOffer({ payload, eraseAt, onRestored }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const restore = useMutation({ mutationFn: () => restoreAccount({ payload }), onSuccess: onRestored });
  return (
    <Alert tone="info">
      <div className="stack">
        <p>
          <strong>{t('restoreOffer.title')}</strong>
        </p>
        <p>{t('restoreOffer.text', { date: format.date(eraseAt) })}</p>
        {restore.isError && <p role="alert">{t(errorKey(restore.error))}</p>}
        <div>
          <Button busy={restore.isPending} onClick={() => restore.mutate()}>
            {t('restoreOffer.restore')}
          </Button>
        </div>
      </div>
    </Alert>
  );
}
