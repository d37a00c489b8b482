import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getNotifications, markNotificationsRead } from '../api/notifications';

export const notificationsQueryKey = ['notifications'] as const;

/**
 * The notices, marked read once shown. The list on screen keeps its "New" badges for this visit:
 * the next visit loads them read.
 */
export function useNotifications() {
  const list = useQuery({ queryKey: notificationsQueryKey, queryFn: getNotifications });
  const { mutate: markRead } = useMutation({ mutationFn: markNotificationsRead });
  const unread = list.data?.unread ?? 0;
  useEffect(() => {
    if (unread > 0) markRead();
  }, [unread, markRead]);
  return list;
}
