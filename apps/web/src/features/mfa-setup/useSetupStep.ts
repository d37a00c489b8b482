import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mfaStatusQuery } from '../session';
import { setupProgress, setupToDo, type SetupScreen } from './setupSteps';

/** The step line of a set-up screen ("Step 2 of 3"), or null where its flow has no fixed steps. */
export function useSetupStep(screen: SetupScreen): string | null {
  const { t } = useTranslation();
  const status = useQuery(mfaStatusQuery);
  const progress = setupProgress(screen, status.data ? setupToDo(status.data) : null);
  return progress && t('setup.step', { step: progress.step, total: progress.total });
}
