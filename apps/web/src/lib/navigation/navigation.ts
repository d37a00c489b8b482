import { createPath, resolvePath, type Location, type Navigator, type To, type UNSAFE_createBrowserHistory } from 'react-router';

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * Decides where a navigation may go before anything of it is drawn or enters the history: `null`
 * lets it through, a path sends it there instead (and that path is decided on in turn). An answer
 * given at once (not a promise) is drawn at once.
 */
export type Resolve = (url: URL) => string | null | Promise<string | null>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** What the app draws: the last location let through, or the failure of the last decision. */
export interface NavigationSnapshot {
  location: Location | null;
  error?: unknown;
}

/** A redirect chain longer than this is a loop between two rules, not a navigation. */
const MAX_REDIRECTS = 10;

/**
 * The history that React Router's routes (declarative mode) draw, with a guard in front. The guard
 * used to be the data router's root loader, and the data router's 29 KB were the largest part of a
 * first visit's JavaScript. A navigation is decided on first; only then does the history change and
 * the new location get drawn, so a page stays as it is while the guard asks the server, and a
 * redirected navigation leaves one history entry, never two.
 */
export function createNavigation({ history, resolve }: { history: History; resolve: Resolve }) {
  let snapshot: NavigationSnapshot = { location: null };
  const listeners = new Set<() => void>();
  // Each navigation takes a number; the answer of one overtaken by a later one is dropped.
  let latest = 0;
  let settled = 0;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolveReady) => (markReady = resolveReady));

  const publish = (next: NavigationSnapshot) => {
    settled = latest;
    snapshot = next;
    markReady();
    for (const listener of listeners) listener();
  };

  const absolute = (to: To): string => {
    const from = snapshot.location?.pathname ?? history.location.pathname;
    return createPath(resolvePath(to, from));
  };

  /**
   * `mode` says how the history takes the outcome: a pop has moved it already and a redirect of it
   * replaces; a recheck of the drawn location changes nothing unless it is sent elsewhere.
   */
  function decide(path: string, mode: 'push' | 'replace' | 'pop' | 'recheck', state: unknown, ticket: number, hops = 0): Promise<void> {
    const fail = (error: unknown) => {
      if (ticket !== latest) return;
      if (mode === 'push' || mode === 'replace') history[mode](path, state);
      publish({ location: history.location, error });
    };
    const settle = (target: string | null): Promise<void> | void => {
      if (ticket !== latest) return;
      if (target !== null) return decide(absolute(target), mode === 'push' ? 'push' : 'replace', null, ticket, hops + 1);
      if (mode === 'recheck') return void (settled = ticket);
      if (mode !== 'pop') history[mode](path, state);
      publish({ location: history.location });
    };
    let answer: ReturnType<Resolve>;
    try {
      if (hops > MAX_REDIRECTS) throw new Error(`Too many redirects, the last to ${path}`);
      answer = resolve(new URL(path, window.location.origin));
    } catch (error) {
      fail(error);
      return Promise.resolve();
    }
    return answer instanceof Promise ? answer.then(settle, fail) : Promise.resolve(settle(answer));
  }

  const navigate = (to: To, options: NavigateOptions = {}): Promise<void> =>
    decide(absolute(to), options.replace ? 'replace' : 'push', options.state ?? null, ++latest);

  history.listen(() => void decide(createPath(history.location), 'pop', history.location.state, ++latest));
  void decide(createPath(history.location), 'pop', history.location.state, ++latest);

  /** What React Router's Link, Navigate and useSearchParams navigate through. */
  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, state) => void navigate(to, { state }),
    replace: (to, state) => void navigate(to, { replace: true, state }),
  };

  return {
    navigator,
    /**
     * Resolves once the navigation is decided and drawn, or overtaken by another. A number moves
     * through the history instead (-1 is back), decided on when the browser reports it.
     */
    navigate: (to: To | number, options?: NavigateOptions): Promise<void> => {
      if (typeof to !== 'number') return navigate(to, options);
      history.go(to);
      return Promise.resolve();
    },
    /** Decides on the current location again: a guard whose facts changed may now send it elsewhere. */
    revalidate: (): Promise<void> => {
      const location = snapshot.location;
      // A navigation under way is decided with the guard's facts as they are now.
      if (!location || settled !== latest) return ready;
      return decide(createPath(location), 'recheck', location.state, ++latest);
    },
    /** Resolves once the first navigation has been decided. */
    ready,
    getSnapshot: () => snapshot,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Navigation = ReturnType<typeof createNavigation>;

/** What useNavigate returns: it settles once the navigation is decided and drawn. */
export type NavigateFunction = Navigation['navigate'];
