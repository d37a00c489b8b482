import { useSearchParams } from 'react-router';
import { MfaConfirmPage } from '../../features/mfa';
import { ActivationCodePage } from '../../features/onboarding';

/**
 * /mfa serves two features (specification section 4): with isActivation=true the onboarding's
 * confirmation of an address, else the code screen of a login or a step-up check.
 */
export default function MfaScreen() {
  const [params] = useSearchParams();
  return params.get('isActivation') === 'true' ? <ActivationCodePage /> : <MfaConfirmPage />;
}
