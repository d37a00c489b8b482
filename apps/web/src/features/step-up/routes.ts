import { screen } from '../../lib/routes/page';

/**
 * The step-up check's screens. They have no route of their own: /mfa?single=true and
 * /mfa/methods?single=true are addresses the sign-in shares (specification section 4, app/pages).
 */
export const stepUpCodeScreen = screen(() => import('./components/StepUpCodePage'), ['mfa']);
export const stepUpMethodsScreen = screen(() => import('./components/StepUpMethodsPage'), ['mfa']);
