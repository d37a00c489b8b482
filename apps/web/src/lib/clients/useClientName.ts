import { useQuery } from '@tanstack/react-query';
import { getClientName } from './getClientName';

/**
 * The display name of a registered app, for the pages that speak of it (the login's intro, the
 * OAuth error page, the partner page's failure): undefined while it loads, for no id, for an id no
 * app has, or when the look-up fails; each page then speaks of "the app" in general.
 */
export function useClientName(clientId: string | null | undefined): string | undefined {
  const client = useQuery({
    queryKey: ['client-name', clientId],
    queryFn: () => getClientName(clientId ?? ''),
    enabled: !!clientId,
    staleTime: Infinity,
    retry: false,
  });
  return client.data?.name ?? undefined;
}
