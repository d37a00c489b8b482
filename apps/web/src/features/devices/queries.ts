import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useApiErrorAction } from '../../lib/api/useApiErrorAction';
import { getDevices, getSecurityEvents, logOutDevice, logOutOthers, setSessionHistory } from './api';
import type { LogOutAction } from './useResumedLogOut';

const devicesKey = ['devices'] as const;
const eventsKey = ['security-events'] as const;

function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: devicesKey }), queryClient.invalidateQueries({ queryKey: eventsKey })]);
}

/**
 * Ending other sessions needs a step-up: without one, the person confirms a second factor and
 * comes back to this page, which carries the log-out out (useResumedLogOut).
 */
function useStepUpOnDemand() {
  const act = useApiErrorAction();
  const { pathname } = useLocation();
  return (error: unknown, action: LogOutAction, target: string | null = null) => act(error, { stepUp: { to: pathname, resume: { action, targetMfaId: target } } });
}

/** The devices list and what changes it; every change reloads the list and the history. */
export function useDevices() {
  const refresh = useRefresh();
  const stepUp = useStepUpOnDemand();
  const list = useQuery({ queryKey: devicesKey, queryFn: getDevices });
  const logOutOne = useMutation({ mutationFn: logOutDevice, onSuccess: refresh, onError: (error, key) => stepUp(error, 'logOutDevice', key) });
  const history = useMutation({ mutationFn: setSessionHistory, onSuccess: refresh });
  return { list, logOutOne, history };
}

export function useLogOutOthers() {
  const refresh = useRefresh();
  const stepUp = useStepUpOnDemand();
  return useMutation({ mutationFn: logOutOthers, onSuccess: refresh, onError: (error) => stepUp(error, 'logOutOthers') });
}

/** The security history, a page at a time ("load more" asks for the next). */
export function useSecurityEvents() {
  return useInfiniteQuery({
    queryKey: eventsKey,
    queryFn: ({ pageParam }) => getSecurityEvents(pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next,
  });
}
