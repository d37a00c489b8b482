import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/**
 * A page's own title, once it knows it (the desk's person page: the person's name, after the load).
 * It replaces the route's translated title in the page's heading and in the document title, for the
 * path it was set on only: a title left over from the page before never names the next one.
 */
interface PageTitle {
  path: string;
  title: string;
}

let current: PageTitle | null = null;
const listeners = new Set<() => void>();

function set(next: PageTitle | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The title the page on `path` set, or null (the route's title stands). */
export function usePageTitleOf(path: string): string | null {
  const title = useSyncExternalStore(subscribe, () => current);
  return title?.path === path ? title.title : null;
}

/** Sets this page's title while it shows (null: not known yet, the route's title stands). */
export function usePageTitle(title: string | null): void {
  const path = useLocation().pathname;
  useEffect(() => {
    if (title === null) return;
    const mine = { path, title };
    set(mine);
    return () => {
      if (current === mine) set(null);
    };
  }, [path, title]);
}
