import type { ReactNode } from 'react';
import type { OnboardingState } from '@portal/contract/onboarding';
import { LoadError } from '../../../components/ui/LoadError';
import { Loading } from '../../../components/ui/Loading';
import { useOnboardingState } from '../hooks/useOnboardingState';
import { OnboardingCard } from './OnboardingCard';

interface Props {
  title: string;
  children: (state: OnboardingState, token: string) => ReactNode;
}

/**
 * A step after the start: the onboarding's state comes from the server (so a reload keeps what was
 * entered), with its loading and error states; expired or missing sends the person to the start.
 */
export function OnboardingStep({ title, children }: Props) {
  const { token, query } = useOnboardingState();
  if (query.status === 'success') return <>{children(query.data, token)}</>;
  return (
    <OnboardingCard title={title}>
      {query.status === 'error' ? (
        <LoadError error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : (
        <Loading />
      )}
    </OnboardingCard>
  );
}
