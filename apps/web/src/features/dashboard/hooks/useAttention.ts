import { useQuery } from '@tanstack/react-query';
import { getAttention } from '../api/attentionApi';

export const attentionQueryKey = ['attention'] as const;

/** The dashboard's "worth a look" items, read again each time the dashboard opens. */
export function useAttention() {
  return useQuery({ queryKey: attentionQueryKey, queryFn: getAttention, select: (answer) => answer.items });
}
