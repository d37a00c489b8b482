import { Suspense, type ReactElement } from 'react';
import { Splash } from './Splash';

const keys = new Map<unknown, string>();
const keyOf = (type: unknown): string => {
  if (!keys.has(type)) keys.set(type, String(keys.size));
  return keys.get(type)!;
};

/**
 * A page waits for its bundle in a loading boundary of its own, keyed by the page's component. A
 * boundary shared by every page (one in the layout, above the outlet) loses the next page under
 * Preact: when the router's context swaps a page that is still loading for another, Preact draws
 * the new one nowhere, and the layout stays empty for good (pageBoundary.test.tsx). Two routes of
 * one component (login by e-mail or phone) keep the one boundary, so the page keeps its state.
 */
export function pageBoundary(page: ReactElement): ReactElement {
  return (
    <Suspense key={keyOf(page.type)} fallback={<Splash />}>
      {page}
    </Suspense>
  );
}
