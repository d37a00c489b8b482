import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { reasonForm, type ReasonValues } from '../forms';
import { ReasonField } from './ReasonField';
import { errorKey } from '../../../lib/i18n/errorKeys';

interface Props {
  open: boolean;
  title: string;
  text: string;
  /** The confirm button names the action ("End all sessions"). */
  action: string;
  busy: boolean;
  /** The last try's failure, shown in the dialog; the dialog stays open for another try. */
  error: unknown;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** A desk action's small dialog: what it does and the reason, whose field has the focus as it opens. */
export function ReasonDialog(props: Props) {
  return (
    <Modal open={props.open} title={props.title} onClose={props.onCancel}>
      {/* Drawn only while open: a page of rows keeps one reason field at a time, and each opening starts empty. */}
      {props.open && <ReasonForm {...props} />}
    </Modal>
  );
}

function ReasonForm({ text, action, busy, error, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<ReasonValues, unknown, { reason: string }>({ resolver: zodResolver(reasonForm), defaultValues: { reason: '' } });
  return (
    <form className="stack" noValidate onSubmit={(event) => void handleSubmit(({ reason }) => onConfirm(reason))(event)}>
      <p>{text}</p>
      {error !== null && error !== undefined && <Alert tone="error">{t(errorKey(error))}</Alert>}
      <ReasonField field={register('reason')} error={formState.errors.reason?.message} />
      <div className="modal__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('desk.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {action}
        </Button>
      </div>
    </form>
  );
}
