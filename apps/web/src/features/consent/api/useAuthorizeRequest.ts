import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { getAuthorize } from './getAuthorize';

/**
 * GET /api/authorize with the page's own query, asked once: a refusal (bad configuration, an
 * expired interaction) is an answer that asking again would not change.
 */
export function useAuthorizeRequest() {
  const [params] = useSearchParams();
  return useQuery({ queryKey: ['authorize', params.toString()], queryFn: () => getAuthorize(params), retry: false, staleTime: Infinity });
}
