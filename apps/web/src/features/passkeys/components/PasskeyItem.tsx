import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Passkey } from '@portal/contract/passkeys';
import { Icon } from '../../../components/icons/Icon';
import { Button } from '../../../components/ui/Button';
import { useFormat } from '../../../lib/format/useFormat';
import { RemovePasskeyConfirm } from './RemovePasskeyConfirm';
import { RenamePasskeyForm } from './RenamePasskeyForm';

interface Props {
  passkey: Passkey;
  /** A change worth announcing (already translated). */
  onNotice: (text: string) => void;
  onRemoved: (passkey: Passkey) => void;
}

type Mode = 'view' | 'rename' | 'remove';

/** One passkey: its name, when it was added and last used, and renaming or removing it in place. */
export function PasskeyItem({ passkey, onNotice, onRemoved }: Props) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('view');
  // The form that just closed, set on closing: only a closing moves the focus, not the first render.
  const closed = useRef<Mode | null>(null);
  const actions = useRef<HTMLDivElement>(null);
  // Back from a form, focus returns to the button that opened it (rename first, remove second).
  useEffect(() => {
    if (mode !== 'view' || !closed.current) return;
    actions.current?.querySelectorAll('button')[closed.current === 'rename' ? 0 : 1]?.focus();
    closed.current = null;
  }, [mode]);
  const close = () => {
    closed.current = mode;
    setMode('view');
  };
  const date = useFormat().date;

  return (
    <li className="passkey">
      <div className="passkey__row">
        <span className="icon-badge">
          <Icon name="passkey" />
        </span>
        <div className="passkey__text">
          <p className="passkey__name">
            {passkey.name}
            {passkey.synced && <span className="passkey__badge">{t('passkeys.item.synced')}</span>}
          </p>
          <p className="passkey__meta">
            <span>{t('passkeys.item.added', { date: date(passkey.created_at) })}</span>
            <span>{passkey.last_used_at ? t('passkeys.item.lastUsed', { date: date(passkey.last_used_at) }) : t('passkeys.item.neverUsed')}</span>
          </p>
        </div>
        {mode === 'view' && (
          <div className="passkey__actions" ref={actions}>
            <Button variant="ghost" onClick={() => setMode('rename')}>
              {t('passkeys.item.rename')}{' '}
              <span className="visually-hidden">{passkey.name}</span>
            </Button>
            <Button variant="ghost" onClick={() => setMode('remove')}>
              {t('passkeys.item.remove')}{' '}
              <span className="visually-hidden">{passkey.name}</span>
            </Button>
          </div>
        )}
      </div>
      {mode === 'rename' && (
        <RenamePasskeyForm
          passkey={passkey}
          onDone={(renamed) => {
            close();
            if (renamed) onNotice(t('passkeys.renamed'));
          }}
        />
      )}
      {mode === 'remove' && <RemovePasskeyConfirm passkey={passkey} onCancel={close} onRemoved={() => onRemoved(passkey)} />}
    </li>
  );
}
