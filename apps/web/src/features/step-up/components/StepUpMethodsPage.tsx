import { useStepUpParams } from '../useStepUpParams';
import { StepUpMethods } from './StepUpMethods';

/** /mfa/methods?single=true&redirect=ROUTE: the methods of a step-up check. */
export default function StepUpMethodsPage() {
  const { redirect, resume } = useStepUpParams();
  return <StepUpMethods redirect={redirect} resume={resume} />;
}
