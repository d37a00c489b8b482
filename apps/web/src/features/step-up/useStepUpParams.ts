import { useSearchParams } from 'react-router';
import type { StepUpResume } from '../../lib/routes/paths';

/** A step-up's address: the route to go back to and the action to resume there (specification section 4). */
export function useStepUpParams(): { params: URLSearchParams; redirect: string | null; resume: StepUpResume } {
  const [params] = useSearchParams();
  return { params, redirect: params.get('redirect'), resume: { action: params.get('action'), targetMfaId: params.get('targetMfaId') } };
}
