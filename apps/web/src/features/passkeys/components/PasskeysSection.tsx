import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PASSKEYS, type Passkey } from '@portal/contract/passkeys';
import { Icon } from '../../../components/icons/Icon';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { EmptyState, QueryState } from '../../../components/ui/QueryState';
import { SectionHeader } from '../../../components/ui/SectionHeader';
import { supportsPasskeys } from '../ceremony';
import { useAddPasskey, usePasskeyList, useRemovePasskey } from '../hooks/usePasskeys';
import { useResumedPasskeyAction } from '../hooks/useResumedPasskeyAction';
import { PasskeyErrorAlert } from './PasskeyErrorAlert';
import { PasskeyItem } from './PasskeyItem';
import './Passkeys.css';

/**
 * The passkeys part of /security: the person's passkeys and "Add a passkey". Self-contained; back
 * from a step-up, it carries out the addition or removal the person had asked for.
 */
export function PasskeysSection() {
  const { t } = useTranslation();
  const list = usePasskeyList();
  const add = useAddPasskey();
  const resumedRemoval = useRemovePasskey();
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const passkeys = list.data ?? [];

  const onAdd = () => {
    setNotice(null);
    add.mutate(undefined, { onSuccess: (passkey) => setNotice(t('passkeys.added', { name: passkey.name })) });
  };
  // The removed row takes the focus with it: hand it to the section's heading.
  const onRemoved = (passkey: Passkey) => {
    setNotice(t('passkeys.removed', { name: passkey.name }));
    heading.current?.focus();
  };
  useResumedPasskeyAction(list.data, {
    add: onAdd,
    remove: (passkey) => resumedRemoval.mutate(passkey, { onSuccess: () => onRemoved(passkey) }),
  });

  return (
    <Card as="section" className="passkeys" aria-labelledby="passkeys-title">
      <SectionHeader icon="passkey" id="passkeys-title" title={t('passkeys.title')} lead={t('passkeys.intro')} headingRef={heading} />
      {notice && (
        <Alert tone="success" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <QueryState query={list} empty={<EmptyState className="passkeys__empty">{t('passkeys.empty')}</EmptyState>}>
        {(items) => (
          <ul className="passkeys__list" aria-label={t('passkeys.list')}>
            {items.map((passkey) => (
              <PasskeyItem key={passkey.id} passkey={passkey} onNotice={setNotice} onRemoved={onRemoved} />
            ))}
          </ul>
        )}
      </QueryState>
      {add.isError && <PasskeyErrorAlert error={add.error} />}
      {resumedRemoval.isError && <PasskeyErrorAlert error={resumedRemoval.error} />}
      {!supportsPasskeys() ? (
        <p className="muted">{t('passkeys.unsupported')}</p>
      ) : passkeys.length >= MAX_PASSKEYS ? (
        <p className="muted">{t('passkeys.limitReached', { count: MAX_PASSKEYS })}</p>
      ) : (
        <div>
          <Button onClick={onAdd} busy={add.isPending} disabled={!list.isSuccess}>
            <Icon name="passkey" />
            {t('passkeys.add')}
          </Button>
        </div>
      )}
    </Card>
  );
}
