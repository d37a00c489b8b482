import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** The confirm button names the action ("Revoke access"), never a bare "OK". */
  action: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a change that cannot be undone. On the native dialog (Modal): focus stays inside,
 * Escape cancels. The safe choice comes first, so it has the focus when the dialog opens.
 */
export function ConfirmDialog({ open, title, text, action, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={title} onClose={onCancel}>
      <p className="modal__text">{text}</p>
      <div className="modal__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('review.confirm.cancel')}
        </Button>
        <Button busy={busy} onClick={onConfirm}>
          {action}
        </Button>
      </div>
    </Modal>
  );
}
