import { pageByQuery } from '../lib/routes/page';
import { fuzzionMethodsScreen } from '../features/merge/routes';
import { activationCodeScreen } from '../features/onboarding/routes';
import { loginCodeScreen, loginMethodsScreen } from '../features/sign-in/routes';
import { stepUpCodeScreen, stepUpMethodsScreen } from '../features/step-up/routes';

/**
 * /mfa and /mfa/methods are addresses of three flows, told apart by the query (specification
 * section 4): each flow's feature owns its screen, and only the chosen one is loaded.
 */
export const sharedAddresses = {
  mfa: pageByQuery((query) => (query.get('isActivation') === 'true' ? 'activation' : query.get('single') === 'true' ? 'stepUp' : 'login'), {
    activation: activationCodeScreen,
    stepUp: stepUpCodeScreen,
    login: loginCodeScreen,
  }),
  'mfa-methods': pageByQuery((query) => (query.get('single') === 'true' ? 'stepUp' : query.get('isFuzzion') === 'true' ? 'merge' : 'login'), {
    stepUp: stepUpMethodsScreen,
    merge: fuzzionMethodsScreen,
    login: loginMethodsScreen,
  }),
};
