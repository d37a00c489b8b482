import type { NavigateFunction } from './navigation';
import { useNavigation } from './NavigationProvider';

/**
 * Navigates through the guard: the returned promise settles once the new page is drawn (or the
 * guard sent the person elsewhere), so a form can stay busy until then. React Router's own
 * useNavigate returns nothing in declarative mode; the lint rule points here instead.
 */
export function useNavigate(): NavigateFunction {
  return useNavigation().navigate;
}

/** Runs the guard again on the drawn page, after a fact it decides on changed (the session ended). */
export function useRevalidate(): () => Promise<void> {
  return useNavigation().revalidate;
}
