import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a lazy screen may take to show its heading before we give up moving focus. */
const HEADING_WAIT_MS = 3000;

/** A field the new screen focused itself (the login identifier, a code input): leave it there. */
function focusedField(): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && active.matches('input, select, textarea') && !!active.closest('main');
}

function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: false });
}

/**
 * After each route change (not the first load) focus goes to the new screen's h1, so a screen
 * reader announces where the person landed and Tab starts from the top of the new content. A
 * screen that focuses a field itself keeps it. Lazy screens render later: we watch for their h1.
 */
export function useFocusOnNavigate(): void {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const tryFocus = (): boolean => {
      if (focusedField()) return true;
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) return false;
      focusHeading(heading);
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, search]);
}
