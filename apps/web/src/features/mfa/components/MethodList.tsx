import { useTranslation } from 'react-i18next';
import type { MfaMethod } from '@portal/contract/mfa';
import { Button } from '../../../components/ui/Button';
import { TextLink } from '../../../components/ui/TextLink';
import { pathOf } from '../../../lib/routes/routes';
import { MethodButton } from './MethodButton';
import '../../../styles/screens.css';

interface Props {
  methods: MfaMethod[];
  /** The method whose code is being sent: its button spins and the list waits. */
  sending: number | undefined;
  onPick: (method: MfaMethod) => void;
}

/**
 * The second factors to pick from, at login and in a password reset. The recovery keys are the way
 * in when the authenticator is lost, so they come last, as a link; then the guided recovery for
 * people who lost every method.
 */
export function MethodList({ methods, sending, onPick }: Props) {
  const { t } = useTranslation();
  const recovery = methods.find((m) => m.method === 'totpRecovery');
  return (
    <>
      <ul className="mfa-methods">
        {methods.filter((m) => m.method !== 'totpRecovery').map((method) => (
          <li key={method.id}>
            <MethodButton method={method} busy={sending === method.id} disabled={sending !== undefined} onPick={() => onPick(method)} />
          </li>
        ))}
      </ul>
      {recovery && (
        <Button variant="link" className="mfa-screen__alt" busy={sending === recovery.id} onClick={() => onPick(recovery)}>
          {t('codeScreen.useRecoveryKey')}
        </Button>
      )}
      <TextLink to={pathOf('account-recovery')} className="mfa-screen__back">
        {t('recovery.lostAll')}
      </TextLink>
    </>
  );
}
