import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getDevices, getSecurityEvents, logOutDevice, logOutOthers, setSessionHistory } from './api';

const devicesKey = ['devices'] as const;
const eventsKey = ['security-events'] as const;

/** The devices list and what changes it; every change reloads the list and the history. */
export function useDevices() {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: devicesKey }), queryClient.invalidateQueries({ queryKey: eventsKey })]);
  const list = useQuery({ queryKey: devicesKey, queryFn: getDevices });
  const logOutOne = useMutation({ mutationFn: logOutDevice, onSuccess: refresh });
  const history = useMutation({ mutationFn: setSessionHistory, onSuccess: refresh });
  return { list, logOutOne, history };
}

export function useLogOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logOutOthers,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: devicesKey }), queryClient.invalidateQueries({ queryKey: eventsKey })]),
  });
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
