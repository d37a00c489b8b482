import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { getStaffMe, getAgents } from './api/desk';
import { getApps, getAudit, getKeys } from './api/admin';
import { getPerson } from './api/person';

/** Every desk query and mutation key starts here: the desk watches them for its session's end (useDeskWatch). */
export const deskKey = ['support'] as const;
export const meKey = [...deskKey, 'me'] as const;
const personKey = (id: number) => [...deskKey, 'person', id] as const;
const agentsKey = [...deskKey, 'agents'] as const;
export const appsKey = [...deskKey, 'apps'] as const;
export const keysKey = [...deskKey, 'keys'] as const;
const auditKey = (agent: number | null) => [...deskKey, 'audit', agent] as const;

/**
 * Whether this session works the desk. Asked once per visit: every desk call answers 404 once the
 * server closed the desk session, and the desk asks again then (useDeskWatch), not on each page.
 */
export function useStaffMe() {
  return useQuery({ queryKey: meKey, queryFn: getStaffMe, staleTime: Infinity, retry: false });
}

/** The person's page; its reason travels with each load, as the server audits each. */
export function usePerson(id: number, reason: string | null) {
  return useQuery({ queryKey: [...personKey(id), reason], queryFn: () => getPerson(id, reason ?? ''), enabled: reason !== null, staleTime: Infinity });
}

/** An action of the desk: refreshes what it names once done. */
export function useDeskAction<V, R>(action: (variables: V) => Promise<R>, refresh: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({ mutationKey: deskKey, mutationFn: action, onSuccess: () => queryClient.invalidateQueries({ queryKey: refresh }) });
}

export const personRefresh = personKey;

export function useAgents() {
  return useQuery({ queryKey: agentsKey, queryFn: getAgents });
}

export function useAudit(agent: number | null) {
  return useInfiniteQuery({
    queryKey: auditKey(agent),
    queryFn: ({ pageParam }) => getAudit(agent, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next,
  });
}

export function useApps() {
  return useQuery({ queryKey: appsKey, queryFn: getApps });
}

export function useKeys() {
  return useQuery({ queryKey: keysKey, queryFn: getKeys });
}
