import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttentionResponse } from '@portal/contract/attention';
import { dismissMfaReminder } from '../api/mfaReminderApi';
import { attentionQueryKey } from './useAttention';

/** Hides the reminder banner until the next weekly reminder: gone from the list at once, then read again. */
export function useDismissMfaReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissMfaReminder,
    onSuccess: async () => {
      queryClient.setQueryData<AttentionResponse>(attentionQueryKey, (answer) => answer && { items: answer.items.filter((item) => item.kind !== 'mfa_reminder') });
      await queryClient.invalidateQueries({ queryKey: attentionQueryKey });
    },
  });
}
