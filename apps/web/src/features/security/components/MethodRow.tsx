import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MfaMethod } from '@portal/contract/mfa';
import { Button } from '../../../components/ui/Button';
import { actionLabel } from '../../../components/ui/actionLabel';
import { Icon } from '../../../components/icons/Icon';
import type { DeleteBlock } from '../deletionRules';
import { methodLabel } from '../methodLabel';
import { MethodText } from './MethodText';

interface Props {
  method: MfaMethod;
  block: DeleteBlock;
  busy: 'primary' | 'delete' | null;
  onMakePrimary: () => void;
  onDelete: () => void;
}

/**
 * One method on mfa-edit. A delete that is not allowed stays focusable (aria-disabled) so its
 * tooltip, which says why, reaches keyboard and screen-reader users too.
 */
export function MethodRow({ method, block, busy, onMakePrimary, onDelete }: Props) {
  const { t } = useTranslation();
  const tipId = useId();
  const label = methodLabel(t, method);
  return (
    <li className="security-list__item">
      <MethodText method={method} />
      <span className="security-list__actions">
        {!method.primary && (
          <Button aria-label={actionLabel(t('mfaEdit.makePrimary'), label)} variant="secondary" className="security-list__button" busy={busy === 'primary'} onClick={onMakePrimary}>
            {t('mfaEdit.makePrimary')}
          </Button>
        )}
        <span className="tooltip-wrap">
          <Button
            aria-label={actionLabel(t('mfaEdit.delete'), label)}
            variant="secondary"
            className="security-list__button security-list__button--danger"
            busy={busy === 'delete'}
            aria-disabled={block ? true : undefined}
            aria-describedby={block ? tipId : undefined}
            onClick={block ? undefined : onDelete}
          >
            <Icon name="trash" className="security-list__button-icon" />
            {t('mfaEdit.delete')}
          </Button>
          {block && (
            <span role="tooltip" id={tipId} className="tooltip">
              {t(`mfaEdit.${block}`)}
            </span>
          )}
        </span>
      </span>
    </li>
  );
}
