import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from './LoadError';
import { Loading } from './Loading';

interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'status' | 'data' | 'error' | 'refetch' | 'isFetching'>;
  /** Shown when the data has nothing to list (a text becomes an EmptyState); without it, empty data renders like any other. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const noItems = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The three states of loaded data kept apart: loading (role status), a failure with a retry (never
 * the empty text: "no method yet" is a claim the page cannot make when it could not ask), empty,
 * and the data.
 */
export function QueryState<T>({ query, empty, isEmpty = noItems, children }: QueryStateProps<T>) {
  if (query.status === 'pending') return <Loading />;
  if (query.status === 'error') return <LoadError error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  const data = query.data as T;
  if (empty !== undefined && isEmpty(data)) return typeof empty === 'string' ? <EmptyState>{empty}</EmptyState> : <>{empty}</>;
  return <>{children(data)}</>;
}

/** Nothing to show yet: one muted sentence. */
export function EmptyState({ children, className = 'muted' }: { children: ReactNode; className?: string }) {
  return <p className={className}>{children}</p>;
}
