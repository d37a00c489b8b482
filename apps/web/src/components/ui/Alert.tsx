import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon';
import './Alert.css';

interface AlertProps {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  onClose?: () => void;
}

/** Errors interrupt (role alert); success and information wait their turn (role status). */
export function Alert({ tone, children, onClose }: AlertProps) {
  const { t } = useTranslation();
  const icon = tone === 'error' ? 'alert' : tone === 'success' ? 'check' : 'info';
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon name={icon} className="alert__icon" />
      <div className="alert__body">{children}</div>
      {onClose && (
        <button type="button" className="alert__close" onClick={onClose} aria-label={t('common.close')}>
          <Icon name="close" />
        </button>
      )}
    </div>
  );
}
